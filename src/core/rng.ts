/**
 * sfc32 (Small Fast Counter) generator. Its four 32-bit words live inside the game state,
 * so a state plus an action always produces the same result.
 */
export type RngState = [number, number, number, number];

/** Hashes a seed (number or text) into four 32-bit words with cyrb128, then warms up sfc32. */
export function seedRng(seed: string | number): RngState {
  const text = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const rng: RngState = [
    (h1 ^ h2 ^ h3 ^ h4) >>> 0,
    (h2 ^ h1) >>> 0,
    (h3 ^ h1) >>> 0,
    (h4 ^ h1) >>> 0,
  ];
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

/** Advances the generator in place and returns the next unsigned 32-bit value. */
export function nextUint32(rng: RngState): number {
  let [a, b, c, d] = rng;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  rng[0] = a >>> 0;
  rng[1] = b >>> 0;
  rng[2] = c >>> 0;
  rng[3] = d >>> 0;
  return t >>> 0;
}

/** Uniform integer in [0, n) without modulo bias. */
export function randomInt(rng: RngState, n: number): number {
  if (n <= 0 || !Number.isInteger(n))
    throw new Error(`randomInt needs a positive integer, got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  return x % n;
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
  const [item] = items.splice(i, 1);
  return item;
}
