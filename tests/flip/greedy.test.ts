import { describe, expect, test } from 'vitest';
import {
  FARRAGUT_CARDS,
  applyFlipActionInPlace,
  cloneState,
  createFlipGame,
  currentDecision,
  flipStateHash,
  greedyFlipPolicy,
  legalActions,
  randomFlipPolicy,
  spaceAt,
} from '../../src/flip/index';
import { seedRng } from '../../src/flip/rng';
import { atAction, atMove, card, edit, play, solo } from './helpers';

describe('greedyFlipPolicy', () => {
  test('is pure: always a legal action, same answer twice, state untouched', () => {
    const state = createFlipGame({ seed: 19, players: 2 });
    const rng = seedRng(2);
    for (let i = 0; i < 200 && state.phase !== 'over'; i++) {
      const d = currentDecision(state);
      if (d.kind === 'gameOver') break;
      const before = flipStateHash(state);
      const pick = greedyFlipPolicy(cloneState(state), d.player);
      expect(greedyFlipPolicy(state, d.player)).toEqual(pick);
      expect(flipStateHash(state)).toBe(before);
      const legal = legalActions(state, d.player).map((a) => JSON.stringify(a));
      expect(legal).toContain(JSON.stringify(pick));
      applyFlipActionInPlace(state, randomFlipPolicy(legalActions(state, d.player), rng), []);
    }
  });

  test('never declines a reward or bonus action against Farragut', () => {
    const state = createFlipGame({ seed: 4, players: 1, farragut: 2 });
    const events: { type: string; reason?: string }[] = [];
    while (state.phase !== 'over') {
      const d = currentDecision(state);
      if (d.kind === 'gameOver') break;
      applyFlipActionInPlace(state, greedyFlipPolicy(state, d.player), events as never[]);
    }
    expect(events.filter((e) => e.type === 'FarragutScored' && e.reason === 'cowardice')).toEqual(
      [],
    );
  });
});

describe('greedyFlipPolicy with the free actions of seed 002', () => {
  const DAMAGE_CARD = FARRAGUT_CARDS.find(
    (c) => c.condition.type === 'gain' && c.condition.item === 'damage',
  )!.id;

  test("uses Ned Land's Harpoon mid-move, once movement damage has already met Farragut's damage card", () => {
    const s0 = edit(
      atMove(
        solo({ characters: ['nedLand'], farragut: 0 }),
        [card(3, 'hearts'), card(5, 'spades'), card(13, 'diamonds')],
        1,
        1,
      ),
      (s) => {
        s.turn = 3;
        s.farragut!.lineup = [{ card: DAMAGE_CARD, met: false }];
        s.farragut!.deck = s.farragut!.deck.filter((c) => c !== DAMAGE_CARD);
      },
    );
    const to = (x: number, y: number) => ({ type: 'step' as const, player: 0, to: spaceAt(x, y) });
    const clean = play(
      edit(s0, (s) => (s.players[0]!.inventory.knowledge = 1)),
      { type: 'chooseMove', player: 0, card: 1, value: 4 },
      to(2, 1),
      to(3, 1),
      to(4, 1),
      to(5, 1),
    ).state;
    expect(currentDecision(clean).kind).toBe('chooseExploration');
    expect(clean.farragut!.lineup[0]!.met).toBe(false);
    expect(greedyFlipPolicy(clean, 0).type).toBe('takeExploration');
    const { state } = play(
      s0,
      { type: 'chooseMove', player: 0, card: 1, value: 5 },
      to(2, 1),
      to(3, 1),
      to(3, 0),
      to(2, 0),
      to(1, 0),
    );
    expect(currentDecision(state).kind).toBe('chooseExploration');
    expect(state.farragut!.lineup[0]!.met).toBe(true);
    expect(greedyFlipPolicy(state, 0)).toEqual({ type: 'useItem', player: 0 });
  });

  test('converts treasure into knowledge rather than pass a payable action against Farragut', () => {
    const at = (treasure: number) =>
      edit(atAction(solo({ farragut: 0 }), 'hearts', card(9, 'clubs')), (s) => {
        const p = s.players[0]!;
        p.sections.science[0] = 1;
        Object.assign(p.inventory, { knowledge: 0, salvage: 0, crew: 2, treasure });
      });
    const s = at(1);
    expect(greedyFlipPolicy(s, 0)).toEqual({ type: 'convertTreasure', player: 0, to: 'knowledge' });
    const converted = play(s, { type: 'convertTreasure', player: 0, to: 'knowledge' }).state;
    expect(greedyFlipPolicy(converted, 0)).toEqual({ type: 'fill', player: 0, slot: 9, value: 8 });
    expect(greedyFlipPolicy(at(0), 0)).toEqual({ type: 'pass', player: 0 });
  });
});
