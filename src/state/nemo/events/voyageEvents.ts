import { i18n } from '../../../i18n/i18n';
import { entry, kickerText, silent, type EntriesFor } from './eventEntry';
import { motiveName } from './eventNames';
import { MASK } from '../../../protocol/protocol';
import { coreValueText } from '../words/renderCore';

type VoyageEvent =
  | 'GameCreated'
  | 'TurnStarted'
  | 'PhaseStarted'
  | 'ActBegan'
  | 'MotiveChanged'
  | 'ActionTaken'
  | 'RuleNotImplemented'
  | 'GameEnded';

const ROMAN = ['', 'I', 'II', 'III'] as const;

/** The voyage's frame: start, turns, phases, Acts, Motive, the end. */
export const VOYAGE_EVENTS: EntriesFor<VoyageEvent> = {
  GameCreated: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    // An online guest sees the seed masked: the line then leaves it out.
    log: (e) =>
      e.seed === MASK
        ? i18n.t('events.log.gameCreatedSecret', { motive: motiveName(e.motive) })
        : i18n.t('events.log.gameCreated', { motive: motiveName(e.motive), seed: e.seed }),
    kicker: 'voyage',
    shot: null,
  }),
  TurnStarted: entry({
    holdMs: 400,
    showcaseHoldMs: 1400,
    log: (e) => i18n.t('events.log.turnStarted', { turn: e.turn, act: e.act }),
    kicker: 'voyage',
    caption: (e) => ({
      kicker: i18n.t('events.kicker.act', { act: ROMAN[e.act] ?? e.act }),
      text: i18n.t('events.log.turnBegins', { turn: e.turn }),
    }),
    shot: () => ({ kind: 'table' }),
  }),
  PhaseStarted: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: silent,
    kicker: null,
    shot: null,
  }),
  ActBegan: entry({
    holdMs: 0,
    showcaseHoldMs: 2000,
    log: (e) =>
      e.black
        ? i18n.t('events.log.actBeganBlack', { act: e.act, white: e.white, black: e.black })
        : i18n.t('events.log.actBegan', { act: e.act, white: e.white }),
    kicker: 'voyage',
    shot: () => ({ kind: 'table' }),
  }),
  MotiveChanged: entry({
    holdMs: 0,
    showcaseHoldMs: 3500,
    log: (e) =>
      i18n.t('events.log.motiveChanged', { from: motiveName(e.from), to: motiveName(e.to) }),
    kicker: 'voyage',
    // The status bar's Motive changes with it: the show says so, and what it means.
    caption: (e) => ({
      kicker: kickerText('voyage'),
      text: i18n.t('captions.motive', { from: motiveName(e.from), to: motiveName(e.to) }),
    }),
    shot: () => ({ kind: 'table' }),
  }),
  ActionTaken: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: silent,
    kicker: null,
    shot: null,
  }),
  RuleNotImplemented: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: (e) =>
      i18n.t('events.log.notImplemented', {
        source: coreValueText(e.source),
        note: coreValueText(e.note),
      }),
    kicker: 'voyage',
    shot: null,
  }),
  GameEnded: entry({
    holdMs: 400,
    showcaseHoldMs: 2000,
    log: (e) => {
      const end =
        e.outcome === 'defeat'
          ? i18n.t('events.log.defeat', { reason: coreValueText(e.reason) })
          : i18n.t('events.log.voyageEnds', { total: e.total, level: coreValueText(e.level) });
      return e.winner
        ? i18n.t('events.log.winner', { end, winner: i18n.t(`events.winner.${e.winner}`) })
        : end;
    },
    kicker: 'theEnd',
    shot: () => ({ kind: 'table' }),
  }),
};
