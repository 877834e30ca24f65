import type { GameEvent } from '../../../core';
import { speedFactor, type AnimationSpeed } from '../../app/settings';

/** How the table plays one kind of event out (issue 17). */
export type StagingKind =
  /** The card rises, turns to face the camera, then goes to its place. */
  | 'cardReveal'
  /** A card or upgrade slides to its pile. */
  | 'cardFile'
  /** A Hidden Ship token flips over. */
  | 'shipReveal'
  /** A ship token turns to its other side. */
  | 'shipFlip'
  /** Ships arrive at their Ocean. */
  | 'placement'
  /** The firing side is marked: a muzzle flash or a torpedo wake. */
  | 'combat'
  /** A Hit marks the Nautilus. */
  | 'hit'
  /** The ship lists and sinks with a splash. */
  | 'sinking'
  /** The Nautilus leaves a wake to its new Ocean. */
  | 'nautilusSails'
  /** A Squadron sails along its route. */
  | 'squadronSails'
  /** A ship (the Airship, the Sea Serpent…) moves between Oceans. */
  | 'shipSails'
  /** A marker slides along its track (done by the pieces themselves). */
  | 'markerSlide'
  /** A Notoriety threshold is crossed: the space glows and a caption names it. */
  | 'threshold'
  /** A Squadron hunts: its wake closes on the Nautilus and rings tighten round its Ocean. */
  | 'pursuit'
  /** The map changes: Arctic Ice spreads, the Suez Canal opens. */
  | 'mapChange'
  /** The dice tray shows it. */
  | 'dice'
  /** Nothing moves on the table: the log and captions tell it. */
  | 'still';

export interface StagingSpec {
  kind: StagingKind;
  /** Milliseconds the staging plays at 1×. */
  ms: number;
}

/** The staging of every Nemo's War event; a new event type without one does not compile. */
export const STAGING: { [T in GameEvent['type']]: StagingSpec } = {
  GameCreated: { kind: 'still', ms: 0 },
  TurnStarted: { kind: 'still', ms: 0 },
  PhaseStarted: { kind: 'still', ms: 0 },
  CardRevealed: { kind: 'cardReveal', ms: 1600 },
  CardFiled: { kind: 'cardFile', ms: 400 },
  ActBegan: { kind: 'mapChange', ms: 1200 },
  MotiveChanged: { kind: 'still', ms: 0 },
  DiceRolled: { kind: 'dice', ms: 0 },
  DiceChosen: { kind: 'dice', ms: 0 },
  ActionPointsSet: { kind: 'markerSlide', ms: 400 },
  ShipPlaced: { kind: 'placement', ms: 700 },
  ShipRevealed: { kind: 'shipReveal', ms: 650 },
  ShipFlipped: { kind: 'shipFlip', ms: 500 },
  ShipSunk: { kind: 'sinking', ms: 1400 },
  ShipRemoved: { kind: 'shipSails', ms: 500 },
  ShipsEnterBag: { kind: 'still', ms: 0 },
  NautilusMoved: { kind: 'nautilusSails', ms: 700 },
  ResourceChanged: { kind: 'markerSlide', ms: 450 },
  ResourceExerted: { kind: 'markerSlide', ms: 300 },
  NotorietyChanged: { kind: 'markerSlide', ms: 450 },
  NotorietyThreshold: { kind: 'threshold', ms: 1400 },
  TestResolved: { kind: 'dice', ms: 0 },
  CombatRound: { kind: 'combat', ms: 1100 },
  HitTaken: { kind: 'hit', ms: 700 },
  GemstoneMoved: { kind: 'markerSlide', ms: 400 },
  CubeMoved: { kind: 'markerSlide', ms: 400 },
  TreasureDrawn: { kind: 'cardFile', ms: 400 },
  TreasureSpent: { kind: 'cardFile', ms: 400 },
  UpgradeGained: { kind: 'cardFile', ms: 400 },
  UpgradeDiscarded: { kind: 'cardFile', ms: 400 },
  UpgradeDisplayed: { kind: 'cardFile', ms: 400 },
  CharacterSacrificed: { kind: 'still', ms: 0 },
  EffectApplied: { kind: 'still', ms: 0 },
  TokenDrawn: { kind: 'still', ms: 0 },
  RuleNotImplemented: { kind: 'still', ms: 0 },
  ActionTaken: { kind: 'still', ms: 0 },
  GameEnded: { kind: 'still', ms: 0 },
  SquadronMoved: { kind: 'squadronSails', ms: 900 },
  ImperialistApSet: { kind: 'markerSlide', ms: 300 },
  ImperialistAction: { kind: 'still', ms: 0 },
  ImperialistTest: { kind: 'dice', ms: 0 },
  ShipMoved: { kind: 'shipSails', ms: 800 },
  GroupArrivalChanged: { kind: 'markerSlide', ms: 400 },
  ImperialistPhaseEnded: { kind: 'still', ms: 0 },
};

/** An Imperialist Hunt is staged; the other Imperialist actions play through their own events. */
const HUNT: StagingSpec = { kind: 'pursuit', ms: 1300 };

/** The staging of one event: its type's, or its action's where that differs (a Hunt). */
export function stagingSpecOf(event: Pick<GameEvent, 'type'>): StagingSpec {
  if (event.type === 'ImperialistAction' && 'action' in event && event.action === 'hunt')
    return HUNT;
  return STAGING[event.type];
}

/** Stagings that hold the stage even when the event's catalogue hold is 0: the table names them. */
const ALWAYS_HELD: ReadonlySet<StagingKind> = new Set(['threshold', 'mapChange', 'pursuit']);

export interface Staging {
  kind: StagingKind;
  /** Wall-clock milliseconds at the current speed; 0 = final poses only. */
  durationMs: number;
}

/** How an event plays out at a speed: reduced motion and 'instant' show final poses only. */
export function stagingOf(
  event: Pick<GameEvent, 'type'>,
  speed: AnimationSpeed,
  reduced: boolean,
): Staging {
  const spec = stagingSpecOf(event);
  const durationMs = reduced || speed === 'instant' ? 0 : spec.ms / speedFactor(speed);
  return { kind: spec.kind, durationMs };
}

/**
 * How long an event holds the stage at 1×: its catalogue hold, stretched to fit its staging.
 * Bookkeeping (a hold of 0) stays instant, its pieces sliding while the next event holds, except
 * a threshold crossing, a map change or a Hunt, which the table names. A card reveal holds while
 * the drawn card rises and is held up to be read; it lays itself down under the events that follow.
 */
export function stagedHoldMs(event: Pick<GameEvent, 'type'>, holdMs: number): number {
  const spec = stagingSpecOf(event);
  if (ALWAYS_HELD.has(spec.kind)) return Math.max(holdMs, spec.ms);
  return holdMs > 0 ? Math.max(holdMs, spec.ms) : holdMs;
}
