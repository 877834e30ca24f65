import { describe, expect, it } from 'vitest';
import { cardSuit, createFlipGameWithEvents } from '../../src/flip/index';
import { ofType } from './helpers';

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
});
