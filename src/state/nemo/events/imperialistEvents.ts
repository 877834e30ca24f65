import { i18n } from '../../../i18n/i18n';
import { entry, kickerText, type EntriesFor } from './eventEntry';
import { oceanName, shipName } from './eventNames';
import { groupPressureLine } from './groupNames';
import { renderCore } from '../words/renderCore';

type ImperialistEvent =
  | 'SquadronMoved'
  | 'ImperialistApSet'
  | 'ImperialistAction'
  | 'ImperialistTest'
  | 'ShipMoved'
  | 'GroupArrivalChanged'
  | 'ImperialistPhaseEnded';

/** A Squadron's colour as the log names it ("blue"). */
const squadronName = (s: string): string =>
  s === 'blue' || s === 'green' ? i18n.t(`decisions.squadron.${s}`) : s;

/** The Imperialist variant: Squadrons, the Imperialist's AP, actions and tests. */
export const IMPERIALIST_EVENTS: EntriesFor<ImperialistEvent> = {
  SquadronMoved: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: (e) =>
      e.to === 'tableau'
        ? i18n.t(e.from === 'stack' ? 'events.log.squadronJoins' : 'events.log.squadronReturns', {
            squadron: squadronName(e.squadron),
          })
        : i18n.t(e.from === 'tableau' ? 'events.log.squadronForms' : 'events.log.squadronSails', {
            squadron: squadronName(e.squadron),
            ocean: oceanName(e.to),
          }),
    kicker: 'voyage',
    shot: null,
  }),
  ImperialistApSet: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: (e) => i18n.t('wayfinding.imp.apSet', { count: e.ap }),
    kicker: null,
    shot: null,
  }),
  // Each action is staged by its own events (a ship or Squadron sails, a marker slides); the
  // log says what it cost.
  ImperialistAction: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: (e) =>
      i18n.t('wayfinding.imp.spends', {
        count: e.cost,
        action: i18n.t(`wayfinding.imp.action.${e.action}`),
      }),
    kicker: null,
    // designed: our words for the pursuit the table stages (stagingOf: 'pursuit').
    caption: (e) =>
      e.action === 'hunt'
        ? { kicker: kickerText('hunt'), text: i18n.t('events.huntCaption') }
        : null,
    shot: (e, { state }) =>
      e.action === 'hunt' && state?.nautilus ? { kind: 'ocean', id: state.nautilus } : null,
  }),
  ImperialistTest: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: (e) =>
      i18n.t('events.log.imperialistTest', {
        what: renderCore(e.what),
        roll: `${e.roll[0]}+${e.roll[1]}${e.drm >= 0 ? '+' : ''}${e.drm}`,
        total: e.total,
        target: e.target,
        result: i18n.t(e.passed ? 'events.log.imperialistSucceeds' : 'events.log.itFails'),
      }),
    kicker: 'voyage',
    shot: null,
  }),
  ShipMoved: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: (e, { state }) =>
      i18n.t('events.log.shipMoves', {
        ship: e.ship === null ? i18n.t('events.name.aHiddenShip') : shipName(state, e.ship),
        from: oceanName(e.from),
        to: oceanName(e.to),
      }),
    kicker: 'voyage',
    shot: null,
  }),
  GroupArrivalChanged: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: (e) => groupPressureLine(e.group, e.at),
    kicker: 'voyage',
    shot: null,
  }),
  ImperialistPhaseEnded: entry({
    holdMs: 700,
    showcaseHoldMs: 1600,
    log: (e) =>
      e.left === 0
        ? i18n.t('wayfinding.imp.endedSpent')
        : i18n.t('wayfinding.imp.ended', { count: e.left, saved: e.saved }),
    kicker: 'voyage',
    shot: null,
  }),
};
