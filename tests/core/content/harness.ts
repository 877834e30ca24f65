import type { CardId } from '../../../src/core/data/cards';
import type { TreasureId } from '../../../src/core/data/treasures';
import { advance, applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { cardTestFrame } from '../../../src/core/effects/cardLifeCycle';
import { cardById } from '../../../src/core/content/lookup';
import type { GameSetup, GameState, Action } from '../../../src/core/types';
import type { GameEvent } from '../../../src/core/gameEvent';
import type { OceanId } from '../../../src/core/data/types';
import { forceDice } from '../testGame';
import { scenario } from '../../../src/core/scenario';

/** The VP-only Treasure tokens: draws change nothing but the collection. */
export const PLAIN_TREASURES: TreasureId[] = [
  'TVP2_1',
  'TVP2_2',
  'TVP2_3',
  'TVP2_4',
  'TVP3_1',
  'TVP3_2',
];

/**
 * A game in its first Action Phase in a known position: Explore, the Nautilus in `ocean` with
 * nothing around it, Nemo 4 / Crew 6 / Hull 6, Notoriety 10, 2 AP, only VP Treasures in the bag.
 */
export function position(ocean: OceanId = 'northAtlantic', setup: Partial<GameSetup> = {}) {
  return scenario({
    seed: 'content',
    ...setup,
    at: 'action',
    nautilus: ocean,
    emptyOceans: true,
    resources: { nemo: 4, crew: 6, hull: 6 },
    notoriety: 10,
    ap: 2,
    treasureBag: PLAIN_TREASURES,
    dice: [],
  });
}

export interface Measure {
  nemo: number;
  crew: number;
  hull: number;
  notoriety: number;
  ap: number;
  treasures: number;
  gemsHere: number;
  adventureGems: number;
  cubes: number;
  hiddenHere: number;
  upgrades: number;
}

export function measure(state: GameState): Measure {
  const here = state.nautilus as OceanId;
  return {
    ...state.resources,
    notoriety: state.notoriety,
    ap: state.ap,
    treasures: state.treasures.length,
    gemsHere: state.oceans[here].gems,
    adventureGems: state.adventureGems,
    cubes: Object.values(state.lands).filter((v) => v === 'cube').length,
    hiddenHere: state.oceans[here].slots.filter((s) => s === -2).length,
    upgrades: state.upgradesEquipped.length,
  };
}

export function delta(before: Measure, after: Measure): Partial<Measure> {
  const out: Partial<Measure> = {};
  for (const k of Object.keys(before) as (keyof Measure)[]) {
    const d = after[k] - before[k];
    if (d !== 0) out[k] = d;
  }
  return out;
}

/** Answers every decision until the Action Phase waits again (choices pick `pick`). */
export function settle(state: GameState, events: GameEvent[], pick = 0): void {
  for (let i = 0; i < 200 && !state.result; i++) {
    const d = currentDecision(state);
    if (!d) return;
    if (d.kind === 'action' && state.stack.length <= 2) return;
    const find = (p: (a: Action) => boolean) => d.options.find(p);
    const action =
      (d.kind === 'effectChoice' && d.options[Math.min(pick, d.options.length - 1)]) ||
      find((a) => a.type === 'acceptResult') ||
      find((a) => a.type === 'commitTest' && a.exert.length === 0 && !a.treasure) ||
      find((a) => a.type === 'loseResource') ||
      find((a) => a.type === 'takeHit') ||
      find((a) => a.type === 'stopBold') ||
      find((a) => a.type === 'buyUpgrade' && a.upgrade !== null) ||
      (d.options[0] as Action);
    applyActionInPlace(state, action, events);
  }
}

/** Reveals `card` now, as the Event Phase would, and answers its decisions. */
export function reveal(state: GameState, card: CardId, dice: number[] = [], pick = 0): GameEvent[] {
  const events: GameEvent[] = [];
  forceDice(state, ...dice);
  state.revealed = card;
  state.stack.push({ k: 'resolveCard', card, from: 'drawPile' });
  advance(state, events);
  settle(state, events, pick);
  return events;
}

/** Uses a KEEP card from the tableau in the Action Phase. */
export function useCard(
  state: GameState,
  card: CardId,
  dice: number[] = [],
  pick = 0,
): GameEvent[] {
  const events: GameEvent[] = [];
  forceDice(state, ...dice);
  applyActionInPlace(state, { type: 'useCard', card }, events);
  settle(state, events, pick);
  return events;
}

/** Runs a test card's test directly (used for KEEP cards' tests too). */
export function runCardTest(state: GameState, card: CardId, dice: number[]): GameEvent[] {
  const data = cardById(card);
  const events: GameEvent[] = [];
  forceDice(state, ...dice);
  state.stack.push(cardTestFrame(card, data.test ?? 7, data.exert, false));
  advance(state, events);
  settle(state, events);
  return events;
}

export function pileOf(state: GameState, card: CardId): 'pass' | 'fail' | 'keep' | null {
  if (state.passPile.includes(card)) return 'pass';
  if (state.failPile.includes(card)) return 'fail';
  if (state.keepCards.includes(card)) return 'keep';
  return null;
}
