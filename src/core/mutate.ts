import type { EventSink } from '../kernel/engine';
import { RESOURCE_TRACKS, NOTORIETY } from './data/tracks';
import { MOTIVES } from './data/motives';
import { SHIPS } from './data/ships';
import { type OceanId, type ResourceId, type ShipGroup, OCEAN_IDS } from './data/types';
import type { DeadlySeasId } from './data/treasures';
import { rollD6, drawRandom, randomInt } from './rng';
import { HIT_LOCATION } from './data/actionTables';
import { deadlySeasText, deadlySeasToken } from './content/registry';
import type { GameState } from './types';
import type { GameEvent } from './gameEvent';
import { EMPTY, HIDDEN, isWhiteToken } from './board';
import { finishGame } from './finishGame';
import { keepsEvents } from './discardEvents';
import { msg, type CoreText, type CoreValue } from './data/coreText';

function nextDie(state: GameState): number {
  return state.forcedRolls?.shift() ?? rollD6(state.rng);
}

export function rollDice(
  state: GameState,
  events: EventSink<GameEvent>,
  purpose: CoreText,
  white: number,
  black = 0,
): { white: number[]; black: number[] } {
  const w: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < white; i++) w.push(nextDie(state));
  for (let i = 0; i < black; i++) b.push(nextDie(state));
  const rollIndex = state.rollIndex++;
  if (!keepsEvents(events)) return { white: w, black: b };
  events.push({
    type: 'DiceRolled',
    rollIndex,
    purpose,
    dice: [
      ...w.map((value) => ({ color: 'white' as const, value })),
      ...b.map((value) => ({ color: 'black' as const, value })),
    ],
  });
  return { white: w, black: b };
}

export function roll2d6(
  state: GameState,
  events: EventSink<GameEvent>,
  purpose: CoreText,
): [number, number] {
  const a = nextDie(state);
  const b = nextDie(state);
  const rollIndex = state.rollIndex++;
  if (keepsEvents(events))
    events.push({
      type: 'DiceRolled',
      rollIndex,
      purpose,
      dice: [
        { color: 'white', value: a },
        { color: 'white', value: b },
      ],
    });
  return [a, b];
}

export function roll1d6(state: GameState, events: EventSink<GameEvent>, purpose: CoreText): number {
  const value = nextDie(state);
  const rollIndex = state.rollIndex++;
  if (keepsEvents(events))
    events.push({ type: 'DiceRolled', rollIndex, purpose, dice: [{ color: 'white', value }] });
  return value;
}

/** Moves a Ship Resource; reaching the red space (0) is a Defeat (seed 001 End of the Game). */
export function changeResource(
  state: GameState,
  events: EventSink<GameEvent>,
  resource: ResourceId,
  delta: number,
  why: CoreValue,
): void {
  if (state.result || delta === 0) return;
  const track = RESOURCE_TRACKS[resource];
  const from = state.resources[resource];
  const to = Math.max(0, Math.min(track.max, from + delta));
  if (to === from) return;
  state.resources[resource] = to;
  events.push({ type: 'ResourceChanged', resource, from, to, why });
  if (to === 0) {
    finishGame(
      state,
      events,
      'defeat',
      msg('end.redSpace', { resource: { ref: 'resource', id: resource }, why }),
      'resource',
    );
  }
}

function releaseStacks(state: GameState, events: EventSink<GameEvent>): void {
  for (const stack of state.shipStacks) {
    if (stack.at !== null && stack.ids.length > 0 && state.notoriety >= stack.at) {
      addStackToBag(state, events, stack.group);
    }
  }
}

/** Puts a waiting ship group into the Ship bag (Notoriety threshold or Act card). */
export function addStackToBag(
  state: GameState,
  events: EventSink<GameEvent>,
  group: ShipGroup,
): void {
  const stack = state.shipStacks.find((s) => s.group === group);
  if (!stack || stack.ids.length === 0) return;
  const count = stack.ids.length;
  for (const id of stack.ids) {
    state.shipFace[id] = state.purple && !isWhiteToken(id) ? 1 : 0;
    state.shipBag.push(id);
  }
  stack.ids = [];
  if (stack.deadlySeas) {
    state.deadlySeasInBag.push(stack.deadlySeas);
    stack.deadlySeas = null;
  }
  events.push({ type: 'ShipsEnterBag', group, count });
  const squadron = group === 'D' ? 'blue' : group === 'E' ? 'green' : null;
  if (state.imperialist && squadron && !state.imperialist.tableau.includes(squadron)) {
    state.imperialist.tableau.push(squadron);
    events.push({ type: 'SquadronMoved', squadron, from: 'stack', to: 'tableau' });
  }
}

