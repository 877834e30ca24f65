import type { EventSink } from '../../kernel/engine';
import { type OceanId, OCEAN_IDS } from '../data/types';
import type { GameState, Action } from '../types';
import type { GameEvent } from '../gameEvent';
import { HIDDEN, emptySlot, isWhiteToken, oceanOfDie, placementNeighbours } from '../board';
import { drawShip, putHidden, putShip, revealFace } from '../mutate';
import { newCombat } from './combatSteps';
import { popFrame } from './FrameHandler';
import { msg } from '../data/coreText';

/** Placing one Ship (seed 001 Placement): where it may go, and what the choice does. */
export type PlaceShipFrame = Extract<GameState['stack'][number], { k: 'placeShip' }>;
export type PlacementFrame = Extract<GameState['stack'][number], { k: 'placement' }>;

/** Whether slot value `v` is an option of a reveal (Hidden Ship) or flip (face-up White ship) stage. */
function slotMatches(state: GameState, stage: 'reveal' | 'flip', v: number): boolean {
  return stage === 'reveal' ? v === HIDDEN : v >= 0 && isWhiteToken(v) && state.shipFace[v] === 0;
}

/**
 * The placement options of a stage, in the order a player is offered them: all pushed to `out`,
 * or counted without building them (`index` < 0), or the `index`-th one built alone (the
 * playouts count and pick far more often than a player is asked).
 */
function scanPlaceShip(
  state: GameState,
  frame: PlaceShipFrame,
  index: number,
  out: Action[] | null = null,
): Action | number {
  const target = oceanOfDie(frame.die);
  let n = 0;
  switch (frame.stage) {
    case 'spread':
      for (const ocean of placementNeighbours(target)) {
        if (emptySlot(state, ocean) < 0) continue;
        if (out) out.push({ type: 'chooseOcean', ocean });
        else if (n === index) return { type: 'chooseOcean', ocean };
        n++;
      }
      return n;
    case 'reveal':
    case 'flip': {
      if (frame.stage === 'reveal' && frame.ship === null && state.shipBag.length === 0) return 0;
      const near = placementNeighbours(target);
      for (let o = -1; o < near.length; o++) {
        const ocean = o < 0 ? target : (near[o] as OceanId);
        const slots = state.oceans[ocean].slots;
        for (let slot = 0; slot < slots.length; slot++) {
          if (!slotMatches(state, frame.stage, slots[slot] as number)) continue;
          if (out) out.push({ type: 'chooseSlot', ocean, slot });
          else if (n === index) return { type: 'chooseSlot', ocean, slot };
          n++;
        }
      }
      return n;
    }
    case 'hunt':
      for (const ocean of OCEAN_IDS) {
        if (emptySlot(state, ocean) < 0) continue;
        if (out) out.push({ type: 'chooseOcean', ocean });
        else if (n === index) return { type: 'chooseOcean', ocean };
        n++;
      }
      return n;
    default:
      return 0;
  }
}

export function placeShipCount(state: GameState, frame: PlaceShipFrame): number {
  return scanPlaceShip(state, frame, -1) as number;
}

export function placeShipOption(
  state: GameState,
  frame: PlaceShipFrame,
  index: number,
): Action | null {
  const option = scanPlaceShip(state, frame, index);
  return typeof option === 'number' ? null : option;
}

export function placeShipOptions(state: GameState, frame: PlaceShipFrame): Action[] {
  const out: Action[] = [];
  scanPlaceShip(state, frame, -1, out);
  return out;
}

export const NEXT_STAGE = { spread: 'reveal', reveal: 'flip', flip: 'hunt' } as const;

export function resolvePlaceShip(
  state: GameState,
  frame: PlaceShipFrame,
  action: Action,
  events: EventSink<GameEvent>,
): void {
  popFrame(state, frame);
  if (frame.stage === 'spread' && action.type === 'chooseOcean') {
    putHidden(state, events, action.ocean, emptySlot(state, action.ocean), msg('how.spreadOut'));
  } else if (frame.stage === 'reveal' && action.type === 'chooseSlot') {
    const ship = frame.ship ?? drawShip(state, events);
    if (ship === null) return;
    const face = revealFace(state, ship);
    state.oceans[action.ocean].slots[action.slot] = ship;
    state.shipFace[ship] = face;
    events.push({ type: 'ShipRevealed', ocean: action.ocean, slot: action.slot, ship, face });
  } else if (frame.stage === 'flip' && action.type === 'chooseSlot') {
    const ship = state.oceans[action.ocean].slots[action.slot] as number;
    state.shipFace[ship] = 1;
    events.push({ type: 'ShipFlipped', ship, face: 1 });
  } else if (frame.stage === 'hunt' && action.type === 'chooseOcean' && frame.ship !== null) {
    const ship = frame.ship;
    const face: 0 | 1 = isWhiteToken(ship) ? 1 : revealFace(state, ship);
    const slot = emptySlot(state, action.ocean);
    putShip(state, events, action.ocean, slot, ship, face, msg('how.goHunting'));
    if (action.ocean === state.nautilus)
      state.stack.push(newCombat(action.ocean, slot, ship, 'placement'));
  }
}
