import { MOTIVES } from '../../core/data/motives';
import { entry, silent, type EntriesFor } from './eventEntry';

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
const WINNER = { draw: 'a draw', nautilus: 'the Nautilus', imperialist: 'the Imperialist' };

/** The voyage's frame: start, turns, phases, Acts, Motive, the end. */
export const VOYAGE_EVENTS: EntriesFor<VoyageEvent> = {
  GameCreated: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: (e) => `A new voyage begins (${MOTIVES[e.motive].name} Motive, seed ${e.seed}).`,
    kicker: 'Voyage',
    shot: null,
  }),
  TurnStarted: entry({
    holdMs: 400,
    showcaseHoldMs: 1400,
    reveals: false,
    log: (e) => `— Turn ${e.turn} (Act ${e.act}) —`,
    kicker: 'Voyage',
    caption: (e) => ({ kicker: `Act ${ROMAN[e.act] ?? e.act}`, text: `Turn ${e.turn} begins.` }),
    shot: () => ({ kind: 'table' }),
  }),
  PhaseStarted: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: silent,
    kicker: null,
    shot: null,
  }),
  ActBegan: entry({
    holdMs: 0,
    showcaseHoldMs: 2000,
    reveals: false,
    log: (e) =>
      `Act ${e.act} begins: roll ${e.white} white${e.black ? ` and ${e.black} black` : ''} dice each Placement Phase.`,
    kicker: 'Voyage',
    shot: () => ({ kind: 'table' }),
  }),
  MotiveChanged: entry({
    holdMs: 0,
    showcaseHoldMs: 2000,
    reveals: false,
    log: (e) => `Nemo's Motive changes from ${MOTIVES[e.from].name} to ${MOTIVES[e.to].name}.`,
    kicker: 'Voyage',
    shot: null,
  }),
  ActionTaken: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: silent,
    kicker: null,
    shot: null,
  }),
  RuleNotImplemented: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: (e) => `⚠ ${e.source}: ${e.note}`,
    kicker: 'Voyage',
    shot: null,
  }),
  GameEnded: entry({
    holdMs: 400,
    showcaseHoldMs: 2000,
    reveals: false,
    log: (e) => {
      const end =
        e.outcome === 'defeat'
          ? `Defeat: ${e.reason}.`
          : `The voyage ends: ${e.total} VP — ${e.level}.`;
      return e.winner ? `${end} Winner: ${WINNER[e.winner]}.` : end;
    },
    kicker: 'The End',
    shot: () => ({ kind: 'table' }),
  }),
};
