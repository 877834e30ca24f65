import { describe, expect, it } from 'vitest';
import { cardSuit, createFlipGameWithEvents, currentDecision, spaceAt } from '../../src/flip/index';
import type { ConvertibleResource, FlipAction } from '../../src/flip/index';
import { atMove, card, decisionKind, edit, legal, ofType, play, solo } from './helpers';

const P = 0;
const LINEUP = [card(3, 'hearts'), card(5, 'spades'), card(13, 'diamonds')];
const move = (c: number, value: number): FlipAction => ({
  type: 'chooseMove',
  player: P,
  card: c,
  value,
});
const step = (x: number, y: number): FlipAction => ({ type: 'step', player: P, to: spaceAt(x, y) });
const useItem: FlipAction = { type: 'useItem', player: P };
const library: FlipAction = { type: 'useUpgrade', player: P, upgrade: 3 };
const treasureTo = (to: ConvertibleResource): FlipAction => ({
  type: 'convertTreasure',
  player: P,
  to,
});

describe('rules fidelity (seed 002)', () => {
  it('Farragut setup: a joker turned up for his specialty counts as a revealed joker (challenge flipped, his 5 stars), then the next card names it', () => {
    const setup = (seed: number) => ({
      seed,
      players: 1,
      characters: ['nedLand' as const],
      challenges: ['chemist', 'scourge', 'diver'],
      farragut: 0,
    });
    const seed = [...Array(200).keys()].find(
      (s) => createFlipGameWithEvents(setup(s)).state.boxed.length === 1,
    );
    expect(seed).toBeDefined();
    const { state, events } = createFlipGameWithEvents(setup(seed!));
    expect(ofType(events, 'JokerRevealed')).toEqual([
      { type: 'JokerRevealed', card: state.boxed[0] },
    ]);
    expect(state.challenges.map((c) => c.side)).toEqual([2, 5, 5]);
    expect(ofType(events, 'ChallengeScored')).toEqual([
      { type: 'ChallengeScored', player: 'farragut', challenge: 'chemist', stars: 5 },
    ]);
    expect(state.farragut!.score).toBe(5);
    expect(state.discard).toHaveLength(1);
    expect(cardSuit(state.discard[0]!)).toBe(state.farragut!.specialty);
  });

  it('Special item, once "at any point": mid-course (the course then goes on) and while choosing an exploration reward', () => {
    const s0 = atMove(solo({ characters: ['conseil'] }), LINEUP, 1, 1);
    let { state } = play(s0, move(1, 4), step(2, 1));
    expect(legal(state)).toContainEqual(useItem);
    ({ state } = play(state, useItem));
    expect(currentDecision(state)).toMatchObject({ kind: 'bonusAction', suit: 'hearts' });
    const bonus = legal(state).find((a) => a.type === 'fill')!;
    ({ state } = play(state, bonus));
    expect(currentDecision(state)).toEqual({
      kind: 'chartStep',
      player: 0,
      from: spaceAt(2, 1),
      remaining: 3,
    });
    ({ state } = play(state, step(3, 1), step(4, 1), step(5, 1)));
    expect(state.players[0]!.location).toBe(spaceAt(5, 1));
    expect(decisionKind(state)).toBe('chooseExploration');
    expect(legal(state)).not.toContainEqual(useItem);

    const ned = edit(atMove(solo({ characters: ['nedLand'] }), LINEUP, 1, 1), (x) => {
      x.players[0]!.inventory.knowledge = 1;
    });
    const atCorner = play(ned, move(1, 4), step(2, 1), step(3, 1), step(4, 1), step(5, 1)).state;
    const corners = currentDecision(atCorner);
    const { state: after, events } = play(atCorner, useItem);
    expect(ofType(events, 'StarsGained')).toEqual([
      expect.objectContaining({ amount: 4, source: 'item' }),
    ]);
    expect(currentDecision(after)).toEqual(corners);
  });

  it('Treasure "during any turn" and conversion upgrades: usable mid-course and at an exploration reward', () => {
    const s0 = edit(atMove(solo(), LINEUP, 1, 1), (s) => {
      const p = s.players[0]!;
      p.inventory.treasure = 2;
      p.inventory.salvage = 1;
      p.upgrades[3 - 1] = true;
    });
    let { state } = play(s0, move(1, 4), step(2, 1));
    const k = state.players[0]!.inventory.knowledge;
    ({ state } = play(state, treasureTo('crew'), library));
    expect(state.players[0]!.inventory).toMatchObject({ treasure: 1, knowledge: k + 1 });
    expect(currentDecision(state)).toMatchObject({ kind: 'chartStep', remaining: 3 });
    ({ state } = play(state, step(3, 1), step(4, 1), step(5, 1)));
    const corners = currentDecision(state);
    expect(corners.kind).toBe('chooseExploration');
    ({ state } = play(state, treasureTo('knowledge')));
    expect(state.players[0]!.inventory.treasure).toBe(0);
    expect(currentDecision(state)).toEqual(corners);
  });
});
