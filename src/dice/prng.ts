import { nextUint32, randomFloat, type RngState } from '../kernel/prng';
import { presentationRng } from '../kernel/seeds';

export { fmix32, hashString, mixSeeds } from '../kernel/mix';

/** The dice layer's view of a presentation stream (never the rules' generator). */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  /** Uniform uint32. */
  nextUint32(): number;
}

/** A presentation stream from one uint32 seed (see `kernel/seeds.ts`). */
export function createRng(seed: number): Rng {
  const state: RngState = presentationRng(seed);
  const next = (): number => randomFloat(state);
  return {
    next,
    nextUint32: () => nextUint32(state),
    range: (min, max) => min + (max - min) * next(),
  };
}
