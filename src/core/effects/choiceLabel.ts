import type { Action, GameState } from '../types';
import type { CoreValue } from '../data/coreText';

/**
 * What a `chooseEffect` option reads as, from the frame that offers it: the card option's message,
 * the Map Room's Treasure by reference. The action's own `label` (the English a record keeps) is
 * the answer only where no frame offers it (a content pack's wording, an old record).
 */
export function choiceLabel(
  state: GameState,
  action: Extract<Action, { type: 'chooseEffect' }>,
): CoreValue {
  const top = state.stack[state.stack.length - 1];
  if (top?.k === 'effectChoice') return top.options[action.index]?.label ?? action.label;
  if (top?.k === 'mapRoom' && top.second !== null)
    return { ref: 'treasure', id: action.index === 0 ? top.first : top.second };
  return action.label;
}
