import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { allAspects } from '../../../src/core/createGame';
import { MOTIVE_IDS } from '../../../src/core/data/motives';
import { MEASURED_ODDS } from '../../../src/state/setup/measuredOdds';
import { measuredOddsFor } from '../../../src/state/setup/measuredOddsFor';
import { MOVE_BUDGET } from '../../../src/state/bots/botBudgets';

describe('the measured bot odds the solo setup shows', () => {
  test('match the search rows of their tables in docs/balance.md (Normal at least)', () => {
    const doc = readFileSync('docs/balance.md', 'utf8');
    expect(MEASURED_ODDS.normal).toBeDefined();
    for (const [difficulty, table] of Object.entries(MEASURED_ODDS)) {
      // Each difficulty's table sits under its own heading; the rows are read from that section.
      const heading = doc.indexOf(`(${difficulty}, ${table.date}, commit \`${table.commit}\`)`);
      const section = heading >= 0 ? doc.slice(heading) : doc;
      for (const motive of MOTIVE_IDS) {
        const odds = table.byMotive[motive];
        const row = new RegExp(
          `\\| ${motive} \\| search \\| ${odds.finales}/${odds.games} \\([^)]*\\) \\| ${odds.wins} \\| \\d+ \\| ${odds.meanFinaleScore.toFixed(1)} \\|`,
        );
        expect(section).toMatch(row);
      }
    }
  });

  test("were played by the page's strong bot at its current budget (a new budget needs new games)", () => {
    for (const table of Object.values(MEASURED_ODDS))
      expect(table.bot.startsWith(`search, ${MOVE_BUDGET.playouts} playouts`)).toBe(true);
    // Every difficulty is measured with the evaluation the page's bot has now.
    expect(Object.keys(MEASURED_ODDS).sort()).toEqual(['easy', 'hard', 'normal']);
    for (const table of Object.values(MEASURED_ODDS))
      expect(table.bot).toBe(`search, ${MOVE_BUDGET.playouts} playouts, measured weights`);
  });

  test('are looked up for whole difficulty levels only', () => {
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
