import { describe, expect, test } from 'vitest';
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { MOTIVES, MOTIVE_IDS } from '../../src/core/data/motives';
import { CARDS } from '../../src/core/data/cards';
import { OCEANS } from '../../src/core/data/oceans';
import { SHIPS } from '../../src/core/data/ships';
import { OCEAN_IDS, type Difficulty, type MotiveId } from '../../src/core/data/types';
import { checkInvariants } from '../../src/core/invariants';
import type { GameSetup, GameState } from '../../src/core/types';

const LEVELS: Difficulty[] = ['easy', 'normal', 'hard'];

function setupFor(motive: MotiveId, level: Difficulty, extra: Partial<GameSetup> = {}): GameSetup {
  return defaultSetup({
    seed: `setup-${motive}-${level}`,
    motive,
    difficulty: allAspects(level),
    ...extra,
  });
}

/** The pile as it was before the first reveal: revealed cards and the rest, top first. */
function originalPile(state: GameState): string[] {
  const gone = [...state.actCards, ...state.passPile, ...state.failPile, ...state.keepCards];
  if (state.revealed) gone.push(state.revealed);
  return gone;
}

const kind = (id: string) => CARDS.find((c) => c.id === id)?.kind;

describe.each(MOTIVE_IDS)('setup for %s (seed 001 Setup)', (motive) => {
  test.each(LEVELS)('%s difficulty', (level) => {
    const { state } = createGame(setupFor(motive, level));
    const m = MOTIVES[motive];
    const all = [...originalPile(state), ...state.drawPile];
    expect(all.length).toBe(31);
    expect(new Set(all).size).toBe(31);
    // Order: Prologue, 6 events, First Intermission, Act II events, Second Intermission, Act III.
    expect(state.drawPile[0]).toBe('PRO');
    expect(state.drawPile[7]).toBe('INT1');
    const pile = all;
    const int1 = state.drawPile.includes('INT1') ? state.drawPile.indexOf('INT1') : -1;
    if (int1 >= 0) expect(state.drawPile.indexOf('INT2') - int1 - 1).toBe(m.act2Events);
    const act3Start = state.drawPile.indexOf('INT2') + 1;
    const tail = state.drawPile.slice(act3Start);
    expect(tail.length).toBe(m.act3Events + 1 + 5);
    expect(tail.slice(-5).filter((c) => kind(c) === 'finale')).toHaveLength(1);
    expect(tail.slice(0, m.act3Events + 1)).toContain('RISE');
    expect(pile.filter((c) => kind(c) === 'event')).toHaveLength(
      6 + m.act2Events + m.act3Events + 4,
    );

    expect(state.adventureDeck).toHaveLength(25);
    expect(state.adventureDeck.every((c) => kind(c) === 'event')).toBe(true);
    expect(new Set([...state.adventureDeck, ...all]).size).toBe(56);
    expect(state.adventureGems).toBe({ easy: 2, normal: 1, hard: 0 }[level]);

    expect(state.shipBag.length + countRevealed(state)).toBe(44);
    const stackAt = (g: string) => state.shipStacks.find((s) => s.group === g)?.at;
    expect(stackAt('D')).toBe({ easy: 17, normal: 14, hard: 11 }[level]);
    expect(stackAt('E')).toBe({ easy: 29, normal: 26, hard: 23 }[level]);
    expect(state.shipStacks.find((s) => s.group === 'C')?.ids).toHaveLength(4);
    expect(state.shipStacks.find((s) => s.group === 'G')?.ids).toHaveLength(7);

    const gemsOnMajors = OCEAN_IDS.filter((o) => OCEANS[o].die !== null).every(
      (o) => state.oceans[o].gems >= 1,
    );
    expect(gemsOnMajors).toBe(true);
    expect(state.characters.map((c) => c.id)).toHaveLength(6);
    expect(state.cubesAvailable).toBe(10);
    expect(checkInvariants(state)).toEqual([]);
    if (motive === 'worldOrder') {
      expect(state.wonderTrack.map((w) => w.at)).toEqual([
        10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46,
      ]);
      expect(state.treasureBag.filter((t) => t.startsWith('A'))).toHaveLength(14);
    } else {
      expect(state.wonderTrack).toEqual([]);
      expect(state.treasureBag.some((t) => t.startsWith('A'))).toBe(false);
    }
    if (motive === 'adventure') {
      expect(OCEAN_IDS.filter((o) => state.oceans[o].adventureToken)).toHaveLength(1);
    }
  });
});

