import type { RollModifier } from '../../core/rollModifiers';
import { coreText } from '../words/coreText';

/** A roll's arithmetic ("5 + 3 − 1 (a Warship is in this Ocean) = 7") with its reasons in the current language. */
export function rollText(
  dice: readonly number[],
  modifiers: readonly RollModifier[],
  total: number,
): string {
  const parts = dice.map((d, i) => (i === 0 ? String(d) : `+ ${d}`));
  for (const m of modifiers)
    if (m.amount !== 0)
      parts.push(`${m.amount > 0 ? '+' : '−'} ${Math.abs(m.amount)} (${coreText(m.reason)})`);
  return `${parts.join(' ')} = ${total}`;
}
