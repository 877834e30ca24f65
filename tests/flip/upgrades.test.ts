import { describe, expect, test } from 'vitest';
import { currentDecision, spaceAt } from '../../src/flip/index';
import type { FlipState } from '../../src/flip/index';
import { atAction, atMove, atRepair, card, edit, fill, legal, ofType, play, solo } from './helpers';

const P = 0;

function withUpgrades(
  state: FlipState,
  values: number[],
  inv: Partial<FlipState['players'][0]['inventory']> = {},
): FlipState {
  return edit(state, (s) => {
    const p = s.players[P]!;
    for (const v of values) p.upgrades[v - 1] = true;
    Object.assign(p.inventory, inv);
  });
}

function atEngage(state: FlipState, lineup: number[]): FlipState {
  return edit(state, (s) => {
    s.phase = 'engage';
    s.mainDone = false;
    s.lineup = lineup;
    s.players[P]!.moveCard = 0;
    s.players[P]!.stack = [];
  });
}

describe('Phase Four: Upgrade (seed 002 "Upgrade")', () => {
  const lineup = [card(2, 'hearts'), card(9, 'spades'), card(12, 'clubs')];

  test('the upgrade value must match a lineup card; knowledge may close the gap', () => {
    const s = atRepair(solo(), lineup);
    const rich = edit(s, (x) =>
      Object.assign(x.players[P]!.inventory, { salvage: 5, crew: 5, knowledge: 0 }),
    );
    const built = legal(rich)
      .filter((a) => a.type === 'upgrade')
      .map((a) => (a.type === 'upgrade' ? a.upgrade : 0));
    expect(built).toEqual([2, 9, 12]);
    expect(() => play(rich, { type: 'upgrade', player: P, upgrade: 3 })).toThrow(/knowledge/i);
    const withK = edit(rich, (x) => (x.players[P]!.inventory.knowledge = 1));
    expect(
      play(withK, { type: 'upgrade', player: P, upgrade: 3 }).state.players[P]!.upgrades[2],
    ).toBe(true);
  });

  test('pay the salvage and crew, gain 1 star, and it cannot be built twice', () => {
    const s = edit(atRepair(solo(), lineup), (x) =>
      Object.assign(x.players[P]!.inventory, { salvage: 3, crew: 3 }),
    );
    const { state, events } = play(s, { type: 'upgrade', player: P, upgrade: 9 });
    const p = state.players[P]!;
    expect(p.inventory.salvage).toBe(1);
    expect(p.inventory.crew).toBe(1);
    expect(ofType(events, 'StarsGained')).toEqual([
      expect.objectContaining({ amount: 1, source: 'upgrade' }),
    ]);
    const later = edit(atRepair(state, lineup), (x) =>
      Object.assign(x.players[P]!.inventory, { salvage: 9, crew: 9 }),
    );
    expect(() => play(later, { type: 'upgrade', player: P, upgrade: 9 })).toThrow(/already built/);
  });

  test('without enough salvage and crew the upgrade cannot be built', () => {
    const s = edit(atRepair(solo(), lineup), (x) =>
      Object.assign(x.players[P]!.inventory, { salvage: 0, crew: 5 }),
    );
    expect(() => play(s, { type: 'upgrade', player: P, upgrade: 2 })).toThrow(/costs/);
  });

  test('A Skiff: 1 treasure for any two of crew, salvage, knowledge', () => {
    const s = withUpgrades(atRepair(solo(), lineup), [1], { treasure: 1, crew: 0, salvage: 0 });
    const { state } = play(s, {
      type: 'useUpgrade',
      player: P,
      upgrade: 1,
      gain: ['crew', 'salvage'],
    });
    expect(state.players[P]!.inventory).toMatchObject({ treasure: 0, crew: 1, salvage: 1 });
  });

  test('2 Dredge, 3 Library, 4 Medical Bay: one-for-one conversions, as often as wanted', () => {
    const s = withUpgrades(atRepair(solo(), lineup), [2, 3, 4], {
      crew: 2,
      salvage: 0,
      knowledge: 0,
    });
    const { state } = play(
      s,
      { type: 'useUpgrade', player: P, upgrade: 2 },
      { type: 'useUpgrade', player: P, upgrade: 2 },
      { type: 'useUpgrade', player: P, upgrade: 3 },
      { type: 'useUpgrade', player: P, upgrade: 4 },
    );
    expect(state.players[P]!.inventory).toMatchObject({ crew: 1, salvage: 1, knowledge: 0 });
    expect(() =>
      play(atRepair(solo(), lineup), { type: 'useUpgrade', player: P, upgrade: 2 }),
    ).toThrow(/not built/);
  });

  test('5 Observation Deck: changing the engage suit costs 1 knowledge instead of 2', () => {
    const base = atEngage(solo(), lineup);
    const plain = play(base, { type: 'engage', player: P, card: 1, suit: 'hearts' });
    expect(ofType(plain.events, 'KnowledgeSpent')[0]!.amount).toBe(2);
    const deck = play(withUpgrades(base, [5]), {
      type: 'engage',
      player: P,
      card: 1,
      suit: 'hearts',
    });
    expect(ofType(deck.events, 'KnowledgeSpent')[0]!.amount).toBe(1);
  });

  test('6 Chart Room: ending on a blank space gives a treasure; not on a star, damage or bonus space', () => {
    const s = withUpgrades(
      atMove(solo(), [card(1, 'hearts'), card(2, 'hearts'), card(3, 'hearts')], 1, 1),
      [6],
    );
    const blank = play(
      s,
      { type: 'chooseMove', player: P, card: 0, value: 1 },
      { type: 'step', player: P, to: spaceAt(0, 1) },
    );
    expect(blank.state.players[P]!.inventory.treasure).toBe(1);
    const damage = play(
      s,
      { type: 'chooseMove', player: P, card: 1, value: 2 },
      { type: 'step', player: P, to: spaceAt(1, 0) },
      { type: 'step', player: P, to: spaceAt(2, 0) },
    );
    expect(damage.state.players[P]!.inventory.treasure).toBe(0);
  });

  test('7 Ramming Prow: each salvage gained in warfare brings one more', () => {
    const s = withUpgrades(atAction(solo(), 'spades', card(5, 'clubs')), [7]);
    expect(play(s, fill(0, 5)).state.players[P]!.inventory.salvage).toBe(2);
  });

  test('8 Super Propeller: damage gained in adventure also gives a treasure', () => {
    const s = withUpgrades(atAction(solo(), 'diamonds', card(5, 'clubs')), [8]);
    const p = play(s, fill(1, 5)).state.players[P]!;
    expect(p.inventory).toMatchObject({ damage: 1, treasure: 1 });
  });

  test('11 Reinforced Hull: a repair costs 1 crew instead of 2', () => {
    const s = edit(atRepair(solo(), lineup), (x) =>
      Object.assign(x.players[P]!.inventory, { damage: 2, crew: 2 }),
    );
    expect(play(s, { type: 'repair', player: P }).state.players[P]!.inventory).toMatchObject({
      damage: 1,
      crew: 0,
    });
    const hull = play(withUpgrades(s, [11]), { type: 'repair', player: P }).state.players[P]!;
    expect(hull.inventory).toMatchObject({ damage: 1, crew: 1 });
  });

  test('12 Workshop: other upgrades cost 1 salvage less', () => {
    const s = withUpgrades(
      atRepair(solo(), [card(5, 'hearts'), card(12, 'hearts'), card(1, 'hearts')]),
      [12],
      {
        salvage: 1,
        crew: 1,
        knowledge: 0,
      },
    );
    expect(legal(s).filter((a) => a.type === 'upgrade')).toEqual([
      { type: 'upgrade', player: P, upgrade: 1 },
      { type: 'upgrade', player: P, upgrade: 5 },
    ]);
    expect(
      play(s, { type: 'upgrade', player: P, upgrade: 1 }).state.players[P]!.inventory.salvage,
    ).toBe(1);
  });

  test('13 Serrated Rakers: movement damage also gives 1 salvage and 1 crew; the Harpoon does not', () => {
    const ned = solo({ characters: ['nedLand'] });
    const s = withUpgrades(
      atMove(ned, [card(3, 'hearts'), card(5, 'hearts'), card(4, 'hearts')], 1, 1),
      [13],
      {
        salvage: 0,
        crew: 0,
      },
    );
    const moved = play(
      s,
      { type: 'chooseMove', player: P, card: 0, value: 3 },
      { type: 'step', player: P, to: spaceAt(1, 0) },
      { type: 'step', player: P, to: spaceAt(2, 0) },
      { type: 'step', player: P, to: spaceAt(3, 0) },
    ).state.players[P]!;
    expect(moved.inventory).toMatchObject({ damage: 2, salvage: 2, crew: 2 });
    const harpoon = play(s, { type: 'useItem', player: P }).state.players[P]!;
    expect(harpoon.inventory).toMatchObject({ damage: 1, salvage: 0, crew: 0 });
  });

  test('Repair: 2 crew remove 1 damage; repair or upgrade, never both in one turn', () => {
    const s = edit(atRepair(solo(), lineup), (x) =>
      Object.assign(x.players[P]!.inventory, { damage: 1, crew: 9, salvage: 9 }),
    );
    const { state } = play(s, { type: 'repair', player: P });
    expect(state.players[P]!.inventory.damage).toBe(0);
    expect(currentDecision(state).kind).not.toBe('repairOrUpgrade');
  });
});
