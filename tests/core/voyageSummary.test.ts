import { describe, expect, test } from 'vitest';
import { createGame } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { chooseRandom } from '../../src/core/bots/randomPolicy';
import { dailyPicksOf, dailySetupOf } from '../../src/core/dailyVoyage';
import { summarizeVoyage, type GameEndedEvent } from '../../src/core/voyageSummary';
import { botRng } from '../../src/kernel/seeds';
import type { GameEvent } from '../../src/core/types';

/** A voyage of the day's shape for a made-up seed (the real seeds are the server's secret). */
function dailySetup(date: string) {
  const seed = `test-daily-${date}`;
  const picks = dailyPicksOf(seed);
  return dailySetupOf(seed, picks.motive, picks.difficulty);
}

function dailyVoyage(date: string) {
  const seed = `test-daily-${date}`;
  return { date, seed, ...dailyPicksOf(seed) };
}

function playDaily(date: string) {
  const { state } = createGame(dailySetup(date));
  const events: GameEvent[] = [];
  const rng = botRng('bench', 'summary', date);
  for (let d = currentDecision(state); d; d = currentDecision(state)) {
    applyActionInPlace(state, chooseRandom(d, rng), events);
  }
  const ended = events.find((e): e is GameEndedEvent => e.type === 'GameEnded');
  return { state, ended };
}

describe('voyage summary', () => {
  test('summarises a finished voyage of the day as the board shows it', () => {
    for (const date of ['2026-12-05', '2026-12-06', '2026-12-07']) {
      const { state, ended } = playDaily(date);
      expect(ended).toBeDefined();
      const summary = summarizeVoyage(state, ended!);
      expect(summary).not.toBeNull();
      expect(summary!.seed).toBe(dailyVoyage(date).seed);
      expect(summary!.motive).toBe(dailyVoyage(date).motive);
      expect(summary!.turns).toBe(state.turn);
      if (ended!.outcome === 'defeat') {
        expect(summary!.score).toBe(0);
        expect(summary!.ending).toBe(ended!.cause);
        expect(summary!.ending).not.toBe('finale');
      } else {
        expect(summary!.ending).toBe('finale');
        expect(summary!.score).toBe(ended!.total);
      }
    }
  });

  test('has nothing to say of a voyage still under way', () => {
    const { state } = createGame(dailySetup('2026-12-05'));
    const ended: GameEndedEvent = {
      type: 'GameEnded',
      outcome: 'scored',
      reason: '',
      total: 1,
      level: 'x',
    };
    expect(summarizeVoyage(state, ended)).toBeNull();
  });
});
