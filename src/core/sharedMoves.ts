import type { EventSink } from '../kernel/engine';
import type { CharacterId, ResourceId, UpgradeId } from './data/types';
import type { TreasureId } from './data/treasures';
import type { GameState } from './types';
import type { GameEvent } from './gameEvent';
import { characterById, treasureById } from './content/lookup';
import { changeNotoriety } from './mutate';
import { drawRandom } from './rng';
import { hasUpgrade } from './board';
import { finishGame } from './finishGame';
import { ignoresPenalty } from './effects/attributes';
import { msg, type CoreValue } from './data/coreText';

/** Flips a Character tile and pays its penalty (seed 001 Tests; seed 000 §6 for Nadeen). */
export function sacrificeCharacter(
  state: GameState,
  events: EventSink<GameEvent>,
  id: CharacterId,
): void {
  const tile = state.characters.find((c) => c.id === id && !c.sacrificed);
  if (!tile) throw new Error(`Character ${id} is not available to sacrifice`);
  const waived = ignoresPenalty(tile.attributes);
  tile.sacrificed = true;
  tile.attributes = [];
  events.push({ type: 'CharacterSacrificed', character: id });
  const penalty = characterById(id).penalty;
  if (!penalty || (waived && penalty.kind !== 'defeat')) return;
  // A resource penalty is a loss like any other: an Upgrade discard may pay it (seed 001 Tests).
  if (penalty.kind === 'resource')
    state.stack.push({
      k: 'loss',
      resources: [penalty.resource],
      amount: penalty.amount,
      why: msg('why.sacrificed', { character: { ref: 'character', id } }),
    });
  else if (penalty.kind === 'notoriety')
    changeNotoriety(
      state,
      events,
      penalty.amount,
      msg('why.sacrificed', { character: { ref: 'character', id } }),
    );
  else if (penalty.kind === 'defeat')
    finishGame(
      state,
      events,
      'defeat',
      msg('end.lastCharacter', { character: { ref: 'character', id } }),
      'nadeen',
    );
}

/** Removes a collected Treasure token; the Map Room may send a VP Treasure back to the cup. */
export function spendTreasure(
  state: GameState,
  events: EventSink<GameEvent>,
  id: TreasureId,
  why: CoreValue,
): number {
  const i = state.treasures.indexOf(id);
  if (i < 0) throw new Error(`Treasure ${id} is not in your collection`);
  state.treasures.splice(i, 1);
  const token = treasureById(id);
  if (hasUpgrade(state, 'mapRoom') && token.vp > 0) state.treasureBag.push(id);
  else state.treasuresSpent.push(id);
  events.push({ type: 'TreasureSpent', treasure: id, why });
  return token.vp;
}

/** Draws a Treasure token: Immediate ones resolve at once, the rest are collected (seed 001 Search). */
export function drawTreasure(state: GameState, events: EventSink<GameEvent>): void {
  const id = drawRandom(state.rng, state.treasureBag);
  if (!id) {
    events.push({
      type: 'RuleNotImplemented',
      source: msg('source.treasureBag'),
      note: msg('note.treasureBagEmpty'),
    });
    return;
  }
  receiveTreasure(state, events, id, true);
}

/** A drawn Treasure: Immediate ones resolve, the rest are collected (Map Room may offer a second). */
export function receiveTreasure(
  state: GameState,
  events: EventSink<GameEvent>,
  id: TreasureId,
  mapRoom: boolean,
): void {
  const token = treasureById(id);
  const immediate = token.kind === 'immediate';
  if (!immediate) state.treasures.push(id);
  events.push({ type: 'TreasureDrawn', treasure: id, kept: !immediate });
  if (!immediate) {
    if (mapRoom && hasUpgrade(state, 'mapRoom') && state.treasureBag.length > 0)
      state.stack.push({ k: 'mapRoom', first: id, second: null });
    return;
  }
  state.treasuresSpent.push(id);
  switch (token.effect) {
    case 'drawTwo':
      state.stack.push({
        k: 'effects',
        source: { ref: 'treasure', id },
        effects: [{ kind: 'drawTreasure', amount: 2 }],
      });
      break;
    case 'loseResourceOrCharacter':
      state.stack.push({
        k: 'loss',
        resources: ['nemo', 'crew', 'hull'],
        amount: 1,
        why: { ref: 'treasure', id },
      });
      break;
    case 'notoriety2':
      changeNotoriety(state, events, 2, { ref: 'treasure', id });
      break;
    case 'notoriety3':
      changeNotoriety(state, events, 3, { ref: 'treasure', id });
      break;
    case 'placeUprising':
      if (state.cubesAvailable > 0 && Object.values(state.lands).some((v) => v === null)) {
        state.stack.push({ k: 'placeCube', anywhere: true });
      }
      break;
    default:
      events.push({
        type: 'RuleNotImplemented',
        source: { ref: 'treasure', id },
        note: msg('note.immediateMissing', { effect: String(token.effect) }),
      });
  }
}

export function discardUpgrade(
  state: GameState,
  events: EventSink<GameEvent>,
  upgrade: UpgradeId,
  why: CoreValue,
): void {
  const i = state.upgradesEquipped.indexOf(upgrade);
  if (i < 0) throw new Error(`Upgrade ${upgrade} is not equipped`);
  state.upgradesEquipped.splice(i, 1);
  state.upgradesDiscarded.push(upgrade);
  events.push({ type: 'UpgradeDiscarded', upgrade, why });
}

/**
 * Exertion losses after a failed roll, one loss per exerted resource; each may be paid with a
 * discarded Upgrade instead (seed 001 Tests). The first resource is resolved first.
 */
export function pushExertionLoss(
  state: GameState,
  resources: readonly ResourceId[],
  amount: number,
  why: CoreValue,
): void {
  for (let i = resources.length - 1; i >= 0; i--)
    state.stack.push({ k: 'loss', resources: [resources[i] as ResourceId], amount, why });
}
