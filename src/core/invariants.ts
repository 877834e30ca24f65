import { OCEANS } from './data/oceans';
import { SHIPS } from './data/ships';
import {
  RESOURCE_TRACKS,
  NOTORIETY,
  ACTION_POINTS,
  UPRISING_CUBES,
  SALVAGE_BOX_SIZE,
} from './data/tracks';
import { OCEAN_IDS } from './data/types';
import type { GameState } from './types';
import { salvageSpacesTaken } from './board';
import { GEMSTONES_TOTAL } from './constants';

/** Conservation and range checks that must hold after every action; returns the violations. */
/** More than this many ships fought into one full Ocean means a rule is leaking spaces. */
const MAX_OVERFLOW = 6;

export function checkInvariants(state: GameState): string[] {
  const problems: string[] = [];
  const seen = new Map<number, string>();
  const note = (ship: number, where: string) => {
    const before = seen.get(ship);
    if (before) problems.push(`ship ${ship} is both in ${before} and ${where}`);
    seen.set(ship, where);
  };
  state.shipBag.forEach((s) => note(s, 'bag'));
  for (const stack of state.shipStacks) stack.ids.forEach((s) => note(s, `stack ${stack.group}`));
  let hiddenOnMap = 0;
  for (const id of OCEAN_IDS) {
    const slots = state.oceans[id].slots;
    // A ship fought at once by an Event card stays even in a full Ocean (seed 001), so spaces
    // past the printed ones appear (a few at most: one per such card in a row).
    if (slots.length < OCEANS[id].capacity || slots.length > OCEANS[id].capacity + MAX_OVERFLOW)
      problems.push(`${id} holds ${slots.length} spaces for ${OCEANS[id].capacity} printed ones`);
    for (const s of slots) {
      if (s >= 0) note(s, id);
      else if (s === -2) hiddenOnMap++;
      else if (s !== -1) problems.push(`${id} has a bad slot value ${s}`);
    }
    if (state.oceans[id].gems < 0) problems.push(`${id} has negative gemstones`);
  }
  for (const id of OCEAN_IDS)
    for (const e of state.tonnage[id]) if ('ship' in e) note(e.ship, `tonnage ${id}`);
  state.salvage.forEach((s) => note(s, 'salvage'));
  for (const frame of state.stack) {
    if (frame.k === 'placeShip' && frame.ship !== null)
      note(frame.ship, 'drawn, awaiting placement');
  }
  state.sunkDiscard.forEach((s) => note(s, 'discard'));
  if (seen.size !== SHIPS.length)
    problems.push(`${SHIPS.length - seen.size} ship tokens are nowhere`);
  if (salvageSpacesTaken(state) > SALVAGE_BOX_SIZE) problems.push('Salvage box overfilled');

  const gems =
    state.gemSupply +
    state.adventureGems +
    OCEAN_IDS.reduce((n, id) => n + state.oceans[id].gems, 0) +
    (state.imperialist
      ? state.imperialist.gems + state.imperialist.committed + state.imperialist.salvageGems
      : 0);
  if (gems !== GEMSTONES_TOTAL || state.gemSupply < 0)
    problems.push(`gemstones: ${gems} of ${GEMSTONES_TOTAL} accounted for`);
  const cubes =
    state.cubesAvailable + Object.values(state.lands).filter((v) => v === 'cube').length;
  if (cubes !== UPRISING_CUBES || state.cubesAvailable < 0)
    problems.push(`Uprising cubes: ${cubes} of ${UPRISING_CUBES}`);

  for (const r of ['nemo', 'crew', 'hull'] as const) {
    const v = state.resources[r];
    if (v < 0 || v > RESOURCE_TRACKS[r].max) problems.push(`${r} out of range: ${v}`);
  }
  if (state.ap < 0 || state.ap > ACTION_POINTS.max) problems.push(`AP out of range: ${state.ap}`);
  if (state.notoriety < NOTORIETY.min || state.notoriety > NOTORIETY.max)
    problems.push(`Notoriety out of range: ${state.notoriety}`);
  if (hiddenOnMap < 0) problems.push('negative hidden ships');
  return problems;
}
