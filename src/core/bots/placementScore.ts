import type { GameState, Action, Decision } from '../types';
import { lowestResource } from './botValues';
import { SLACK, slackRelief } from './slackModel';

/** Placement choices: touch the Oceans whose dice regions have the most slack left. */
export function placementScore(state: GameState, decision: Decision, action: Action): number {
  if (action.type !== 'chooseOcean' && action.type !== 'chooseSlot') return 0;
  const here = action.ocean === state.nautilus;
  const delta = decision.kind === 'place.hunt' ? -SLACK.empty : -1;
  const relief = slackRelief(state, action.ocean, delta);
  switch (decision.kind) {
    case 'place.hunt': {
      // A Warship placed with the Nautilus is Stalked at once for free (seed 001).
      if (!here) return relief;
      return lowestResource(state) >= 4 ? relief * 0.4 + 0.5 : relief - 2;
    }
    case 'place.spread':
    case 'place.reveal':
      return relief + (here ? 0.3 : 0);
    case 'place.flip':
      return relief - (here ? 0.3 : 0);
    default:
      return relief;
  }
}
