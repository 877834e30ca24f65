/** The rules' generator is the kernel's sfc32; its state lives in `GameState.rng`. */
export {
  drawRandom,
  nextUint32,
  randomInt,
  rollD6,
  shuffleInPlace,
  type RngState,
} from '../kernel/prng';
export { rulesRng as seedRng } from '../kernel/seeds';
