import { describe, expect, it } from 'vitest';
import {
  applyFlipActionInPlace,
  cloneState,
  createFlipGame,
  currentDecision,
  flipStateHash,
  greedyFlipPolicy,
  legalActions,
  randomFlipPolicy,
} from '../../src/flip/index';
import { seedRng } from '../../src/flip/rng';

describe('greedyFlipPolicy', () => {
  it('is pure: always a legal action, same answer twice, state untouched', () => {
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

  it('never declines a reward or bonus action against Farragut', () => {
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
