import { entry, silent, type EntriesFor } from './eventEntry';
import { oceanName, shipName } from './eventNames';

type ImperialistEvent =
  | 'SquadronMoved'
  | 'ImperialistApSet'
  | 'ImperialistAction'
  | 'ImperialistTest'
  | 'ShipMoved'
  | 'GroupArrivalChanged';

/** The Imperialist variant: Squadrons, the Imperialist's AP, actions and tests. */
export const IMPERIALIST_EVENTS: EntriesFor<ImperialistEvent> = {
  SquadronMoved: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: (e) =>
      e.to === 'tableau'
        ? `The ${e.squadron} Squadron ${e.from === 'stack' ? 'joins' : 'returns to'} the Imperialist Tableau.`
        : `The ${e.squadron} Squadron ${e.from === 'tableau' ? 'forms in' : 'sails to'} ${oceanName(e.to)}.`,
    kicker: 'Voyage',
    shot: null,
  }),
  ImperialistApSet: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: silent,
    kicker: null,
    shot: null,
  }),
  ImperialistAction: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: silent,
    kicker: null,
    // designed: our words for the pursuit the table stages (stagingOf: 'pursuit').
    caption: (e) =>
      e.action === 'hunt'
        ? { kicker: 'Hunt', text: 'A Squadron closes in: the Imperialist hunts the Nautilus.' }
        : null,
    shot: (e, { state }) =>
      e.action === 'hunt' && state?.nautilus ? { kind: 'ocean', id: state.nautilus } : null,
  }),
  ImperialistTest: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: (e) =>
      `${e.what}: ${e.roll[0]}+${e.roll[1]}${e.drm >= 0 ? '+' : ''}${e.drm} = ${e.total}, needs under ${e.target}: ${e.passed ? 'the Imperialist succeeds' : 'it fails'}.`,
    kicker: 'Voyage',
    shot: null,
  }),
  ShipMoved: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: (e, { state }) =>
      `${e.ship === null ? 'A Hidden Ship' : shipName(state, e.ship)} moves from ${oceanName(e.from)} to ${oceanName(e.to)}.`,
    kicker: 'Voyage',
    shot: null,
  }),
  GroupArrivalChanged: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: (e) => `Imperialist pressure: group ${e.group} now arrives at Notoriety ${e.at}.`,
    kicker: 'Voyage',
    shot: null,
  }),
};
