import { i18n } from '../../i18n/i18n';
import { moveNeighbours, type GameState, imperialistNeighbours } from '../../core';
import { OCEANS, type OceanId } from '../../core/data';
import type { RouteOverlay, RoutePiece } from './lessonTypes';

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
  if (piece === 'surface' && isArctic(from, to)) return i18n.t('lessons.route.arcticIce');
  if (isSuez(from, to)) {
    if (piece === 'surface') return i18n.t('lessons.route.suezAct3');
    return state.act === 3
      ? i18n.t('lessons.route.suezSurfaceOnly')
      : i18n.t('lessons.route.tunnelNeeded');
  }
  return i18n.t('lessons.route.blueOnly', { piece: i18n.t(`lessons.route.pieceSubject.${piece}`) });
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
