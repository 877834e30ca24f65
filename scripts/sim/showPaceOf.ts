import type { MotiveId } from '../../src/core/data/types';
import { renderEnglish } from '../../src/core/text/renderEnglish';
import type { GameEvent } from '../../src/core/gameEvent';
import { simulateThrow } from '../../src/dice';
import { throwSeed } from '../../src/kernel/seeds';
import type { BotStrength } from '../../src/state/bots/botStrength';
import { playPageBots, type ShowStep } from '../../src/state/bots/playPageBots';
import { showPace, type ShowPace } from '../../src/state/showcase/showPace';
import { captionOf } from '../../src/state/nemo/events/eventCatalogue';
import type { Caption } from '../../src/state/nemo/events/eventEntry';

export interface PacedShow extends ShowPace {
  seed: string;
  turn: number;
  total: number | null;
  /** The victory level reached ("Success"), or null for a defeat before the Finale. */
  level: string | null;
}

/**
 * A whole show of `seed` played in Node as the page's bots play it (`playPageBots`: the same
 * seeds, the strong bot at the page's move budget), with its 1× running time: each tray roll's
 * recorded throw is simulated as the page does, so the estimate needs no rendering.
 */
export function showPaceOf(
  seed: string,
  motive: MotiveId,
  strength: BotStrength = 'quick',
): PacedShow {
  const events: GameEvent[] = [];
  // Each caption as the show words it, against the state its event left.
  const captions: (Caption | null)[] = [];
  let decisions = 0;
  const thinksBefore = new Set<number>();
  const onStep: ShowStep = (step, after, action) => {
    if (action) {
      thinksBefore.add(events.length);
      decisions++;
    }
    events.push(...step);
    for (const e of step) captions.push(captionOf(e, after));
  };
  const state = playPageBots(seed, motive, strength, { onStep });
  const pace = showPace(
    events,
    decisions,
    (roll) => {
      const recording = simulateThrow({ seed: throwSeed(seed, roll.rollIndex), dice: roll.dice });
      return recording.settleSteps * recording.dt * 1000;
    },
    (_event, index) => captions[index] ?? null,
    thinksBefore,
  );
  const score = state.result?.score ?? null;
  return {
    seed,
    turn: state.turn,
    total: score?.total ?? null,
    level: score ? renderEnglish(score.level) : null,
    ...pace,
  };
}
