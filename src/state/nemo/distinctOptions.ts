import { actionKey, type Action } from '../../core';
import type { TreasureId } from '../../core/data';
import { treasureById } from '../../core/content';

/** A Treasure as a player tells it apart: two Gold tokens are the same choice. */
function kindOf(id: TreasureId): string {
  const token = treasureById(id);
  return `${token.name}|${token.vp}|${token.effect ?? ''}`;
}

/**
 * A decision's options without repeats a player cannot tell apart: the same choice made with
 * another token of an identical Treasure ("spend a Gold" once, not once per Gold held).
 */
export function distinctOptions(options: readonly Action[]): Action[] {
  const seen = new Set<string>();
  return options.filter((option) => {
    const treasure =
      'treasure' in option && typeof option.treasure === 'string' ? option.treasure : null;
    if (!treasure) return true;
    const key = actionKey({ ...option, treasure: kindOf(treasure) } as Action);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
