import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { allAspects } from '../../../src/core/createGame';
import { DEFAULT_VERSUS_OPTIONS } from '../../../src/core/versus/imperialistMap';
import { VERSUS_ODDS, VERSUS_ODDS_RUN } from '../../../src/state/setup/versusOdds';
import type { VersusOddsKey } from '../../../src/state/setup/versusOddsKey';
import { versusOddsFor } from '../../../src/state/setup/versusOddsFor';
import { MOVE_BUDGET } from '../../../src/state/bots/botBudgets';

describe('the measured versus win rates the versus setup shows', () => {
  test('are the rows of the versus table in docs/balance.md, with the date they were played', () => {
    const doc = readFileSync('docs/balance.md', 'utf8');
    expect(doc).toContain(`scripts/sim/versusOdds.ts`);
    expect(doc).toContain(VERSUS_ODDS_RUN.date);
    const keys = Object.keys(VERSUS_ODDS) as VersusOddsKey[];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const [motive, difficulty, gem, strength, handicap] = key.split('/');
      const odds = VERSUS_ODDS[key]!;
      expect(odds.nautilus + odds.imperialist + odds.draws).toBe(odds.games);
      if (handicap) continue;
      expect(doc).toContain(
        `| ${motive} | ${difficulty} | −${gem} | ${strength} | ${odds.games} | ${odds.nautilus} (`,
      );
    }
    // Our handicap's rows: one line per setting, Nautilus wins–draws–Imperialist wins per level.
    const handicapped = keys.filter((key) => key.endsWith('/h1'));
    expect(handicapped.length).toBeGreaterThan(0);
    for (const key of handicapped) {
      const base = key.slice(0, -'/h1'.length);
      const [motive, difficulty, gem, strength] = base.split('/');
      const cells = (['h1', 'h2', 'h3'] as const).map((h) => {
        const odds = VERSUS_ODDS[`${base}/${h}` as VersusOddsKey]!;
        return `${odds.nautilus}–${odds.draws}–${odds.imperialist}`;
      });
      expect(doc).toContain(
        `| ${motive} | ${difficulty} | −${gem} | ${strength} | ${cells.join(' | ')} |`,
      );
    }
  });

  test("were played, on the strong rows, by the page's strong bots at their current budget", () => {
    expect(VERSUS_ODDS_RUN.strongPlayouts).toBe(MOVE_BUDGET.playouts);
  });

  test('are looked up by Motive, whole difficulty, gemstone penalty and bot strength', () => {
    const normal = allAspects('normal');
    const found = versusOddsFor('piracy', normal, DEFAULT_VERSUS_OPTIONS, 'quick');
    expect(found.kind).toBe('measured');
    if (found.kind === 'measured') {
      expect(found.odds).toBe(VERSUS_ODDS['piracy/normal/2/quick']);
      expect(found.date).toBe(VERSUS_ODDS_RUN.date);
    }
    expect(
      versusOddsFor('piracy', { ...normal, hiddenShips: 'hard' }, DEFAULT_VERSUS_OPTIONS, 'quick')
        .kind,
    ).toBe('mixed');
    // The variant cards change the game: those settings were not measured.
    expect(
      versusOddsFor('piracy', normal, { ...DEFAULT_VERSUS_OPTIONS, airship: true }, 'quick').kind,
    ).toBe('unmeasured');
    expect(
      versusOddsFor('piracy', normal, { ...DEFAULT_VERSUS_OPTIONS, handicap: 0 }, 'quick').kind,
    ).toBe('measured');
    // Only Normal with the −2 penalty has strong-bot games, without our handicap.
    expect(versusOddsFor('piracy', allAspects('hard'), DEFAULT_VERSUS_OPTIONS, 'strong').kind).toBe(
      VERSUS_ODDS['piracy/hard/2/strong'] ? 'measured' : 'unmeasured',
    );
  });

  test('read our handicap from its own rows, quick bots only, never with a variant card', () => {
    for (const difficulty of ['easy', 'normal', 'hard'] as const)
      for (const gemPenalty of [1, 2, 3] as const)
        for (const handicap of [1, 2, 3] as const) {
          const versus = { ...DEFAULT_VERSUS_OPTIONS, gemPenalty, handicap };
          const found = versusOddsFor('worldOrder', allAspects(difficulty), versus, 'quick');
          expect(found.kind).toBe('measured');
          if (found.kind === 'measured') {
            expect(found.odds).toBe(
              VERSUS_ODDS[`worldOrder/${difficulty}/${gemPenalty}/quick/h${handicap}`],
            );
          }
        }
    const normal = allAspects('normal');
    const handicapped = { ...DEFAULT_VERSUS_OPTIONS, handicap: 2 as const };
    // The strong bots were not run with the handicap (a minute a game).
    expect(versusOddsFor('piracy', normal, handicapped, 'strong').kind).toBe('unmeasured');
    // The variant cards change the game: not measured, with or without the handicap.
    for (const toggle of ['airship', 'seaSerpent', 'chezEmrich'] as const)
      expect(
        versusOddsFor('piracy', normal, { ...handicapped, [toggle]: true }, 'quick').kind,
      ).toBe('unmeasured');
    expect(
      versusOddsFor('piracy', { ...normal, hiddenShips: 'hard' }, handicapped, 'quick').kind,
    ).toBe('mixed');
  });
});
