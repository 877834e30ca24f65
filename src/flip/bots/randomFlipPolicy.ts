import { randomInt } from '../rng';
import type { RngState } from '../rng';
import type { FlipAction } from '../types';

const FREE = new Set(['convertTreasure', 'useUpgrade', 'useItem']);

/**
 * Pick a legal action at random with the policy's own generator; treasure, conversion upgrades
 * and items are chosen only now and then so that conversion loops stay short.
 */
export function randomFlipPolicy(actions: readonly FlipAction[], rng: RngState): FlipAction {
  if (actions.length === 0) throw new Error('randomFlipPolicy: no legal action');
  const main = actions.filter((a) => !FREE.has(a.type));
  const free = actions.filter((a) => FREE.has(a.type));
  const pool = free.length > 0 && (main.length === 0 || randomInt(rng, 10) === 0) ? free : main;
  return pool[randomInt(rng, pool.length)]!;
}
