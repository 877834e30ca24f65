import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allAspects } from '../../../src/core/createGame';
import { DEFAULT_VERSUS_OPTIONS } from '../../../src/core/versus/imperialistMap';
import { VERSUS_ODDS, VERSUS_ODDS_RUN } from '../../../src/state/setup/versusOdds';
import { versusOddsFor } from '../../../src/state/setup/versusOddsFor';

describe('the measured versus win rates the versus setup shows', () => {
  it('are the rows of the versus table in docs/balance.md, with the date they were played', () => {
    const doc = readFileSync('docs/balance.md', 'utf8');
    expect(doc).toContain(`scripts/sim/versusOdds.ts`);
    expect(doc).toContain(VERSUS_ODDS_RUN.date);
    const keys = Object.keys(VERSUS_ODDS);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const [motive, difficulty, gem, strength] = key.split('/');
      const odds = VERSUS_ODDS[key]!;
      expect(odds.nautilus + odds.imperialist + odds.draws).toBe(odds.games);
      expect(doc).toContain(
        `| ${motive} | ${difficulty} | −${gem} | ${strength} | ${odds.games} | ${odds.nautilus} (`,
      );
    }
  });

  it('are looked up by Motive, whole difficulty, gemstone penalty and bot strength', () => {
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
    // Our handicap changes who wins: the table (published rules) does not speak for it.
    expect(
      versusOddsFor('piracy', normal, { ...DEFAULT_VERSUS_OPTIONS, handicap: 2 }, 'quick').kind,
    ).toBe('unmeasured');
    expect(
      versusOddsFor('piracy', normal, { ...DEFAULT_VERSUS_OPTIONS, handicap: 0 }, 'quick').kind,
    ).toBe('measured');
    // Only Normal with the −2 penalty has strong-bot games.
    expect(versusOddsFor('piracy', allAspects('hard'), DEFAULT_VERSUS_OPTIONS, 'strong').kind).toBe(
      VERSUS_ODDS['piracy/hard/2/strong'] ? 'measured' : 'unmeasured',
    );
  });
});
