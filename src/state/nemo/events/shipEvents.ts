import { i18n } from '../../../i18n/i18n';
import { groupEntersBagLine } from './groupNames';
import { VIEWER_CAPTIONS } from './viewerCaptions';
import type { OceanId } from '../../../core/data';
import type { GameEvent } from '../../../core';
import type { CameraView } from '../../table/cameraViewAtom';
import { rollText } from './rollText';
import { entry, type EntriesFor, type ShotContext } from './eventEntry';
import { oceanName, resourceName, shipLabel, shipName } from './eventNames';
import { coreValueText } from '../words/renderCore';

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
  if (e.as === 'tonnage')
    return e.column
      ? i18n.t('events.log.asTonnageRow', { ocean: oceanName(e.column) })
      : i18n.t('events.log.asTonnage');
  return i18n.t(e.as === 'salvage' ? 'events.log.asSalvage' : 'events.log.asNothing');
}

/** Ships entering, revealed, fought, sunk; the Nautilus sailing; Hits. */
export const SHIP_EVENTS: EntriesFor<ShipEvent> = {
  ShipPlaced: entry({
    holdMs: 550,
    showcaseHoldMs: 1300,
    log: (e, { state }) =>
      e.ship === null
        ? i18n.t('events.log.hiddenEnters', {
            ocean: oceanName(e.ocean),
            how: coreValueText(e.how),
          })
        : i18n.t('events.log.shipPlaced', {
            ship: shipLabel(state, e.ship),
            ocean: oceanName(e.ocean),
            how: coreValueText(e.how),
          }),
    kicker: 'placement',
    caption: VIEWER_CAPTIONS.ShipPlaced,
    shot: oceanShot,
  }),
  ShipRevealed: entry({
    holdMs: 550,
    showcaseHoldMs: 1300,
    log: (e, { state }) =>
      i18n.t('events.log.shipRevealed', {
        ship: shipLabel(state, e.ship),
        ocean: oceanName(e.ocean),
      }),
    kicker: 'combat',
    shot: oceanShot,
  }),
  ShipFlipped: entry({
    holdMs: 450,
    showcaseHoldMs: 900,
    log: (e, { state }) =>
      i18n.t(e.face === 1 ? 'events.log.flipWarship' : 'events.log.flipFront', {
        ship: shipName(state, e.ship),
      }),
    kicker: 'combat',
    shot: null,
  }),
  ShipSunk: entry({
    holdMs: 550,
    showcaseHoldMs: 1300,
    log: (e, { state }) =>
      i18n.t('events.log.sunk', { ship: shipName(state, e.ship), as: sunkAs(e) }),
    kicker: 'combat',
    caption: VIEWER_CAPTIONS.ShipSunk,
    shot: oceanShot,
  }),
  ShipRemoved: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    log: (e, { state }) =>
      i18n.t('events.log.shipLeaves', { ship: shipName(state, e.ship), ocean: oceanName(e.ocean) }),
    kicker: 'voyage',
    shot: oceanShot,
  }),
  ShipsEnterBag: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    log: (e) => groupEntersBagLine(e.group, e.count),
    kicker: 'placement',
    shot: null,
  }),
  NautilusMoved: entry({
    holdMs: 550,
    showcaseHoldMs: 1300,
    log: (e) =>
      e.from
        ? i18n.t('events.log.sails', { from: oceanName(e.from), to: oceanName(e.to) })
        : i18n.t('events.log.appears', { to: oceanName(e.to) }),
    kicker: 'nautilus',
    caption: VIEWER_CAPTIONS.NautilusMoved,
    shot: (e) => ({ kind: 'ocean', id: e.to }),
  }),
  CombatRound: entry({
    holdMs: 450,
    showcaseHoldMs: 1300,
    log: (e, { state }) =>
      e.attacker === 'warship'
        ? i18n.t('events.log.warshipFires', {
            ship: shipName(state, e.ship),
            roll: rollText(e.roll.slice(0, 2), e.modifiers, e.total),
            target: e.target,
            result: i18n.t(e.hit ? 'events.log.nautilusHit' : 'events.log.noHits'),
          })
        : i18n.t('events.log.nautilusAttacks', {
            ship: shipName(state, e.ship),
            roll:
              e.modifiers.length > 0
                ? rollText(e.roll, e.modifiers, e.total)
                : `${e.roll.join('+')} → ${e.total}`,
            target: e.target,
            result: i18n.t(e.hit ? 'events.log.success' : 'events.log.miss'),
          }),
    kicker: 'combat',
    caption: VIEWER_CAPTIONS.CombatRound,
    shot: battleShot,
  }),
  HitTaken: entry({
    holdMs: 450,
    showcaseHoldMs: 900,
    log: (e) =>
      e.resource === 'cancelled'
        ? i18n.t('events.log.hitCancelled')
        : i18n.t('events.log.hitStrikes', { resource: resourceName(e.resource) }),
    kicker: 'combat',
    caption: VIEWER_CAPTIONS.HitTaken,
    shot: battleShot,
  }),
};
