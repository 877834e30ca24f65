/** One check per number stated in the seeds that the data encodes (not covered elsewhere). */
import { describe, expect, test } from 'vitest';
import {
  ACTION_COSTS,
  HUNT_TEST,
  IMPERIALIST_AUTOMATIC_VICTORY,
  LULL_ACTION_COST,
  SPECIAL_ATTACK,
  SQUADRON,
  UPGRADE_SLOTS,
  VERSUS_SCORING,
} from '../../../src/core/data';

describe('seed 001 Action Phase: AP costs', () => {
  test('Adventure 2, Attack 1, Incite 1, Move 1, Rest 2, Repair 2, Refit 2, Search 1; Lull 1', () => {
    expect(ACTION_COSTS).toMatchObject({
      adventure: 2,
      attack: 1,
      incite: 1,
      move: 1,
      rest: 2,
      repair: 2,
      refit: 2,
      search: 1,
      torpedo: 0,
      diplomacy: 0,
    });
    expect(LULL_ACTION_COST).toBe(1);
  });

  test('Torpedo and Diplomacy: 2 dice, 1 after a miss; non-warship 5+, warship 6+; warships fire with 3d6', () => {
    expect(SPECIAL_ATTACK.torpedo).toEqual({
      dice: 2,
      diceAfterMiss: 1,
      nonWarship: 5,
      warship: 6,
    });
    expect(SPECIAL_ATTACK.diplomacy).toMatchObject({
      nonWarship: 5,
      warship: 6,
      warshipFiresWith: 3,
    });
  });
});

describe('seed 004 ③: four Upgrade cards on display', () => {
  test('has 4 upgrade slots', () => expect(UPGRADE_SLOTS).toBe(4));
});

describe('seed 000 §7: Imperialist variant numbers', () => {
  test('Hunt TEST (7), +1 each for Crystalline Sensors, Hydro Drive, Periscope Device, −1 per Warship', () => {
    expect(HUNT_TEST.target).toBe(7);
    expect([...HUNT_TEST.nautilusUpgradesPlus1].sort()).toEqual([
      'crystallineSensors',
      'hydroDrive',
      'periscopeDevice',
    ]);
    expect(HUNT_TEST.perWarshipInOcean).toBe(-1);
  });

  test('Squadrons: Attack 7, Defense 9', () => expect(SQUADRON).toEqual({ attack: 7, defense: 9 }));

  test('automatic defeat levels: Nadeen/resource Inconsequential, Notoriety Notable, full Oceans Success', () => {
    expect(IMPERIALIST_AUTOMATIC_VICTORY).toEqual({
      nadeenKilled: 'inconsequential',
      resourceExhausted: 'inconsequential',
      notoriety: 'notable',
      oceansFull: 'success',
    });
  });

  test('+20 Character VP for the versus card; −2 VP per Imperialist gemstone (−3 Sailor, −1 Captain)', () => {
    expect(VERSUS_SCORING.versusCardCharacterVp).toBe(20);
    expect(VERSUS_SCORING.vpPerImperialistGemstone).toEqual({ easy: -3, normal: -2, hard: -1 });
    expect(VERSUS_SCORING.outcome.notable).toBe('nautilusWins');
    expect(VERSUS_SCORING.outcome.inconsequential).toBe('draw');
    expect(VERSUS_SCORING.outcome.failure).toBe('imperialistWinsOneLevelLower');
  });
});
