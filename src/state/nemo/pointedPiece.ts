import { atom } from 'jotai';
import type { OceanId } from '../../core/data';
import type { Action, GameState } from '../../core';
import { actionOcean, actionShip } from './toBoardView';

/** A piece or Ocean on the table that a hovered or focused option is about. */
export type PointedPiece =
  | { kind: 'ocean'; id: OceanId }
  | { kind: 'ship'; id: number }
  | { kind: 'hidden'; ocean: OceanId; slot: number };

/** The piece the option under the pointer (or keyboard focus) is about; the table lights it. */
export const pointedPieceAtom = atom<PointedPiece | null>(null);

function slotOf(action: Action, state: GameState): { ocean: OceanId; slot: number } | null {
  if (action.type === 'chooseSlot') return { ocean: action.ocean, slot: action.slot };
  if (action.type === 'imperialist' && action.ocean && action.slot !== undefined)
    return { ocean: action.ocean, slot: action.slot };
  const here = state.nautilus;
  if (!here) return null;
  if (action.type === 'continueBold') return { ocean: here, slot: action.slot };
  if ((action.type === 'act' || action.type === 'huntBenefit') && action.slot !== undefined)
    return { ocean: here, slot: action.slot };
  return null;
}

/** What an option points at on the table: its ship, its Hidden Ship marker or its Ocean. */
export function pointedPieceOf(action: Action, state: GameState): PointedPiece | null {
  const ship = actionShip(state, action);
  if (ship !== null) return { kind: 'ship', id: ship };
  const at = slotOf(action, state);
  if (at) {
    const v = state.oceans[at.ocean].slots[at.slot];
    if (v !== undefined && v >= 0) return { kind: 'ship', id: v };
    if (v === -2) return { kind: 'hidden', ...at };
    return { kind: 'ocean', id: at.ocean };
  }
  const ocean =
    actionOcean(action) ??
    (action.type === 'imperialist' ? (action.to ?? action.ocean ?? null) : null);
  return ocean ? { kind: 'ocean', id: ocean } : null;
}
