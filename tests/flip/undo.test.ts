import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createFlipGame,
  currentDecision,
  flipStateHash,
  greedyFlipPolicy,
  legalActions,
  makeFlipRecord,
  replayFlip,
  undoFlip,
  undoableFlipActions,
} from '../../src/flip/index';
import type { FlipAction, FlipSetup } from '../../src/flip/index';

describe('undo (ARCHITECTURE.md §2: back to the last reveal, never past it)', () => {
  const setup: FlipSetup = { seed: 5, players: 1, characters: ['aronnax'] };

  it('takes back choices within a turn but not the flip of a new lineup', () => {
    let state = createFlipGame(setup);
    const actions: FlipAction[] = [];
    let revealedAt = -1;
    while (state.turn === 1) {
      const d = currentDecision(state);
      if (d.kind === 'gameOver') break;
      const a = greedyFlipPolicy(state, d.player);
      const r = applyAction(state, a);
      state = r.state;
      actions.push(a);
      if (r.events.some((e) => e.type === 'LineupRevealed')) revealedAt = actions.length - 1;
    }
    expect(revealedAt).toBe(actions.length - 1);
    const record = makeFlipRecord(setup, actions);
    expect(undoableFlipActions(record)).toBe(0);
    expect(() => undoFlip(record)).toThrow(/cannot be taken back/);

    const partial = makeFlipRecord(setup, actions.slice(0, 3));
    expect(undoableFlipActions(partial)).toBe(3);
    const back = undoFlip(partial);
    expect(back.actions).toHaveLength(2);
    expect(replayFlip(back).hash).toBe(replayFlip(makeFlipRecord(setup, actions.slice(0, 2))).hash);
    expect(flipStateHash(replayFlip(makeFlipRecord(setup, [])).state)).toBe(
      flipStateHash(createFlipGame(setup)),
    );
  });
});

describe('free actions mid-move in records', () => {
  it('an item used mid-course is recorded, replayed and taken back like any other action', () => {
    const setup: FlipSetup = { seed: 5, players: 1, characters: ['conseil'] };
    let state = createFlipGame(setup);
    const actions: FlipAction[] = [];
    const apply = (a: FlipAction) => {
      state = applyAction(state, a).state;
      actions.push(a);
    };
    apply(legalActions(state, 0).find((a) => a.type === 'chooseMove')!);
    expect(currentDecision(state).kind).toBe('chartStep');
    const before = flipStateHash(state);
    apply({ type: 'useItem', player: 0 });
    expect(currentDecision(state).kind).toBe('chartStep');
    const record = makeFlipRecord(setup, actions);
    expect(replayFlip(record).hash).toBe(flipStateHash(state));
    expect(undoableFlipActions(record)).toBe(2);
    expect(replayFlip(undoFlip(record)).hash).toBe(before);
  });
});
