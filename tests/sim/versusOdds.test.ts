import { describe, expect, test } from 'vitest';
import {
  handicapMarkdown,
  markdownRow,
  playVersusCell,
  versusCellKey,
} from '../../scripts/sim/versusOdds';
import type { VersusCell } from '../../scripts/sim/versusOdds';

describe('versusOdds (issue 25 §3)', () => {
  test('plays a setting bot against bot and counts who won, the same for the same seed', () => {
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

  test('keys our handicap apart and prints its rows compactly, one column per level', () => {
    const cell: VersusCell = {
      motive: 'worldOrder',
      difficulty: 'hard',
      gemPenalty: 3,
      strength: 'quick',
    };
    expect(versusCellKey({ ...cell, handicap: 0 })).toBe('worldOrder/hard/3/quick');
    expect(versusCellKey({ ...cell, handicap: 3 })).toBe('worldOrder/hard/3/quick/h3');
    const tally = (nautilus: number) => ({
      games: 10,
      nautilus,
      imperialist: 9 - nautilus,
      draws: 1,
    });
    const lines = handicapMarkdown([
      [cell, tally(0)],
      [{ ...cell, handicap: 1 }, tally(1)],
      [{ ...cell, handicap: 2 }, tally(2)],
      [{ ...cell, handicap: 3 }, tally(3)],
    ]);
    expect(lines).toEqual([
      '| Motive | difficulty | VP per gemstone | bots | 1 level | 2 levels | 3 levels |',
      '|---|---|---|---|---|---|---|',
      '| worldOrder | hard | −3 | quick | 1–1–8 | 2–1–7 | 3–1–6 |',
    ]);
  });
});
