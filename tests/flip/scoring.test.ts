import { describe, expect, test } from 'vitest';
import { TRACK_LENGTH, leaguesBonuses, scoreFlipGame } from '../../src/flip/index';
import type { FlipState } from '../../src/flip/index';
import { atRepair, card, edit, multi, ofType, play, solo } from './helpers';

const lineup = [card(2, 'hearts'), card(3, 'hearts'), card(4, 'hearts')];

/** Every seat at Repair/Upgrade of a turn that triggers the end. */
function lastTurn(state: FlipState, setup: (s: FlipState) => void): FlipState {
  return edit(atRepair(state, lineup), (s) => {
    setup(s);
    s.players[0]!.leagues = TRACK_LENGTH.value - s.players[0]!.stars;
  });
}

function passAll(state: FlipState) {
  let s = state;
  const events = [];
  for (let i = 0; i < s.players.length; i++) {
    const r = play(s, { type: 'pass', player: s.active });
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe('End Game Leagues Bonuses (seed 002, 2-4 players only)', () => {
  test('four-player example: farthest 0, least 7, the rest 4', () => {
    const s = edit(multi(['aronnax', 'conseil', 'nedLand', 'surgeon']), (x) => {
      // Track positions 58, 55, 59, 58 counted from the far end of a 100-space track.
      [58, 55, 59, 58].forEach((pos, i) => (x.players[i]!.leagues = TRACK_LENGTH.value - pos + 1));
    });
    expect(leaguesBonuses(s)).toEqual([4, 0, 7, 4]);
  });

  test('all tied: no bonus; solo: none', () => {
    const tied = edit(multi(['aronnax', 'conseil']), (x) =>
      x.players.forEach((p) => (p.leagues = 40)),
    );
    expect(leaguesBonuses(tied)).toEqual([0, 0]);
    expect(leaguesBonuses(edit(solo(), (x) => (x.players[0]!.leagues = 3)))).toEqual([0]);
  });

  test('the bonus is added to the notoriety track at game end', () => {
    const s = lastTurn(multi(['aronnax', 'conseil']), (x) => {
      x.players[0]!.stars = 50;
      x.players[1]!.stars = 40;
      x.players[1]!.leagues = 20;
    });
    const { state, events } = passAll(s);
    expect(state.phase).toBe('over');
    expect(ofType(events, 'LeaguesBonusAwarded')).toEqual([
      { type: 'LeaguesBonusAwarded', player: 1, stars: 7 },
    ]);
    expect(state.players[1]!.stars).toBe(47);
    expect(state.result!.players[1]!.stars).toBe(47);
  });
});

describe('Final Scoring (seed 002)', () => {
  test('stars + treasure + 1 per 3 knowledge/salvage/crew − damage', () => {
    const s = edit(solo(), (x) => {
      x.players[0]!.stars = 50;
      Object.assign(x.players[0]!.inventory, {
        treasure: 3,
        knowledge: 4,
        salvage: 2,
        crew: 1,
        damage: 2,
      });
    });
    expect(scoreFlipGame(s, [0]).players[0]).toMatchObject({ score: 53, resourcePoints: 2 });
  });

  test('most points wins; a tie goes to the most treasure, then the victory is shared', () => {
    const base = multi(['aronnax', 'conseil', 'nedLand']);
    const set = (scores: [number, number][]) =>
      edit(base, (x) =>
        scores.forEach(([stars, treasure], i) => {
          const p = x.players[i]!;
          p.stars = stars;
          Object.assign(p.inventory, { treasure, knowledge: 0, salvage: 0, crew: 0, damage: 0 });
        }),
      );
    expect(
      scoreFlipGame(
        set([
          [40, 0],
          [39, 2],
          [10, 0],
        ]),
        [0, 0, 0],
      ).winners,
    ).toEqual([1]);
    expect(
      scoreFlipGame(
        set([
          [41, 1],
          [39, 3],
          [42, 0],
        ]),
        [0, 0, 0],
      ).winners,
    ).toEqual([1]);
    expect(
      scoreFlipGame(
        set([
          [40, 2],
          [40, 2],
          [10, 0],
        ]),
        [0, 0, 0],
      ).winners,
    ).toEqual([0, 1]);
  });

  test('solo sea-shanty: one verse for score, treasure and damage bands', () => {
    const at = (score: number, treasure: number, damage: number) =>
      scoreFlipGame(
        edit(solo(), (x) => {
          x.players[0]!.stars = score - treasure + damage;
          Object.assign(x.players[0]!.inventory, {
            treasure,
            damage,
            knowledge: 0,
            salvage: 0,
            crew: 0,
          });
        }),
        [0],
      ).shanty!;
    const low = at(65, 3, 1);
    const high = at(66, 4, 2);
    expect(low.score).not.toBe(high.score);
    expect(low.treasure).not.toBe(high.treasure);
    expect(low.damage).not.toBe(high.damage);
    expect(at(89, 7, 5).score).not.toBe(at(90, 8, 6).score);
    expect(at(89, 7, 5).treasure).not.toBe(at(90, 8, 6).treasure);
    expect(at(80, 6, 4).damage).toBe(at(89, 7, 5).damage);
  });

  test('stars beyond the convergence point still count', () => {
    const s = lastTurn(solo(), (x) => (x.players[0]!.stars = 70));
    const over = edit(s, (x) => (x.players[0]!.stars = 90));
    const { state } = passAll(over);
    expect(state.result!.players[0]!.stars).toBe(90);
  });

  test('2-4 players: one player converging ends the game for everyone after that turn', () => {
    const s = lastTurn(multi(['aronnax', 'conseil', 'nedLand']), (x) => {
      x.players[0]!.stars = 30;
      x.players[1]!.leagues = 10;
      x.players[2]!.leagues = 12;
    });
    const { state, events } = passAll(s);
    expect(ofType(events, 'EndTriggered')).toEqual([{ type: 'EndTriggered', players: [0] }]);
    expect(state.phase).toBe('over');
    expect(state.result!.players).toHaveLength(3);
  });
});