function flipToPurple(state: GameState, events: EventSink<GameEvent>): void {
  state.purple = true;
  events.push({
    type: 'NotorietyThreshold',
    at: NOTORIETY.purpleFlip,
    what: msg('threshold.purple'),
  });
  const onMap = new Set<number>();
  for (const id of OCEAN_IDS) for (const s of state.oceans[id].slots) if (s >= 0) onMap.add(s);
  for (const id of onMap) {
    if (!isWhiteToken(id) && state.shipFace[id] === 0) {
      state.shipFace[id] = 1;
      events.push({ type: 'ShipFlipped', ship: id, face: 1 });
    }
  }
  for (const id of state.shipBag) if (!isWhiteToken(id)) state.shipFace[id] = 1;
}

/**
 * Changes Notoriety and fires its thresholds (seed 001 Gameplay): ship groups join the bag,
 * purple flip at 36, the black die at 44, World Order Wonders, the Motive's Pariah defeat.
 * Humanist triples gains in the Action Phase; Piracy freezes at 51 (seed 000 §4).
 */
export function changeNotoriety(
  state: GameState,
  events: EventSink<GameEvent>,
  delta: number,
  why: CoreValue,
): void {
  if (state.result || delta === 0) return;
  if (state.piracyFrozen) return;
  let amount = delta;
  if (amount > 0 && state.motive === 'humanist' && state.phase === 'action') amount *= 3;
  const from = state.notoriety;
  const to = Math.max(NOTORIETY.min, Math.min(NOTORIETY.max, from + amount));
  if (to === from) return;
  state.notoriety = to;
  events.push({ type: 'NotorietyChanged', from, to, why });
  if (to <= from) return;
  releaseStacks(state, events);
  if (!state.purple && to >= NOTORIETY.purpleFlip) flipToPurple(state, events);
  if (!state.blackDieUnlocked && to >= NOTORIETY.blackDie) {
    state.blackDieUnlocked = true;
    events.push({
      type: 'NotorietyThreshold',
      at: NOTORIETY.blackDie,
      what: msg('threshold.blackDie'),
    });
  }
  while (state.wonderTrack.length > 0 && (state.wonderTrack[0]?.at ?? 99) <= to) {
    const wonder = state.wonderTrack.shift();
    if (wonder) {
      state.treasureBag.push(wonder.id);
      events.push({
        type: 'NotorietyThreshold',
        at: wonder.at,
        what: msg('threshold.wonder'),
      });
    }
  }
  const pariah = MOTIVES[state.motive].pariah;
  if (state.motive === 'piracy' && to >= NOTORIETY.max) {
    state.piracyFrozen = true;
    events.push({
      type: 'NotorietyThreshold',
      at: NOTORIETY.max,
      what: msg('threshold.neverSayDie'),
    });
  } else if (pariah !== null && to >= pariah) {
    finishGame(state, events, 'defeat', msg('end.pariah', { space: pariah }), 'notoriety');
  }
}

/** The face a newly revealed ship shows (seed 001 Attack and Placement rules). */
export function revealFace(state: GameState, ship: number): 0 | 1 {
  if (isWhiteToken(ship)) return 0;
  return state.purple ? 1 : 0;
}

