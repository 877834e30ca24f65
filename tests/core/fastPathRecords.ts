import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision, stepInPlace } from '../../src/core/engine';
import { chooseRandom } from '../../src/core/bots/randomPolicy';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { chooseImperialist } from '../../src/core/bots/imperialistPolicy';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import { botRng } from '../../src/kernel/seeds';
import { stateHash } from '../../src/core/hash';
import type { MotiveId } from '../../src/core/data/types';
import type { GameState } from '../../src/core/types';

/** The `i`-th seeded game of a kind, as the fast-path records play it. */
export function fastPathGame(kind: 'random' | 'greedy' | 'versus', i: number): GameState {
  const versus = kind === 'versus';
  const motive = (versus ? ['piracy', 'worldOrder'][i % 2] : MOTIVE_IDS[i % 8]) as MotiveId;
  return createGame(
    defaultSetup({
      seed: `fast-${kind}-${i}`,
      motive,
      difficulty: allAspects((['easy', 'normal', 'hard'] as const)[i % 3]!),
      ...(versus ? { variant: 'versus' as const } : {}),
    }),
  ).state;
}

/** A seeded game's final state hash and length: the fast path must keep them (fastPath.test.ts). */
export function recordOf(kind: 'random' | 'greedy' | 'versus', i: number): string {
  const state = fastPathGame(kind, i);
  const rng = botRng('bench', 'fast-path', kind, i);
  let steps = 0;
  if (kind === 'random') {
    for (let d = currentDecision(state); d; steps++) d = stepInPlace(state, chooseRandom(d, rng));
  } else {
    for (let d = currentDecision(state); d; steps++, d = currentDecision(state)) {
      const a =
        d.seat === 'imperialist' ? chooseImperialist(state, d, rng) : chooseGreedy(state, d, rng);
      applyActionInPlace(state, a, [], true);
    }
  }
  return `${steps}:${stateHash(state)}`;
}
