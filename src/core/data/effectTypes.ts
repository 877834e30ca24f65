import type { ActionEffect, MotiveId, OceanId, ResourceId, ShipGroup, UpgradeId } from './types';
import type { CoreValue } from './coreText';

/**
 * A condition an effect can test (Motive, Act, the Nautilus' Ocean, tracks, what is aboard).
 * Every kind is plain data so a content pack can write it.
 */
export type Condition =
  | { kind: 'motive'; motives: MotiveId[] }
  | { kind: 'act'; acts: number[] }
  | { kind: 'nautilusIn'; oceans: OceanId[] }
  | { kind: 'notoriety'; atLeast?: number; atMost?: number }
  | { kind: 'resource'; resource: ResourceId; atLeast?: number; atMost?: number }
  | { kind: 'ap'; atLeast: number }
  | { kind: 'warshipsHere'; atLeast: number }
  | { kind: 'hiddenHere'; atLeast: number }
  | { kind: 'landHere' }
  | { kind: 'hasUpgrade'; upgrade: UpgradeId }
  | { kind: 'treasures'; atLeast: number }
  | { kind: 'nadeenAboard' }
  | { kind: 'not'; cond: Condition };

/** One labelled branch of a player choice. */
export interface EffectOption {
  /** A built-in option's message; a content pack's own wording as it is. */
  label: CoreValue;
  effects: Effect[];
}

/**
 * The effect language (ARCHITECTURE.md §2, content as data). It includes the Action Success Table
 * effects (`ActionEffect`) and adds the kinds cards, tokens and upgrades need.
 */
export type Effect =
  | ActionEffect
  /** Gain (or lose, when negative) Action Points, kept within 0..5. */
  | { kind: 'ap'; amount: number }
  /** Return Uprising cubes from Land spaces (the Nautilus' Ocean first) to the available box. */
  | { kind: 'removeUprising'; amount: number }
  /** Gemstones from the supply to the Nautilus' Ocean, a named Ocean, or the Adventure Deck. */
  | { kind: 'gem'; where: 'nautilus' | 'adventureDeck' | OceanId; amount: number }
  /** Hidden Ship markers into empty spaces of the Nautilus' Ocean or a named Ocean. */
  | { kind: 'placeHidden'; where: 'nautilus' | OceanId; amount: number }
  /** Remove Hidden Ship markers from the Nautilus' Ocean. */
  | { kind: 'removeHidden'; amount: number }
  /** Reveal Hidden Ship markers in the Nautilus' Ocean (draws from the Ship bag). */
  | { kind: 'revealHidden'; amount: number }
  /** Flip White ships in the Nautilus' Ocean to their Gray Warship side. */
  | { kind: 'flipWhite'; amount: number }
  /** Return revealed ships in the Nautilus' Ocean to the Ship bag. */
  | { kind: 'removeShips'; amount: number; warshipsOnly: boolean }
  /** The player moves the Nautilus: to an adjacent Ocean (blue lines) or one of the listed ones. */
  | { kind: 'moveNautilus'; to: 'adjacent' | OceanId[] }
  /** Take ships from the Ship bag and fight each now (free, Stalk-style; survivors stay). */
  | { kind: 'fightShip'; count: number }
  /** A waiting Ship group joins the Ship bag. */
  | { kind: 'addShips'; group: ShipGroup }
  /** Suffer Hits on random Ship Resources (hit-location die). */
  | { kind: 'hits'; amount: number }
  /** A 2d6 test with its own branches. */
  | { kind: 'test'; target: number; exert: ResourceId[]; pass: Effect[]; fail: Effect[] }
  /** The player picks one branch. */
  | { kind: 'choice'; options: EffectOption[] }
  | { kind: 'if'; cond: Condition; then: Effect[]; else?: Effect[] }
  /** Deal more Upgrade cards to the display. */
  | { kind: 'revealUpgrade'; amount: number }
  /** Nadeen Dakkar comes aboard as the 7th Character with this many Characteristic tokens. */
  | { kind: 'nadeenAboard'; characteristics: number }
  /** Nadeen draws (positive) or discards (negative) Characteristic tokens. */
  | { kind: 'characteristic'; amount: number }
  /** Move the card being resolved to this pile. */
  | { kind: 'filePile'; pile: 'pass' | 'fail' }
  /** Add a DRM to the test or attack roll being resolved. */
  | { kind: 'testDrm'; amount: number }
  /** The test being resolved passes. */
  | { kind: 'forcePass' }
  /** A Character must be sacrificed (the player picks which; Nadeen only when he is the last). */
  | { kind: 'sacrificeCharacter' }
  /** Re-roll the test being resolved. */
  | { kind: 'reroll' }
  /** Versus: the Nautilus gives the Imperialist gemstones (supply first, then the map). */
  | { kind: 'imperialistGem'; amount: number };

export type EffectKind = Effect['kind'];

/** When a KEEP card may be used (seed 001 KEEP cards: "at any time", as its text says). */
export type KeepWhen = 'action' | 'beforeTest' | 'afterTest';

export interface KeepUse {
  when: KeepWhen[];
  /** The card may only be used while this holds. */
  cond?: Condition;
  /** Effects of using it (cards with a test number run their test instead, then pass/fail). */
  effects: Effect[];
  /** Pile the card goes to after use (tested cards go by the test's outcome). */
  pile: 'pass' | 'fail';
}

/** The effect of one card: short text of our own, its provenance and its data. */
export interface CardEffectEntry {
  text: string;
  provenance: 'published' | 'designed';
  /** PLAY cards: effects and the pile the card goes to. */
  play?: Effect[];
  pile?: 'pass' | 'fail';
  /** TEST cards (and KEEP cards with a test number): effects of each outcome. */
  pass?: Effect[];
  fail?: Effect[];
  /** KEEP cards: how they are used. Absent = a passive KEEP card (it works while kept). */
  keep?: KeepUse;
  /** KEEP cards still in the tableau at the end of the game go to this pile (default pass). */
  atEnd?: 'pass' | 'fail';
}

/** Short effect text of a component (upgrades, tokens, characters) that a pack may replace. */
export interface ComponentText {
  text: string;
  provenance: 'published' | 'designed';
}
