/**
 * Small seeded PRNGs for the dice presentation layer (never the rules RNG).
 * sfc32 for the stream, fmix32 (MurmurHash3 finaliser) to derive seeds.
 */

/** MurmurHash3 32-bit finaliser: a bijective avalanche mix of a uint32. */
export function fmix32(h: number): number {
  let x = h >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Combines two uint32 values into a new well-mixed uint32 (order matters). */
export function mixSeeds(a: number, b: number): number {
  return fmix32((Math.imul(fmix32(a), 0x9e3779b1) ^ fmix32(b + 0x6d2b79f5)) >>> 0);
}

/** FNV-1a over UTF-16 code units, finalised with fmix32. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  /** Uniform uint32. */
  nextUint32(): number;
}

/** sfc32 seeded from one uint32 (expanded with fmix32, then warmed up). */
export function createRng(seed: number): Rng {
  let a = fmix32(seed ^ 0x9e3779b9);
  let b = fmix32(seed + 0x243f6a88);
  let c = fmix32(seed ^ 0xb7e15162);
  let d = 1;
  const nextUint32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) nextUint32();
  const next = (): number => nextUint32() / 4294967296;
  return { next, nextUint32, range: (min, max) => min + (max - min) * next() };
}
