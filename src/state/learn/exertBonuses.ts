import type { ResourceId } from '../../core/data';
import { exertDrmOf, type GameState } from '../../core';

/** The resources an attack roll may strain (seed 001 Tests: Nemo, the Crew or the Hull). */
const ATTACK_RESOURCES: readonly ResourceId[] = ['nemo', 'crew', 'hull'];

/**
 * The bonuses the rules core gives now for exerting each resource an attack may strain, lowest
 * first and without repeats: what a lesson may promise the learner.
 */
export function exertBonuses(state: GameState): number[] {
  const values = ATTACK_RESOURCES.map((r) => exertDrmOf(state, r)).filter((v) => v > 0);
  return [...new Set(values)].sort((a, b) => a - b);
}
