import { describe, expect, test } from 'vitest';
import { changeNotoriety } from '../../../src/core/mutate';
import { scoreGame } from '../../../src/core/scoring';
import { scourgeVp } from '../../../src/core/data/tracks';
import { victoryLevel, BASE_VICTORY_TABLE } from '../../../src/core/data/victory';
import { MAJOR_OCEANS } from '../../../src/core/board';
import type { GameEvent } from '../../../src/core/gameEvent';
import { newGame } from '../testGame';
import { quietActionPhase } from './positions';
import { englishValue } from '../../../src/core/text/renderEnglish';

describe('Notoriety thresholds (seed 001 Gameplay; seed 004 ①)', () => {
  test('the Blue group joins the bag at 14, all non-gray Warships flip purple at 36, the black die joins at 44', () => {
    const state = quietActionPhase({ motive: 'war' });
    const events: GameEvent[] = [];
    const bag = state.shipBag.length;
    changeNotoriety(state, events, 14 - state.notoriety, 'test');
    expect(state.shipBag.length).toBe(bag + 4);
    changeNotoriety(state, events, 36 - state.notoriety, 'test');
    expect(state.purple).toBe(true);
    expect(state.blackDieUnlocked).toBe(false);
    changeNotoriety(state, events, 44 - state.notoriety, 'test');
    expect(state.blackDieUnlocked).toBe(true);
    expect(state.result).toBeNull();
  });

  test("reaching the Motive's Pariah space is a defeat (Science: 26)", () => {
    const state = quietActionPhase({ motive: 'science' });
    changeNotoriety(state, [], 26 - state.notoriety, 'test');
    expect(englishValue(state.result?.reason ?? '')).toMatch(/Pariah space 26/);
  });

  test('Piracy has no Notoriety defeat: the marker freezes at 51 and further changes do nothing', () => {
    const state = quietActionPhase({ motive: 'piracy' });
    changeNotoriety(state, [], 60, 'test');
    expect(state.notoriety).toBe(51);
    expect(state.piracyFrozen).toBe(true);
    changeNotoriety(state, [], -5, 'test');
    expect(state.notoriety).toBe(51);
    expect(state.result).toBeNull();
  });

  test('Humanist: Notoriety gains in the Action Phase are tripled', () => {
    const state = quietActionPhase({ motive: 'humanist' });
    const before = state.notoriety;
    changeNotoriety(state, [], 2, 'test');
    expect(state.notoriety).toBe(before + 6);
  });
});

describe('scoring (seed 001 End of the Game; seed 000 §5)', () => {
  test('World Order scores the two rightmost filled Tonnage columns: Danger + Menace = 53', () => {
    expect(scourgeVp(5, 2)).toBe(53);
    expect(scourgeVp(5, 1)).toBe(30);
  });

  test('Scourging the Seas counts only columns every Major Ocean row fills', () => {
    const state = newGame({ motive: 'explore' });
    MAJOR_OCEANS.forEach((o, i) => {
      state.tonnage[o] = Array.from({ length: i === 0 ? 1 : 3 }, (_, k) => ({
        ship: 30 + i * 3 + k,
        upsideDown: false,
      }));
    });
    const line = scoreGame(state).lines.find((l) => l.category === 'scourge');
    expect(line?.scored).toBe(8);
  });

  test('Motive adjustments never make an icon worth less than 0 VP', () => {
    const state = newGame({ motive: 'science' });
    state.tonnage.northAtlantic = [{ ship: 15, upsideDown: false }];
    const line = scoreGame(state).lines.find((l) => l.category === 'nonWarship');
    expect(line?.printed).toBe(0);
    expect(line?.scored).toBe(0);
  });

  test.each([
    [184, 'defeat'],
    [185, 'failure'],
    [219, 'failure'],
    [220, 'inconsequential'],
    [250, 'success'],
    [275, 'triumph'],
  ])('%i VP is %s', (score, level) => {
    expect(victoryLevel(score, BASE_VICTORY_TABLE)).toBe(level);
  });
});
