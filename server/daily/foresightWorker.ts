import type { GameSetup } from '../../src/core/types';
import { planForesight } from './planForesight';

/** Child process of ForesightRunner: one `{setup, budget}` in, one `{score, level}` out. */
process.once('message', (message) => {
  const { setup, budget } = message as { setup: GameSetup; budget: number };
  const foresight = planForesight(setup, budget);
  process.send?.(foresight, () => process.exit(0));
});
