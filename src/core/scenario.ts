import type { CardId } from './data/cards';
import type { TreasureId } from './data/treasures';
import { advance } from './engine';
import { createGame, defaultSetup } from './createGame';
import { playDefaultsUntil } from './bots/playDefaultsUntil';
import type { Frame } from './frames';
import { OCEAN_IDS, type OceanId, type ResourceId } from './data/types';
import type { GameSetup, GameState, VersusOptions, DecisionKind } from './types';
import type { GameEvent } from './gameEvent';

/**
 * The one way tests and lessons build a position: a real game from a setup, played with plain
 * default choices up to a decision, then arranged by hand. Every change goes through the same
 * state the rules use, so the position is legal to play on.
 */
export interface Scenario extends Partial<GameSetup> {
  /** Play default choices until a decision of this kind is pending (e.g. 'action'). */
  at?: DecisionKind;
  /** Empty every Ocean (ships back to the bag; Squadrons too when `clearSquadrons`). */
  emptyOceans?: boolean;
  clearSquadrons?: boolean;
  nautilus?: OceanId;
  resources?: Partial<Record<ResourceId, number>>;
  notoriety?: number;
  ap?: number;
  treasureBag?: TreasureId[];
  /** The next dice the game rolls (`forcedRolls`, the scenario's dice tool). */
  dice?: number[];
  /** Versus options over the defaults (no Airship, no Sea Serpent, no Chez Emrich, 2 VP a gem). */
  versusOptions?: Partial<VersusOptions>;
}

const DEFAULT_VERSUS: VersusOptions = {
  airship: false,
  seaSerpent: false,
  chezEmrich: false,
  gemPenalty: 2,
};

export function scenario(options: Scenario = {}): GameState {
  const {
    at,
    emptyOceans: empty,
    clearSquadrons,
    nautilus,
    resources,
    notoriety,
    ap,
    treasureBag,
    dice,
    versusOptions,
    ...setup
  } = options;
  const state = createGame(
    defaultSetup({
      ...setup,
      ...(versusOptions ? { versus: { ...DEFAULT_VERSUS, ...versusOptions } } : {}),
    }),
  ).state;
  if (at) playUntil(state, at);
  if (empty) emptyOceans(state, clearSquadrons);
  if (nautilus) state.nautilus = nautilus;
  if (resources) state.resources = { ...state.resources, ...resources };
  if (notoriety !== undefined) state.notoriety = notoriety;
  if (ap !== undefined) state.ap = ap;
  if (treasureBag) state.treasureBag = [...treasureBag];
  if (dice) state.forcedRolls = [...dice];
  return state;
}

/** Plays default choices until a decision of `kind` is pending. */
export const playUntil = playDefaultsUntil;

/** The next dice the game rolls will be these values, before the generator is used. */
export function forceDice(state: GameState, ...values: number[]): void {
  state.forcedRolls = [...(state.forcedRolls ?? []), ...values];
}

/** Every ship on the map goes back to the bag; `squadrons` also lifts the Squadrons. */
export function emptyOceans(state: GameState, squadrons = false): void {
  for (const o of OCEAN_IDS) {
    const ocean = state.oceans[o];
    for (const v of ocean.slots) if (v >= 0) state.shipBag.push(v);
    ocean.slots = ocean.slots.map(() => -1);
    if (squadrons) ocean.squadrons = [];
  }
}

/** Takes ship `id` out of wherever it is and puts it in `ocean` with its front or back up. */
export function putShipAt(
  state: GameState,
  ocean: OceanId,
  slot: number,
  id: number,
  face: 0 | 1 = 0,
): void {
  state.shipBag = state.shipBag.filter((s) => s !== id);
  for (const stack of state.shipStacks) stack.ids = stack.ids.filter((s) => s !== id);
  state.oceans[ocean].slots[slot] = id;
  state.shipFace[id] = face;
}

/** Fills every space of an Ocean (with Hidden Ship markers unless told otherwise). */
export function fillOcean(state: GameState, ocean: OceanId, value = -2): void {
  state.oceans[ocean].slots = state.oceans[ocean].slots.map(() => value);
}

/** Moves a card to the top of the Draw Pile. */
export function putOnTop(state: GameState, card: CardId): void {
  state.drawPile = [card, ...state.drawPile.filter((c) => c !== card)];
}

/** The blue and green groups arrive now: their ships go into the bag. */
export function releaseReinforcements(state: GameState): void {
  for (const stack of state.shipStacks) {
    if (stack.group !== 'D' && stack.group !== 'E') continue;
    state.shipBag.push(...stack.ids);
    stack.ids = [];
  }
}

/** Runs `frame` on top of the stack until a decision is needed; returns its events. */
export function runFrame(state: GameState, frame: Frame): GameEvent[] {
  const events: GameEvent[] = [];
  state.stack.push(frame);
  advance(state, events);
  return events;
}
