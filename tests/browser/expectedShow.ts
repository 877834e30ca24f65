import type { MotiveId } from '../../src/core/data/types';
import type { BotStrength } from '../../src/state/bots/botStrength';
import { playPageBots } from '../../src/state/bots/playPageBots';

/** The show a seed produces, computed in Node with the same bots and seeds as the page. */
export function expectedShow(
  seed: string,
  motive: MotiveId,
  variant: 'solo' | 'versus' = 'solo',
  strength: BotStrength = 'quick',
): { turn: number; total: number | null; events: number } {
  let events = 0;
  const state = playPageBots(seed, motive, strength, {
    variant,
    onStep: (step) => {
      events += step.length;
    },
  });
  return { turn: state.turn, total: state.result?.score?.total ?? null, events };
}
