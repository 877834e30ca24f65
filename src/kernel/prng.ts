/**
 * The one seeded generator of the project: sfc32 (Small Fast Counter). Its four 32-bit words
 * are plain data, so a game keeps them inside its state and a state plus an action always
 * gives the same result. How each stream is seeded is in `seeds.ts`.
 */
export type RngState = [number, number, number, number];

/** Advances the generator in place and returns the next unsigned 32-bit value. */
export function nextUint32(rng: RngState): number {
  const a = rng[0];
  const b = rng[1];
  const c = rng[2];
  const d = rng[3];
  const t = (((a + b) >>> 0) + d) >>> 0;
  rng[0] = (b ^ (b >>> 9)) >>> 0;
  rng[1] = (c + (c << 3)) >>> 0;
  rng[2] = ((((c << 21) | (c >>> 11)) >>> 0) + t) >>> 0;
  rng[3] = (d + 1) >>> 0;
  return t;
}

/** The next four values, in order: the words a forked generator is seeded from. */
export function drawWords(rng: RngState): RngState {
  return [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
}

/** A generator from four words, warmed up by 12 steps. */
export function rngFromWords(a: number, b: number, c: number, d: number): RngState {
  const rng: RngState = [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

/** Uniform integer in [0, n) without modulo bias. */
export function randomInt(rng: RngState, n: number): number {
  if (n <= 0 || !Number.isInteger(n))
    throw new Error(`randomInt needs a positive integer, got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  // Both are unsigned 32-bit integers: an integer remainder (`%` on doubles calls fmod).
  return n <= 0xffffffff ? ((x >>> 0) % (n >>> 0)) >>> 0 : x % n;
}

/** Uniform float in [0, 1). */
export function randomFloat(rng: RngState): number {
  return nextUint32(rng) / 4294967296;
}

export function rollD6(rng: RngState): number {
  return randomInt(rng, 6) + 1;
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** Removes and returns a uniformly random element. */
export function drawRandom<T>(rng: RngState, items: T[]): T | undefined {
  if (items.length === 0) return undefined;
  const i = randomInt(rng, items.length);
  const item = items[i];
  // `splice(i, 1)` without the one-element array it returns (a hot path: every draw of a game).
  for (let k = i + 1; k < items.length; k++) items[k - 1] = items[k] as T;
  items.pop();
  return item;
}
