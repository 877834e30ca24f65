import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allAspects } from '../../../src/core/createGame';
import { MOTIVE_IDS } from '../../../src/core/data/motives';
import { MEASURED_ODDS } from '../../../src/state/setup/measuredOdds';
import { measuredOddsFor } from '../../../src/state/setup/measuredOddsFor';

describe('the measured bot odds the solo setup shows', () => {
  it('match the search rows of the 200-games-per-Motive table in docs/balance.md', () => {
    const doc = readFileSync('docs/balance.md', 'utf8');
    const table = MEASURED_ODDS.normal;
    expect(table).toBeDefined();
    for (const motive of MOTIVE_IDS) {
      const odds = table!.byMotive[motive];
      const row = new RegExp(
        `\\| ${motive} \\| search \\| ${odds.finales}/${odds.games} \\([^)]*\\) \\| ${odds.wins} \\| \\d+ \\| ${odds.meanFinaleScore.toFixed(1)} \\|`,
      );
      expect(doc).toMatch(row);
    }
  });

  it('are looked up for whole difficulty levels only', () => {
    const normal = measuredOddsFor('war', allAspects('normal'));
    expect(normal.kind).toBe('measured');
    if (normal.kind === 'measured') expect(normal.odds).toBe(MEASURED_ODDS.normal?.byMotive.war);
    expect(measuredOddsFor('war', { ...allAspects('normal'), hiddenShips: 'hard' }).kind).toBe(
      'mixed',
    );
    expect(measuredOddsFor('war', allAspects('hard')).kind).toBe(
      MEASURED_ODDS.hard ? 'measured' : 'unmeasured',
    );
  });
});
