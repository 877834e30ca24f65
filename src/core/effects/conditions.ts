import type { GameState } from '../types';
import { hasUpgrade, hiddenCount, landsOf, revealedWarships } from '../board';
import { CHARACTER_NADEEN } from '../content/registry';
import type { Condition } from '../data/effectTypes';

/** Whether a condition holds now. */
export function holds(state: GameState, cond: Condition): boolean {
  const here = state.nautilus;
  switch (cond.kind) {
    case 'motive':
      return cond.motives.includes(state.motive);
    case 'act':
      return cond.acts.includes(state.act);
    case 'nautilusIn':
      return here !== null && cond.oceans.includes(here);
    case 'notoriety':
      return (
        state.notoriety >= (cond.atLeast ?? -Infinity) &&
        state.notoriety <= (cond.atMost ?? Infinity)
      );
    case 'resource': {
      const v = state.resources[cond.resource];
      return v >= (cond.atLeast ?? -Infinity) && v <= (cond.atMost ?? Infinity);
    }
    case 'ap':
      return state.ap >= cond.atLeast;
    case 'warshipsHere':
      return here !== null && revealedWarships(state, here).length >= cond.atLeast;
    case 'hiddenHere':
      return here !== null && hiddenCount(state, here) >= cond.atLeast;
    case 'landHere':
      return here !== null && landsOf(here).length > 0;
    case 'hasUpgrade':
      return hasUpgrade(state, cond.upgrade);
    case 'treasures':
      return state.treasures.length >= cond.atLeast;
    case 'nadeenAboard':
      return state.characters.some((c) => c.id === CHARACTER_NADEEN && !c.sacrificed);
    case 'not':
      return !holds(state, cond.cond);
  }
}
