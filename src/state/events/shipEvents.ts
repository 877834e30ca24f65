import { rollArithmetic } from '../../core/rollModifiers';
import { VIEWER_CAPTIONS } from './viewerCaptions';
import type { OceanId } from '../../core/data/types';
import type { GameEvent } from '../../core/types';
import type { CameraView } from '../cameraViewAtom';
import { entry, type EntriesFor, type ShotContext } from './eventEntry';
import { oceanName, resourceName, shipLabel, shipName } from './eventNames';

type ShipEvent =
  | 'ShipPlaced'
  | 'ShipRevealed'
  | 'ShipFlipped'
  | 'ShipSunk'
  | 'ShipRemoved'
  | 'ShipsEnterBag'
  | 'NautilusMoved'
  | 'CombatRound'
  | 'HitTaken';

/** The shot of the event's own Ocean. */
const oceanShot = (e: { ocean: OceanId }): CameraView => ({ kind: 'ocean', id: e.ocean });

/** The Ocean the Nautilus is in, where a battle is fought. */
const battleShot = (_e: unknown, { state }: ShotContext): CameraView | null =>
  state?.nautilus ? { kind: 'ocean', id: state.nautilus } : null;

function sunkAs(e: Extract<GameEvent, { type: 'ShipSunk' }>): string {
  if (e.as === 'tonnage') return `Tonnage${e.column ? ` (${oceanName(e.column)} row)` : ''}`;
  return e.as === 'salvage' ? 'Salvage' : 'nothing (parleyed)';
}

/** Ships entering, revealed, fought, sunk; the Nautilus sailing; Hits. */
export const SHIP_EVENTS: EntriesFor<ShipEvent> = {
  ShipPlaced: entry({
    holdMs: 550,
    showcaseHoldMs: 1300,
    reveals: false,
    log: (e, { state }) =>
      e.ship === null
        ? `A Hidden Ship enters ${oceanName(e.ocean)} (${e.how}).`
        : `${shipLabel(state, e.ship)} is placed in ${oceanName(e.ocean)} (${e.how}).`,
    kicker: 'Placement',
    caption: VIEWER_CAPTIONS.ShipPlaced,
    shot: oceanShot,
  }),
  ShipRevealed: entry({
    holdMs: 550,
    showcaseHoldMs: 1300,
    reveals: true,
    log: (e, { state }) => `Revealed ${shipLabel(state, e.ship)} in ${oceanName(e.ocean)}.`,
    kicker: 'Combat',
    shot: oceanShot,
  }),
  ShipFlipped: entry({
    holdMs: 450,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e, { state }) =>
      `${shipName(state, e.ship)} turns to its ${e.face === 1 ? 'warship' : 'front'} side.`,
    kicker: 'Combat',
    shot: null,
  }),
  ShipSunk: entry({
    holdMs: 550,
    showcaseHoldMs: 1300,
    reveals: false,
    log: (e, { state }) => `${shipName(state, e.ship)} is sunk and taken as ${sunkAs(e)}.`,
    kicker: 'Combat',
    caption: VIEWER_CAPTIONS.ShipSunk,
    shot: oceanShot,
  }),
  ShipRemoved: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e, { state }) => `${shipName(state, e.ship)} leaves ${oceanName(e.ocean)}.`,
    kicker: 'Voyage',
    shot: oceanShot,
  }),
  ShipsEnterBag: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    reveals: true,
    log: (e) => `${e.count} ships of group ${e.group} join the Ship bag.`,
    kicker: 'Placement',
    shot: null,
  }),
  NautilusMoved: entry({
    holdMs: 550,
    showcaseHoldMs: 1300,
    reveals: false,
    log: (e) =>
      e.from
        ? `The Nautilus sails from ${oceanName(e.from)} to ${oceanName(e.to)}.`
        : `The Nautilus appears in ${oceanName(e.to)}.`,
    kicker: 'The Nautilus',
    caption: VIEWER_CAPTIONS.NautilusMoved,
    shot: (e) => ({ kind: 'ocean', id: e.to }),
  }),
  CombatRound: entry({
    holdMs: 450,
    showcaseHoldMs: 1300,
    reveals: false,
    log: (e, { state }) =>
      e.attacker === 'warship'
        ? `${shipName(state, e.ship)} fires: ${rollArithmetic(e.roll.slice(0, 2), e.modifiers, e.total)} vs Attack ${e.target}: ${e.hit ? 'the Nautilus is hit!' : 'no hits.'}`
        : `The Nautilus attacks ${shipName(state, e.ship)}: ${e.modifiers.length > 0 ? rollArithmetic(e.roll, e.modifiers, e.total) : `${e.roll.join('+')} → ${e.total}`} vs Defense ${e.target}: ${e.hit ? 'success!' : 'miss.'}`,
    kicker: 'Combat',
    caption: VIEWER_CAPTIONS.CombatRound,
    shot: battleShot,
  }),
  HitTaken: entry({
    holdMs: 450,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) =>
      e.resource === 'cancelled'
        ? 'A Hit is cancelled.'
        : `A Hit strikes ${resourceName(e.resource)}.`,
    kicker: 'Combat',
    caption: VIEWER_CAPTIONS.HitTaken,
    shot: battleShot,
  }),
};
