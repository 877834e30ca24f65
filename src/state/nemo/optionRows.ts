import type { Action, GameState } from '../../core';
import { i18n } from '../../i18n/i18n';
import { oceanName } from './events/eventNames';
import { describeAction } from './describe';
import { targetOf } from './optionLabels';
import type { OptionItem } from './paymentGroups';

/** One row of a decision as the panel lays it out: one option, or one choice over several spaces. */
export type OptionRow =
  | { kind: 'item'; item: number }
  | { kind: 'spaces'; heading: string; entries: { item: number; label: string }[] };

/** A decision with more rows than this lays its options out compactly, two to a line. */
export const COMPACT_AFTER = 8;

/**
 * The rows of a decision: options that read the same but for the space they aim at in one Ocean
 * ("Bold Attack a Hidden Ship" on spaces 1, 2 and 3) share one row headed by what they do, with
 * one short button per space; every other item keeps its own row. A group sits where its first
 * option was.
 */
export function optionRows(
  items: readonly OptionItem[],
  options: readonly Action[],
  state: GameState,
): OptionRow[] {
  const keys = items.map((item) => {
    if (item.kind !== 'option') return null;
    const action = options[item.index];
    const target = action ? targetOf(action, state) : null;
    if (!action || !target || target.slot === undefined) return null;
    const label = describeAction(action, state);
    return { key: `${label}\u0000${target.ocean}`, label, ocean: target.ocean, slot: target.slot };
  });
  const counts = new Map<string, number>();
  for (const k of keys) if (k) counts.set(k.key, (counts.get(k.key) ?? 0) + 1);
  const rows: OptionRow[] = [];
  const groups = new Map<string, Extract<OptionRow, { kind: 'spaces' }>>();
  keys.forEach((k, item) => {
    if (!k || (counts.get(k.key) ?? 0) < 2) {
      rows.push({ kind: 'item', item });
      return;
    }
    let group = groups.get(k.key);
    if (!group) {
      group = {
        kind: 'spaces',
        heading: i18n.t('firstGame.option.at', { label: k.label, ocean: oceanName(k.ocean) }),
        entries: [],
      };
      groups.set(k.key, group);
      rows.push(group);
    }
    group.entries.push({ item, label: i18n.t('firstGame.option.space', { space: k.slot + 1 }) });
  });
  return rows;
}

/** The items in the order the rows show them: option keys (1–9, A…) follow this order. */
export function displayOrder(rows: readonly OptionRow[]): number[] {
  return rows.flatMap((r) => (r.kind === 'item' ? [r.item] : r.entries.map((e) => e.item)));
}
