/** Dice odds the bots plan with: 2d6 with snake eyes an automatic failure (seed 001). */

const ROLLS: [number, number][] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) ROLLS.push([a, b]);

const passCache = new Map<number, number>();

/** P(2d6 ≥ need), snake eyes always failing. */
export function passChance(need: number): number {
  const key = Math.max(-1, Math.min(13, need));
  const cached = passCache.get(key);
  if (cached !== undefined) return cached;
  let n = 0;
  for (const [a, b] of ROLLS) if (!(a === 1 && b === 1) && a + b >= key) n++;
  const p = n / 36;
  passCache.set(key, p);
  return p;
}

const hitCache = new Map<number, number>();

/**
 * Expected Hits when a Warship fires first (seed 001 Combat): the roll needs ≥ Attack Strength
 * (after `drm`); a miss deals the lowest die, snake eyes 1d6.
 */
export function expectedHits(attack: number, drm: number): number {
  const key = attack - drm;
  const cached = hitCache.get(key);
  if (cached !== undefined) return cached;
  let sum = 0;
  for (const [a, b] of ROLLS) {
    if (a === 1 && b === 1) sum += 3.5;
    else if (a + b < key) sum += Math.min(a, b);
  }
  const hits = sum / 36;
  hitCache.set(key, hits);
  return hits;
}

/** The share of 2d6 rolls whose lower die is 1 (a failed test then costs 1, not 2, per exert). */
export const LOW_DIE_ONE = 11 / 36;

/** Expected units lost per exerted resource when a test or attack fails. */
export const EXERT_LOSS = 1 * LOW_DIE_ONE + 2 * (1 - LOW_DIE_ONE);
