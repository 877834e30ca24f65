/** 32-bit mixing functions the seed derivations are built from. */

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

/** cyrb128: four 32-bit words from a text. */
export function cyrb128(text: string): [number, number, number, number] {
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
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** SplitMix32-style counter: `count` well-mixed words from one uint32. */
export function splitMix32(seed: number, count: number): number[] {
  let x = seed >>> 0;
  const words: number[] = [];
  for (let i = 0; i < count; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    words.push(fmix32(x));
  }
  return words;
}
