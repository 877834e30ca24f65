import { describe, expect, test } from 'vitest';
import { motiveFor, newGameSetup, withDifficulty } from '../../../src/state/nemo/newGameSetup';

describe('a new game from a URL, a show or the setup screen', () => {
  test('the Imperialist variant takes a Stern Motive only; another becomes Piracy', () => {
    expect(motiveFor('worldOrder', 'versus')).toBe('worldOrder');
    expect(motiveFor('explore', 'versus')).toBe('piracy');
    expect(motiveFor(null, 'versus')).toBe('piracy');
    expect(motiveFor('explore', 'solo')).toBe('explore');
    expect(motiveFor(null, 'solo')).toBe('explore');
  });

  test('one difficulty applies to every aspect; none keeps Normal', () => {
    const hard = newGameSetup({ seed: 's', motive: 'war', variant: 'solo', difficulty: 'hard' });
    expect(new Set(Object.values(hard.difficulty))).toEqual(new Set(['hard']));
    expect(Object.keys(hard.difficulty)).toHaveLength(6);
    const plain = newGameSetup({ seed: 's', motive: null, variant: 'versus' });
    expect(plain.motive).toBe('piracy');
    expect(plain.variant).toBe('versus');
    expect(new Set(Object.values(plain.difficulty))).toEqual(new Set(['normal']));
    expect(withDifficulty(plain, 'easy').difficulty).toEqual(
      newGameSetup({ seed: 's', motive: null, variant: 'versus', difficulty: 'easy' }).difficulty,
    );
  });
});
