/** Flip Voyage draws from the kernel's sfc32; its state lives in `FlipState.rng`. */
export { nextUint32, randomInt, shuffleInPlace, type RngState } from '../kernel/prng';
export { flipRulesRng as seedRng } from '../kernel/seeds';
