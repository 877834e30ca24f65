import { rollArithmetic, type RollModifier } from '../../../core';
import { coreValueText } from '../words/renderCore';

/** A roll's arithmetic ("5 + 3 − 1 (a Warship is in this Ocean) = 7") with its reasons in the current language. */
export function rollText(
  dice: readonly number[],
  modifiers: readonly RollModifier[],
  total: number,
): string {
  return rollArithmetic(dice, modifiers, total, coreValueText);
}
