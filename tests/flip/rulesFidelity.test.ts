import { describe, expect, test } from 'vitest';
import {
  cardSuit,
  cornerIndex,
  createFlipGameWithEvents,
  currentDecision,
  spaceAt,
} from '../../src/flip/index';
import type { ConvertibleResource, FlipAction } from '../../src/flip/index';
import { describeFlipAction } from '../../src/state/flip/describeFlip';
import { atAction, atMove, card, decisionKind, edit, legal, ofType, play, solo } from './helpers';

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
  test('Farragut setup: a joker turned up for his specialty counts as a revealed joker (challenge flipped, his 5 stars), then the next card names it', () => {
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

  test('Special item, once "at any point": mid-course (its bonus action waits for the movement rewards) and while choosing an exploration reward', () => {
    const s0 = atMove(solo({ characters: ['conseil'] }), LINEUP, 1, 1);
    let { state } = play(s0, move(1, 4), step(2, 1));
    expect(legal(state)).toContainEqual(useItem);
    const used = play(state, useItem);
    expect(ofType(used.events, 'BonusActionGained')).toEqual([
      { type: 'BonusActionGained', player: P, suit: 'hearts', source: 'item' },
    ]);
    state = used.state;
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
    ({ state } = play(state, { type: 'takeExploration', player: P, corner: cornerIndex(3, 0) }));
    expect(currentDecision(state)).toMatchObject({ kind: 'bonusAction', suit: 'spades' });
    ({ state } = play(
      state,
      legal(state).find((a) => a.type === 'fill')!,
    ));
    expect(currentDecision(state)).toMatchObject({ kind: 'bonusAction', suit: 'hearts' });

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

  test('Treasure "during any turn" and conversion upgrades: usable mid-course and at an exploration reward', () => {
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

describe('cowardice (seed 002 "Scoring Specifics for Commander Farragut")', () => {
  /** Science with its ANY level taken; a 9 fits only the 8 level, for 1 knowledge. */
  const nineInScience = (inventory: Partial<Record<ConvertibleResource | 'treasure', number>>) =>
    edit(atAction(solo({ farragut: 0 }), 'hearts', card(9, 'clubs')), (s) => {
      const p = s.players[0]!;
      p.sections.science[0] = 1;
      Object.assign(p.inventory, { knowledge: 0, salvage: 0, crew: 0, treasure: 0 }, inventory);
    });
  const pass: FlipAction = { type: 'pass', player: P };

  test('declining an action you could pay for by first converting treasure is cowardice (+5 to him)', () => {
    const s = nineInScience({ treasure: 1 });
    expect(legal(s).filter((a) => a.type === 'fill')).toEqual([]);
    expect(describeFlipAction(pass, s)).toMatch(/cowardice: Farragut \+5/);
    const { state, events } = play(s, pass);
    expect(ofType(events, 'FarragutScored')).toEqual([
      { type: 'FarragutScored', amount: 5, total: s.farragut!.score + 5, reason: 'cowardice' },
    ]);
    expect(state.farragut!.score).toBe(s.farragut!.score + 5);
    const paid = play(s, treasureTo('knowledge'), { type: 'fill', player: P, slot: 9, value: 8 });
    expect(paid.state.players[0]!.sections.science[9]).toBe(1);
    expect(paid.state.farragut!.score).toBe(s.farragut!.score);
  });

  test('the same through the Library (salvage to knowledge); with nothing to convert, passing is no cowardice', () => {
    const library3 = edit(nineInScience({ salvage: 1 }), (s) => (s.players[0]!.upgrades[2] = true));
    expect(play(library3, pass).state.farragut!.score).toBe(library3.farragut!.score + 5);
    const broke = nineInScience({ salvage: 1 });
    expect(play(broke, pass).state.farragut!.score).toBe(broke.farragut!.score);
    expect(describeFlipAction(pass, broke)).toBe('Pass (skip this)');
  });
});

describe('readings the rulebook leaves open (decided in src/flip/README.md)', () => {
  const start = () => atMove(solo(), LINEUP, 1, 1);

  test('one exploration reward per zone border crossed: crossing the same border back in one move earns no second', () => {
    let { state } = play(start(), move(1, 5), step(2, 1), step(3, 1), step(3, 0), step(2, 0));
    ({ state } = play(state, step(1, 0)));
    expect(currentDecision(state)).toEqual({
      kind: 'chooseExploration',
      player: P,
      corners: [cornerIndex(3, 0), cornerIndex(3, 3)],
    });
    ({ state } = play(state, { type: 'takeExploration', player: P, corner: cornerIndex(3, 0) }));
    expect(decisionKind(state)).toBe('engage');
    expect(state.players[0]!.corners[cornerIndex(3, 3)]).toBe(false);

    const two = play(start(), move(1, 5), step(2, 1), step(3, 1), step(3, 2), step(3, 3)).state;
    const after = play(two, step(3, 4)).state;
    expect(currentDecision(after)).toMatchObject({ kind: 'chooseExploration' });
    const next = play(after, { type: 'takeExploration', player: P, corner: cornerIndex(3, 0) });
    expect(currentDecision(next.state)).toMatchObject({
      kind: 'chooseExploration',
      corners: [cornerIndex(3, 3), cornerIndex(6, 3)],
    });
  });

  test('a face card moves 10 and knowledge shifts it from 10: a King to 9 costs 1 knowledge, not 4', () => {
    const s = start();
    const kingValues = legal(s)
      .filter((a) => a.type === 'chooseMove' && a.card === 2 && !a.wild)
      .map((a) => (a.type === 'chooseMove' ? a.value : 0));
    expect(s.players[0]!.inventory.knowledge).toBe(3);
    expect(kingValues).toEqual([7, 8, 9, 10]);
    const { state, events } = play(s, move(2, 9));
    expect(ofType(events, 'KnowledgeSpent')).toEqual([
      { type: 'KnowledgeSpent', player: P, amount: 1, reason: 'movement value' },
    ]);
    expect(currentDecision(state)).toMatchObject({ kind: 'chartStep', remaining: 9 });
  });
});
