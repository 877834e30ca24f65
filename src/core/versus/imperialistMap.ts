import { OCEANS, ARABIAN_TUNNEL } from '../data/oceans';
import type { OceanId } from '../data/types';
import type { GameState, VersusOptions } from '../types';
import { moveNeighbours } from '../board';

export const DEFAULT_VERSUS_OPTIONS: VersusOptions = {
  airship: false,
  seaSerpent: false,
  chezEmrich: false,
  gemPenalty: 2,
};

export function versusOptions(state: GameState): VersusOptions {
  return state.setup.versus ?? DEFAULT_VERSUS_OPTIONS;
}

/** Arctic Ice: no surface route between these Oceans and the Arctic (seed 000 §7). */
const ARCTIC_ICE: [OceanId, OceanId][] = [
  ['westernPacific', 'arcticOcean'],
  ['pacificCoast', 'arcticOcean'],
];

function iced(a: OceanId, b: OceanId): boolean {
  return ARCTIC_ICE.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

function isSuez(a: OceanId, b: OceanId): boolean {
  return (
    (a === ARABIAN_TUNNEL.a && b === ARABIAN_TUNNEL.b) ||
    (a === ARABIAN_TUNNEL.b && b === ARABIAN_TUNNEL.a)
  );
}

/** Which kind of Imperialist piece moves: it decides the routes it may take. */
export type PieceKind = 'surface' | 'airship' | 'seaSerpent';

/**
 * Oceans an Imperialist piece may move to in one step (seed 000 §7 Imperialist Map Changes):
 * surface forces use blue lines but not the Arctic Ice links, plus the Suez Canal in Act III;
 * the Airship flies along any line; the Sea Serpent moves exactly as the Nautilus may.
 */
export function imperialistNeighbours(state: GameState, from: OceanId, kind: PieceKind): OceanId[] {
  if (kind === 'seaSerpent') return moveNeighbours(state, from);
  if (kind === 'airship') return OCEANS[from].links.map((l) => l.to);
  const out: OceanId[] = [];
  for (const link of OCEANS[from].links) {
    if (link.kind === 'solid' && !iced(from, link.to)) out.push(link.to);
    else if (state.act === 3 && isSuez(from, link.to)) out.push(link.to);
  }
  return out;
}

/** Ship token 41 is the Sea Serpent and 50 La France, the Airship (reference §3.3). */
export function pieceKindOf(state: GameState, ship: number): PieceKind {
  const options = versusOptions(state);
  if (ship === 50 && options.airship) return 'airship';
  if (ship === 41 && options.seaSerpent) return 'seaSerpent';
  return 'surface';
}

/** Steps a surface Squadron needs to reach `to` (breadth-first); Infinity if unreachable. */
export function squadronDistance(state: GameState, from: OceanId, to: OceanId): number {
  if (from === to) return 0;
  const seen = new Set<OceanId>([from]);
  let frontier: OceanId[] = [from];
  for (let d = 1; frontier.length > 0; d++) {
    const next: OceanId[] = [];
    for (const o of frontier) {
      for (const n of imperialistNeighbours(state, o, 'surface')) {
        if (n === to) return d;
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return Infinity;
}
