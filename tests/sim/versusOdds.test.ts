import { describe, expect, it } from 'vitest';
import { markdownRow, playVersusCell, versusCellKey } from '../../scripts/sim/versusOdds';
import type { VersusCell } from '../../scripts/sim/versusOdds';

describe('versusOdds (issue 25 §3)', () => {
  it('plays a setting bot against bot and counts who won, the same for the same seed', () => {
    const cell: VersusCell = {
      motive: 'piracy',
      difficulty: 'normal',
      gemPenalty: 2,
      strength: 'quick',
    };
    const tally = playVersusCell(cell, 2, 'versus-test');
    expect(tally.games).toBe(2);
    expect(tally.nautilus + tally.imperialist + tally.draws).toBe(2);
    expect(playVersusCell(cell, 2, 'versus-test')).toEqual(tally);
    expect(versusCellKey(cell)).toBe('piracy/normal/2/quick');
    expect(markdownRow(cell, { games: 4, nautilus: 1, imperialist: 3, draws: 0 })).toBe(
      '| piracy | normal | −2 | quick | 4 | 1 (25.0 %) | 0 | 3 (75.0 %) |',
    );
  });
});
