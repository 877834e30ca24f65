import { describe, expect, test } from 'vitest';
import { createGame, defaultSetup } from '../../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { chooseRandom } from '../../../src/core/bots/randomPolicy';
import { seedRng } from '../../../src/core/rng';
import { MOTIVE_IDS } from '../../../src/core/data/motives';
import { CARDS } from '../../../src/core/data/cards';
import type { GameEvent } from '../../../src/core/gameEvent';
import { englishValue } from '../../../src/core/text/renderEnglish';

/**
 * Fuzzed games (random legal policy) draw and resolve every event card with no missing rule.
 * The whole deck, Finales and Nadeen Dakkar included, is covered by
 * `npm run sim -- --games 2000 --seed 7 --extras` (its "cards" statistic; docs/balance.md).
 */
describe('random games draw and resolve every event card (issue 4 coverage)', () => {
  test('200 games: all 51 events and the Act cards are revealed and filed; no RuleNotImplemented', () => {
    const revealed = new Set<string>();
    const resolved = new Set<string>();
    const missing: string[] = [];
    const count = (events: GameEvent[]) => {
      for (const e of events) {
        if (e.type === 'CardRevealed') revealed.add(e.card);
        if (e.type === 'CardFiled' && e.pile !== 'adventureBottom') resolved.add(e.card);
        if (
          e.type === 'RuleNotImplemented' &&
          englishValue(e.source) !== 'Ship bag' &&
          englishValue(e.source) !== 'Treasure bag'
        )
          missing.push(`${englishValue(e.source)}: ${englishValue(e.note)}`);
      }
    };
    for (let game = 0; game < 200; game++) {
      const setup = defaultSetup({
        seed: `coverage:${game}`,
        motive: MOTIVE_IDS[game % MOTIVE_IDS.length],
        nadeenDakkar: game % 2 === 1,
        options: {
          deadlySeas: game % 2 === 1,
          officerAttributes: game % 2 === 1,
          upgradeDeck: false,
          journeysEndUpgrades: game % 2 === 1,
          journeysEndVictoryLevels: false,
        },
      });
      const { state, events } = createGame(setup);
      count(events);
      const rng = seedRng(`coverage-policy:${game}`);
      for (let step = 0; step < 5000 && !state.result; step++) {
        const d = currentDecision(state);
        if (!d) break;
        count(applyActionInPlace(state, chooseRandom(d, rng)));
      }
      expect(state.result).not.toBeNull();
    }
    const wanted = CARDS.filter(
      (c) => c.kind === 'event' || c.kind === 'prologue' || c.kind === 'intermission1',
    ).map((c) => c.id);
    expect(wanted.filter((id) => !revealed.has(id))).toEqual([]);
    expect(wanted.filter((id) => !resolved.has(id))).toEqual([]);
    expect(missing).toEqual([]);
  });
});