/** Resolves a Deadly Seas token drawn from the Ship bag, then sets it aside (optional rule). */
function resolveDeadlySeas(state: GameState, events: EventSink<GameEvent>, id: DeadlySeasId): void {
  const token = deadlySeasToken(state, id);
  const why = msg('why.deadlySeas', { token: { ref: 'item', id } });
  events.push({ type: 'TokenDrawn', kind: 'deadlySeas', token: id });
  events.push({
    type: 'EffectApplied',
    source: why,
    text: deadlySeasText(state, id),
    provenance: 'designed',
  });
  switch (token.effect) {
    case 'loseHull':
      changeResource(state, events, 'hull', -token.amount, why);
      return;
    case 'loseCrew':
      changeResource(state, events, 'crew', -token.amount, why);
      return;
    case 'loseNemo':
      changeResource(state, events, 'nemo', -token.amount, why);
      return;
    case 'gainNotoriety':
      changeNotoriety(state, events, token.amount, why);
      return;
    case 'loseActionPoint':
      state.ap = Math.max(0, state.ap - token.amount);
      events.push({ type: 'ActionPointsSet', ap: state.ap, lull: state.lull });
      return;
    case 'randomHit':
      for (let i = 0; i < token.amount && !state.result; i++) {
        const roll = roll1d6(state, events, msg('roll.hitLocationFor', { why }));
        if (roll === 6 && state.upgradesEquipped.includes('doubleHull')) {
          events.push({ type: 'HitTaken', resource: 'cancelled', roll });
          continue;
        }
        const resource = HIT_LOCATION[roll as 1 | 2 | 3 | 4 | 5 | 6];
        events.push({ type: 'HitTaken', resource, roll });
        changeResource(state, events, resource, -1, why);
      }
      return;
    case 'placeHiddenShip': {
      const ocean = state.nautilus;
      if (!ocean) return;
      for (let i = 0; i < token.amount; i++) {
        const slot = state.oceans[ocean].slots.indexOf(EMPTY);
        // Never take the world's last empty space: the ship being drawn still needs one.
        const free = OCEAN_IDS.reduce(
          (n, o) => n + state.oceans[o].slots.filter((v) => v === EMPTY).length,
          0,
        );
        if (slot < 0 || free <= 1) return;
        putHidden(state, events, ocean, slot, why);
      }
      return;
    }
  }
}

/**
 * Draws a ship from the bag. The draw picks uniformly among the ships and the Deadly Seas tokens
 * in the bag; a token is resolved, set aside, and the draw goes on (optional rule, seed 001).
 */
export function drawShip(state: GameState, events: EventSink<GameEvent>): number | null {
  for (;;) {
    if (state.deadlySeasInBag.length === 0 || state.shipBag.length === 0) {
      const ship = drawRandom(state.rng, state.shipBag);
      if (ship === undefined) {
        events.push({
          type: 'RuleNotImplemented',
          source: msg('source.shipBag'),
          note: msg('note.shipBagEmpty'),
        });
        return null;
      }
      return ship;
    }
    const i = randomInt(state.rng, state.shipBag.length + state.deadlySeasInBag.length);
    if (i < state.shipBag.length) return state.shipBag.splice(i, 1)[0] as number;
    const token = state.deadlySeasInBag.splice(i - state.shipBag.length, 1)[0] as DeadlySeasId;
    resolveDeadlySeas(state, events, token);
    if (state.result) return null;
  }
}

export function putShip(
  state: GameState,
  events: EventSink<GameEvent>,
  ocean: OceanId,
  slot: number,
  ship: number,
  face: 0 | 1,
  how: CoreValue,
): void {
  const slots = state.oceans[ocean].slots;
  if (slots[slot] === undefined) slots.length = slot + 1;
  slots[slot] = ship;
  state.shipFace[ship] = face;
  events.push({ type: 'ShipPlaced', ocean, slot, ship, face, how });
}

export function putHidden(
  state: GameState,
  events: EventSink<GameEvent>,
  ocean: OceanId,
  slot: number,
  how: CoreValue,
) {
  state.oceans[ocean].slots[slot] = HIDDEN;
  events.push({ type: 'ShipPlaced', ocean, slot, ship: null, face: 0, how });
}

/** Removes a slot; extra slots beyond capacity (a survivor added to a full Ocean) disappear. */
export function clearSlot(state: GameState, ocean: OceanId, slot: number, capacity: number): void {
  const slots = state.oceans[ocean].slots;
  if (slot >= capacity) slots.splice(slot, 1);
  else slots[slot] = EMPTY;
}

export function shipName(ship: number): string {
  return SHIPS[ship]?.front.name ?? `ship ${ship}`;
}
