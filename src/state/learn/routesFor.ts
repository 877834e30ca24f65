import { moveNeighbours } from '../../core/board';
import { OCEANS } from '../../core/data/oceans';
import type { OceanId } from '../../core/data/types';
import type { GameState } from '../../core/types';
import { imperialistNeighbours } from '../../core/versus/imperialistMap';
import type { RouteOverlay, RoutePiece } from './lessonTypes';

const PIECE_NAMES: Record<RoutePiece, string> = {
  nautilus: 'The Nautilus',
  surface: 'A Squadron or Ship token',
  airship: 'The Airship',
  seaSerpent: 'The Sea Serpent',
};

function isArctic(a: OceanId, b: OceanId): boolean {
  return (
    (b === 'arcticOcean' && (a === 'westernPacific' || a === 'pacificCoast')) ||
    (a === 'arcticOcean' && (b === 'westernPacific' || b === 'pacificCoast'))
  );
}

function isSuez(a: OceanId, b: OceanId): boolean {
  return (
    (a === 'europeanSeas' && b === 'indianOcean') || (a === 'indianOcean' && b === 'europeanSeas')
  );
}

/** Why a piece may not use a line: the rule that closes it, in plain words. */
function whyBlocked(piece: RoutePiece, from: OceanId, to: OceanId, state: GameState): string {
  const name = PIECE_NAMES[piece];
  if (piece === 'surface' && isArctic(from, to))
    return 'Arctic Ice: surface forces have no Northwest Passage.';
  if (isSuez(from, to)) {
    if (piece === 'surface') return 'The Suez Canal opens only in Act III.';
    return state.act === 3
      ? 'The Suez Canal is for surface forces; only the Arabian Tunnel card opens this line here.'
      : 'The Arabian Tunnel card is needed to pass under the isthmus.';
  }
  return `${name} moves along blue lines only; dotted lines are for placement.`;
}

/**
 * The routes a piece may take from an Ocean in one step, straight from the rules core
 * (moveNeighbours for the Nautilus, imperialistNeighbours for the Imperialist pieces), and
 * every other line out of that Ocean with the reason it is closed.
 */
export function routesFor(piece: RoutePiece, from: OceanId, state: GameState): RouteOverlay {
  const legal =
    piece === 'nautilus' ? moveNeighbours(state, from) : imperialistNeighbours(state, from, piece);
  const blocked = OCEANS[from].links
    .map((l) => l.to)
    .filter((to) => !legal.includes(to))
    .map((to) => ({ to, why: whyBlocked(piece, from, to, state) }));
  return { piece, from, legal, blocked };
}
