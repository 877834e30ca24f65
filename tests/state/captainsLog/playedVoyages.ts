import { createGame } from '../../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { chooseRandom } from '../../../src/core/bots/randomPolicy';
import { dailyPicksOf, dailySetupOf } from '../../../src/core/dailyVoyage';
import { stateHash } from '../../../src/core/hash';
import type { GameRecord } from '../../../src/core/record';
import type { Action, GameEvent } from '../../../src/core/types';
import { botRng } from '../../../src/kernel/seeds';
import type { LogEntry } from '../../../src/state/captainsLog/logEntry';
import { logEntryFromGame } from '../../../src/state/captainsLog/logEntryFromGame';

/** A voyage of the day's shape for a made-up seed (the real seeds are the server's secret). */
function dailySetup(date: string) {
  const seed = `test-daily-${date}`;
  const picks = dailyPicksOf(seed);
  return dailySetupOf(seed, picks.motive, picks.difficulty);
}

/** Plays the voyage of `date` with the random bot and keeps it as the page would. */
export function playedVoyage(date: string, playedAt: string, daily = false): LogEntry {
  const setup = dailySetup(date);
  const { state, events } = createGame(setup);
  const actions: Action[] = [];
  const rng = botRng('bench', 'log', date);
  for (let d = currentDecision(state); d; d = currentDecision(state)) {
    const action = chooseRandom(d, rng);
    actions.push(action);
    applyActionInPlace(state, action, events as GameEvent[]);
  }
  const record: GameRecord = {
    formatVersion: 1,
    game: 'nemos-war',
    setup,
    actions,
    finalHash: stateHash(state),
  };
  const entry = logEntryFromGame(state, events, record, playedAt, daily ? date : null);
  if (!entry) throw new Error(`the voyage of ${date} did not end`);
  return entry;
}
