import { OCEANS, LANDS } from './data/oceans';
import { SHIPS } from './data/ships';
import type { OceanId, ShipSide, UpgradeId } from './data/types';
import { OCEAN_IDS } from './data/types';
import type { GameState } from './types';

export const EMPTY = -1;
export const HIDDEN = -2;

export const MAJOR_OCEANS: OceanId[] = OCEAN_IDS.filter((id) => OCEANS[id].die !== null);

export function oceanOfDie(die: number): OceanId {
  const ocean = MAJOR_OCEANS.find((id) => OCEANS[id].die === die);
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
export function placementNeighbours(ocean: OceanId): OceanId[] {
  return OCEANS[ocean].links.map((l) => l.to);
}

/** Blue (solid) lines for the Nautilus' Move action; the Arabian Tunnel card opens its link. */
export function moveNeighbours(state: GameState, ocean: OceanId): OceanId[] {
  const tunnel = state.keepCards.includes('E22');
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

export function revealedShips(state: GameState, ocean: OceanId): number[] {
  return state.oceans[ocean].slots.filter((s) => s >= 0);
}

export function revealedWarships(state: GameState, ocean: OceanId): number[] {
  return revealedShips(state, ocean).filter((s) => isWarship(state, s));
}

export function hiddenCount(state: GameState, ocean: OceanId): number {
  return state.oceans[ocean].slots.filter((s) => s === HIDDEN).length;
}

export function emptySlot(state: GameState, ocean: OceanId): number {
  return state.oceans[ocean].slots.indexOf(EMPTY);
}

/**
 * Revealed Warships that count for DRMs in an Ocean: ships, Squadrons, and under Piracy
 * any Hidden Ships together as one (seed 000 §4 Imperialist Patrols).
 */
export function warshipPresenceCount(state: GameState, ocean: OceanId): number {
  let count = revealedWarships(state, ocean).length + state.oceans[ocean].squadrons.length;
  if (state.motive === 'piracy' && hiddenCount(state, ocean) > 0) count += 1;
  return count;
}

export function landsOf(ocean: OceanId): string[] {
  return OCEANS[ocean].landIds;
}

export function cubesIn(state: GameState, ocean: OceanId): number {
  return landsOf(ocean).filter((l) => state.lands[l] === 'cube').length;
}

export function alliesIn(state: GameState, ocean: OceanId): number {
  return landsOf(ocean).filter((l) => state.lands[l] === 'ally').length;
}

export function totalCubesOnLand(state: GameState): number {
  return LANDS.filter((l) => state.lands[l.id] === 'cube').length;
}

export function hasUpgrade(state: GameState, upgrade: UpgradeId): boolean {
  return state.upgradesEquipped.includes(upgrade);
}
