import { OCEANS, LANDS, type LandId } from './data/oceans';
import { SHIPS } from './data/ships';
import type { OceanId, ShipSide, UpgradeId } from './data/types';
import { OCEAN_IDS } from './data/types';
import type { GameState } from './types';

export const EMPTY = -1;
export const HIDDEN = -2;

export const MAJOR_OCEANS: OceanId[] = OCEAN_IDS.filter((id) => OCEANS[id].die !== null);

const OCEAN_OF_DIE: (OceanId | undefined)[] = [];
for (const id of MAJOR_OCEANS) OCEAN_OF_DIE[OCEANS[id].die as number] = id;

export function oceanOfDie(die: number): OceanId {
  const ocean = OCEAN_OF_DIE[die];
  if (!ocean) throw new Error(`No Major Ocean has die number ${die}`);
  return ocean;
}

export function shipSide(state: GameState, ship: number): ShipSide {
  const token = SHIPS[ship];
  if (!token) throw new Error(`Unknown ship token ${ship}`);
  return state.shipFace[ship] === 1 ? token.back : token.front;
}

export function isWhiteToken(ship: number): boolean {
  return SHIPS[ship]?.group === 'A';
}

export function isWarship(state: GameState, ship: number): boolean {
  return shipSide(state, ship).warship;
}

/** Any line counts for placement adjacency (seed 001 Placement Phase). */
export function placementNeighbours(ocean: OceanId): readonly OceanId[] {
  return PLACEMENT_NEIGHBOURS[ocean];
}

function moveLinks(ocean: OceanId, tunnel: boolean): readonly OceanId[] {
  return OCEANS[ocean].links
    .filter(
      (l) =>
        l.kind === 'solid' ||
        (tunnel &&
          ((ocean === 'europeanSeas' && l.to === 'indianOcean') ||
            (ocean === 'indianOcean' && l.to === 'europeanSeas'))),
    )
    .map((l) => l.to);
}

function byOcean<T>(make: (ocean: OceanId) => T): Record<OceanId, T> {
  return Object.fromEntries(OCEAN_IDS.map((o) => [o, make(o)])) as Record<OceanId, T>;
}

// The map never changes, so the neighbour lists are built once (the fast path asks often).
const PLACEMENT_NEIGHBOURS = byOcean((o) => OCEANS[o].links.map((l) => l.to));
const MOVE_NEIGHBOURS = byOcean((o) => moveLinks(o, false));
const MOVE_NEIGHBOURS_TUNNEL = byOcean((o) => moveLinks(o, true));

/** Blue (solid) lines for the Nautilus' Move action; the Arabian Tunnel card opens its link. */
export function moveNeighbourList(state: GameState, ocean: OceanId): readonly OceanId[] {
  return (state.keepCards.includes('E22') ? MOVE_NEIGHBOURS_TUNNEL : MOVE_NEIGHBOURS)[ocean];
}

/** `moveNeighbourList` as a list of the caller's own. */
export function moveNeighbours(state: GameState, ocean: OceanId): OceanId[] {
  return moveNeighbourList(state, ocean).slice();
}

export function revealedShips(state: GameState, ocean: OceanId): number[] {
  const out: number[] = [];
  for (const s of state.oceans[ocean].slots) if (s >= 0) out.push(s);
  return out;
}

export function revealedWarships(state: GameState, ocean: OceanId): number[] {
  const out: number[] = [];
  for (const s of state.oceans[ocean].slots) if (s >= 0 && isWarship(state, s)) out.push(s);
  return out;
}

/** How many revealed Warships an Ocean holds (no list built). */
export function revealedWarshipCount(state: GameState, ocean: OceanId): number {
  let n = 0;
  for (const s of state.oceans[ocean].slots) if (s >= 0 && isWarship(state, s)) n++;
  return n;
}

export function hiddenCount(state: GameState, ocean: OceanId): number {
  let n = 0;
  for (const s of state.oceans[ocean].slots) if (s === HIDDEN) n++;
  return n;
}

export function emptySlot(state: GameState, ocean: OceanId): number {
  return state.oceans[ocean].slots.indexOf(EMPTY);
}

/**
 * Revealed Warships that count for DRMs in an Ocean: ships, Squadrons, and under Piracy
 * any Hidden Ships together as one (seed 000 §4 Imperialist Patrols).
 */
export function warshipPresenceCount(state: GameState, ocean: OceanId): number {
  let count = revealedWarshipCount(state, ocean) + state.oceans[ocean].squadrons.length;
  if (state.motive === 'piracy' && hiddenCount(state, ocean) > 0) count += 1;
  return count;
}

export function landsOf(ocean: OceanId): LandId[] {
  return OCEANS[ocean].landIds;
}

/** Every Land space of the map, in the order the state keeps them. */
export function landIdsOf(state: GameState): LandId[] {
  return Object.keys(state.lands) as LandId[];
}

function landsHolding(state: GameState, ocean: OceanId, what: 'cube' | 'ally'): number {
  let n = 0;
  for (const l of OCEANS[ocean].landIds) if (state.lands[l] === what) n++;
  return n;
}

export function cubesIn(state: GameState, ocean: OceanId): number {
  return landsHolding(state, ocean, 'cube');
}

export function alliesIn(state: GameState, ocean: OceanId): number {
  return landsHolding(state, ocean, 'ally');
}

export function totalCubesOnLand(state: GameState): number {
  return LANDS.filter((l) => state.lands[l.id] === 'cube').length;
}

export function hasUpgrade(state: GameState, upgrade: UpgradeId): boolean {
  return state.upgradesEquipped.includes(upgrade);
}

/**
 * Spaces taken on the Salvage track: sunk ships plus the Hunt's counter-tactic gemstones, each
 * "worth 1 Salvage Point while there" (seed 000 §7). Also the Salvage Points a Refit can spend.
 */
export function salvageSpacesTaken(state: GameState): number {
  return state.salvage.length + (state.imperialist?.salvageGems ?? 0);
}
