import { describe, expect, test } from 'vitest';
import { CORNERS, cornerIndex, currentDecision, spaceAt } from '../../src/flip/index';
import type { FlipState } from '../../src/flip/index';
import { atMove, card, decisionKind, edit, legal, ofType, play, solo } from './helpers';

const P = 0;
const step = (x: number, y: number) => ({ type: 'step' as const, player: P, to: spaceAt(x, y) });
const move = (c: number, value: number, wild?: boolean) =>
  wild
    ? { type: 'chooseMove' as const, player: P, card: c, value, wild }
    : { type: 'chooseMove' as const, player: P, card: c, value };

/** Aronnax on (1,1) with 3 knowledge and a lineup of 3♥, 5♠, K♦. */
function start(): FlipState {
  return atMove(solo(), [card(3, 'hearts'), card(5, 'spades'), card(13, 'diamonds')], 1, 1);
}

describe('Phase One: Move — Chart a Course (seed 002)', () => {
  test('the card value is the exact number of spaces to move, tracked on the leagues track', () => {
    const s0 = start();
    let { state } = play(s0, move(0, 3));
    expect(currentDecision(state)).toMatchObject({ kind: 'chartStep', remaining: 3 });
    ({ state } = play(state, step(1, 2), step(1, 3), step(2, 3)));
    expect(state.players[0]!.location).toBe(spaceAt(2, 3));
    expect(state.players[0]!.leagues).toBe(s0.players[0]!.leagues + 3);
    expect(decisionKind(state)).not.toBe('chartStep');
  });

  test('movement is orthogonal, one adjacent space at a time', () => {
    const { state } = play(start(), move(0, 3));
    expect(() => play(state, step(2, 2))).toThrow(/orthogonal/);
  });

  test('you can never immediately backtrack onto the space you just left', () => {
    const { state } = play(start(), move(0, 3), step(2, 1));
    expect(() => play(state, step(1, 1))).toThrow(/backtrack/);
  });

  test('the course must end on an unmarked space; passing through charted spaces is allowed', () => {
    const blocked = edit(start(), (s) => {
      const p = s.players[0]!;
      for (const [x, y] of [
        [1, 0],
        [2, 1],
        [1, 2],
      ] as const)
        p.charted[spaceAt(x, y)] = true;
      s.lineup = [card(1, 'hearts'), card(2, 'spades'), card(13, 'diamonds')];
    });
    const { state } = play(blocked, move(0, 1));
    expect(legal(state).filter((a) => a.type === 'step')).toEqual([step(0, 1)]);
    expect(() => play(state, step(1, 0))).toThrow(/uncharted/);
    const through = play(blocked, move(1, 2), step(2, 1), step(3, 1)).state;
    expect(through.players[0]!.location).toBe(spaceAt(3, 1));
  });

  test('knowledge changes the movement value by 1 each, never above 10', () => {
    const s0 = start();
    const { state, events } = play(s0, move(0, 5));
    expect(state.players[0]!.inventory.knowledge).toBe(s0.players[0]!.inventory.knowledge - 2);
    expect(ofType(events, 'KnowledgeSpent')[0]!.amount).toBe(2);
    expect(() => play(s0, move(0, 7))).toThrow(/knowledge/i);
    expect(() => play(s0, move(2, 11))).toThrow(/1 to 10/);
    const values = legal(s0)
      .filter((a) => a.type === 'chooseMove' && a.card === 0)
      .map((a) => (a.type === 'chooseMove' ? a.value : 0));
    expect(values).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('a face card moves 10; paying 1 treasure makes it wild (any value 1-10)', () => {
    const s0 = edit(start(), (s) => {
      s.players[0]!.inventory.treasure = 1;
      s.players[0]!.inventory.knowledge = 0;
    });
    const options = legal(s0).filter((a) => a.type === 'chooseMove' && a.card === 2);
    expect(options).toContainEqual(move(2, 10));
    expect(options).toContainEqual(move(2, 2, true));
    const { state } = play(s0, move(2, 2, true));
    expect(state.players[0]!.inventory.treasure).toBe(0);
    expect(currentDecision(state)).toMatchObject({ remaining: 2 });
    expect(() => play(s0, move(0, 2, true))).toThrow(/Wild face card/);
  });

  test('stars passed through are gained, exploration rewards per border crossed, bonus only where you stop', () => {
    const s0 = start();
    let { state, events } = play(s0, move(1, 4), step(2, 1), step(3, 1), step(4, 1), step(5, 1));
    expect(ofType(events, 'StarsGained')[0]).toMatchObject({ amount: 2, source: 'map' });
    const d = currentDecision(state);
    expect(d).toEqual({
      kind: 'chooseExploration',
      player: 0,
      corners: [cornerIndex(3, 0), cornerIndex(3, 3)],
    });
    const corner = cornerIndex(3, 3);
    const reward = CORNERS.value[corner]!.reward;
    const before = state.players[0]!.inventory[reward];
    ({ state, events } = play(state, { type: 'takeExploration', player: 0, corner }));
    expect(state.players[0]!.inventory[reward]).toBe(before + 1);
    expect(state.players[0]!.corners[corner]).toBe(true);
    expect(currentDecision(state)).toMatchObject({ kind: 'bonusAction', suit: 'spades' });
  });

  test('a bonus action passed over is lost at sea', () => {
    const { state, events } = play(
      start(),
      move(1, 5),
      step(2, 1),
      step(3, 1),
      step(4, 1),
      step(5, 1),
      step(6, 1),
    );
    expect(ofType(events, 'BonusLostAtSea')).toEqual([
      { type: 'BonusLostAtSea', player: 0, space: spaceAt(5, 1) },
    ]);
    expect(state.players[0]!.collected[spaceAt(5, 1)]).toBe(true);
  });

  test('damage is gained for each damage space travelled through or stopped on, once only', () => {
    const s0 = start();
    const { state, events } = play(s0, move(0, 3), step(1, 0), step(2, 0), step(3, 0));
    expect(state.players[0]!.inventory.damage).toBe(2);
    expect(ofType(events, 'ItemChanged').filter((e) => e.item === 'damage')).toHaveLength(2);
    // Coming back over the same spaces later gives nothing more.
    const again = edit(state, (s) => {
      s.players[0]!.stack = [];
      s.phase = 'move';
      s.mainDone = false;
      s.players[0]!.location = spaceAt(1, 0);
      s.players[0]!.charted[spaceAt(4, 0)] = false;
    });
    const back = play(again, move(0, 3), step(2, 0), step(3, 0), step(4, 0)).state;
    expect(back.players[0]!.inventory.damage).toBe(2);
  });

  test('declining an exploration reward gives nothing', () => {
    const { state } = play(start(), move(1, 4), step(2, 1), step(3, 1), step(4, 1), step(5, 1));
    const after = play(state, { type: 'takeExploration', player: 0, corner: null }).state;
    expect(after.players[0]!.corners.every((c) => !c)).toBe(true);
  });

  test('when no card can reach an uncharted space, the course extends to the nearest one', () => {
    const s0 = edit(start(), (s) => {
      const p = s.players[0]!;
      p.charted = p.charted.map(() => true);
      p.charted[spaceAt(11, 8)] = false;
      p.location = spaceAt(0, 0);
    });
    const options = legal(s0).filter((a) => a.type === 'chooseMove');
    expect(options).toEqual([move(0, 3), move(1, 5), move(2, 10)]);
    let state = play(s0, move(0, 3)).state;
    expect(currentDecision(state)).toMatchObject({ kind: 'chartStep', remaining: 19 });
    while (decisionKind(state) === 'chartStep') state = play(state, legal(state)[0]!).state;
    expect(state.players[0]!.location).toBe(spaceAt(11, 8));
    expect(state.players[0]!.leagues).toBe(19);
  });

  test('a star already gained is ignored on later moves', () => {
    const first = play(start(), move(1, 4), step(2, 1), step(3, 1), step(4, 1), step(5, 1)).state;
    expect(first.players[0]!.collected[spaceAt(4, 1)]).toBe(true);
    const again = edit(first, (s) => {
      s.players[0]!.stack = [];
      s.phase = 'move';
      s.mainDone = false;
      s.lineup = [card(2, 'hearts'), card(5, 'spades'), card(13, 'diamonds')];
    });
    const { state, events } = play(again, move(0, 2), step(4, 1), step(4, 2));
    expect(ofType(events, 'StarsGained')).toEqual([]);
    expect(state.players[0]!.stars).toBe(first.players[0]!.stars);
  });
});
