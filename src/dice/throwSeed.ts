import { hashString, mixSeeds } from './prng';

/**
 * Derives the presentation seed of one dice roll from the game seed and the roll's index,
 * so a replay of a game shows the same throws. Never consumes the rules RNG.
 */
export function throwSeed(gameSeed: string | number, rollIndex: number): number {
  if (!Number.isInteger(rollIndex) || rollIndex < 0) {
    throw new Error(`throwSeed: rollIndex must be a non-negative integer, got ${rollIndex}`);
  }
  const base =
    typeof gameSeed === 'number' && Number.isInteger(gameSeed)
      ? mixSeeds(gameSeed >>> 0, Math.floor(gameSeed / 4294967296) >>> 0)
      : hashString(String(gameSeed));
  return mixSeeds(base, rollIndex >>> 0);
}