function countRevealed(state: GameState): number {
  let n = 0;
  for (const o of OCEAN_IDS) n += state.oceans[o].slots.filter((s) => s >= 0).length;
  for (const o of OCEAN_IDS) n += state.tonnage[o].length;
  return n + state.salvage.length + state.sunkDiscard.length;
}

describe('setup details', () => {
  test.each(LEVELS)('Hidden Ships at %s follow the highlighted boxes ± difficulty', (level) => {
    const state = createGame(setupFor('explore', level)).state;
    // Before any placement: rebuild from a game whose first decision is the starting upgrade.
    expect(state.stack.some((f) => f.k === 'startingUpgrade')).toBe(true);
    for (const o of OCEAN_IDS) {
      expect(state.oceans[o].slots.filter((s) => s === -2)).toHaveLength(
        OCEANS[o].hiddenShipsAtStart[level],
      );
    }
  });

  test.each(LEVELS)('the Action Point marker starts on %s space', (level) => {
    const state = createGame(setupFor('science', level)).state;
    expect(state.ap).toBe({ easy: 2, normal: 1, hard: 0 }[level]);
  });

  test('the starting upgrade waits in the display unless bought, with three more dealt', () => {
    const state = createGame(setupFor('war', 'normal')).state;
    expect(state.upgradeDisplay).toHaveLength(4);
    expect(state.upgradeDisplay[0]).toBe(MOTIVES.war.startingUpgrade);
  });

  test('Nadeen Dakkar adds one A card to Act II and one B card to Act III: 33 cards', () => {
    const state = createGame(setupFor('science', 'normal', { nadeenDakkar: true })).state;
    expect(state.drawPile).toHaveLength(33);
    expect(state.drawPile[0]).toBe('PRO');
    expect(state.drawPile[7]).toBe('INT1');
    expect(state.drawPile.filter((c) => kind(c) === 'nadeenA')).toHaveLength(1);
    expect(state.drawPile.filter((c) => kind(c) === 'nadeenB')).toHaveLength(1);
    const int2 = state.drawPile.indexOf('INT2');
    expect(state.drawPile.findIndex((c) => kind(c) === 'nadeenA')).toBeLessThan(int2);
    expect(state.drawPile.findIndex((c) => kind(c) === 'nadeenB')).toBeGreaterThan(int2);
  });

  test('Deadly Seas puts 2/3/4 tokens in the bag and one on each reinforcement stack', () => {
    for (const level of LEVELS) {
      const state = createGame(
        setupFor('explore', level, { options: { ...defaultSetup().options, deadlySeas: true } }),
      ).state;
      expect(state.deadlySeasInBag).toHaveLength({ easy: 2, normal: 3, hard: 4 }[level]);
      for (const g of ['C', 'D', 'E', 'F', 'G'])
        expect(state.shipStacks.find((s) => s.group === g)?.deadlySeas).toBeTruthy();
    }
  });

  test('Ship Officer Attributes: Easy/Normal 1+1+2, Hard 1 on the First Officer', () => {
    const count = (level: Difficulty) => {
      const state = createGame(
        setupFor('explore', level, {
          options: { ...defaultSetup().options, officerAttributes: true },
        }),
      ).state;
      return Object.fromEntries(state.characters.map((c) => [c.id, c.attributes.length]));
    };
    expect(count('normal')).toMatchObject({ firstOfficer: 2, chiefEngineer: 1, secondOfficer: 1 });
    expect(count('hard')).toMatchObject({ firstOfficer: 1, chiefEngineer: 0, secondOfficer: 0 });
  });

  test('69 ship tokens: 44 in the bag or on the map, 25 waiting in stacks', () => {
    const state = createGame(setupFor('explore', 'normal')).state;
    const stacked = state.shipStacks.reduce((n, s) => n + s.ids.length, 0);
    expect(stacked).toBe(SHIPS.length - 44);
  });
});
