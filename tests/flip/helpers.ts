import {
  applyAction,
  cloneState,
  createFlipGame,
  currentDecision,
  legalActions,
} from '../../src/flip/index';
import type {
  CharacterId,
  FlipAction,
  FlipEvent,
  FlipSetup,
  FlipState,
  Suit,
} from '../../src/flip/index';
import { SUITS, spaceAt } from '../../src/flip/index';

export const SEED_002 = 'seed 002';

/** Card number for a rank (1 = Ace ... 13 = King) and suit. */
export function card(rank: number, suit: Suit): number {
  return SUITS.indexOf(suit) * 13 + rank - 1;
}

export function solo(extra: Partial<FlipSetup> = {}): FlipState {
  return createFlipGame({
    seed: 7,
    players: 1,
    characters: ['aronnax'],
    challenges: ['chemist', 'scourge', 'diver'],
    ...extra,
  });
}

export function multi(characters: CharacterId[], extra: Partial<FlipSetup> = {}): FlipState {
  return createFlipGame({
    seed: 11,
    players: characters.length,
    characters,
    challenges: ['chemist', 'scourge', 'diver'],
    ...extra,
  });
}

/** Apply actions in order, collecting every event. */
export function play(
  state: FlipState,
  ...actions: FlipAction[]
): { state: FlipState; events: FlipEvent[] } {
  let s = state;
  const events: FlipEvent[] = [];
  for (const a of actions) {
    const r = applyAction(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Edit a copy of the state (test positions only). */
export function edit(state: FlipState, change: (s: FlipState) => void): FlipState {
  const s = cloneState(state);
  change(s);
  return s;
}

/** Put seat `player` at the Take Action decision with `suit` engaged and `actionCard` to use. */
export function atAction(state: FlipState, suit: Suit, actionCard: number, player = 0): FlipState {
  return edit(state, (s) => {
    s.phase = 'action';
    s.active = player;
    s.mainDone = false;
    s.lineup = [card(1, 'clubs'), card(2, 'clubs'), actionCard];
    for (const p of s.players) {
      p.moveCard = 0;
      p.engageCard = 1;
      p.engageSuit = suit;
      p.stack = [];
    }
  });
}

export function atRepair(state: FlipState, lineup: number[], player = 0): FlipState {
  return edit(state, (s) => {
    s.phase = 'repair';
    s.active = player;
    s.mainDone = false;
    s.lineup = lineup;
    s.players[player]!.stack = [];
  });
}

/** Seat at the Move decision with a given lineup and location. */
export function atMove(
  state: FlipState,
  lineup: number[],
  x: number,
  y: number,
  player = 0,
): FlipState {
  return edit(state, (s) => {
    s.phase = 'move';
    s.active = player;
    s.mainDone = false;
    s.lineup = lineup;
    const p = s.players[player]!;
    p.charted = p.charted.map(() => false);
    p.location = spaceAt(x, y);
    p.charted[p.location] = true;
    p.stack = [];
  });
}

export function decisionKind(state: FlipState): string {
  return currentDecision(state).kind;
}

export function ofType<T extends FlipEvent['type']>(
  events: FlipEvent[],
  type: T,
): Extract<FlipEvent, { type: T }>[] {
  return events.filter((e): e is Extract<FlipEvent, { type: T }> => e.type === type);
}

export function legal(state: FlipState): FlipAction[] {
  const d = currentDecision(state);
  return d.kind === 'gameOver' ? [] : legalActions(state, d.player);
}

export function fill(slot: number, value: number, player = 0): FlipAction {
  return { type: 'fill', player, slot, value };
}
