import type { OceanId } from '../../core/data';
import type { Action, GameState } from '../../core';
import { i18n } from '../../i18n/i18n';
import { oceanName } from './events/eventNames';
import { describeAction } from './describe';

/**
 * Letters the table answers to on every game screen: B board as text, H coach, P panels,
 * T top view, and R, S, U kept free for rules, speed and undo.
 */
export const TABLE_KEYS: readonly string[] = ['b', 'h', 'p', 'r', 's', 't', 'u'];

/** Keys for options in order: 1–9, then the letters the table does not use. */
export const OPTION_KEYS: readonly string[] = [
  ...'123456789',
  ...[...'abcdefghijklmnopqrstuvwxyz'].filter((k) => !TABLE_KEYS.includes(k)),
];

/** The key for the `i`th row of a decision (shown on the button); null past the last key. */
export function optionKey(i: number): string | null {
  return OPTION_KEYS[i] ?? null;
}

/** The Ocean (and space, where one) an action points at; null when it names none. */
export function targetOf(
  action: Action,
  state: GameState,
): { ocean: OceanId; slot: number | undefined } | null {
  let ocean: OceanId | null | undefined = null;
  let slot: number | undefined;
  if (action.type === 'chooseSlot') [ocean, slot] = [action.ocean, action.slot];
  else if (action.type === 'continueBold') [ocean, slot] = [state.nautilus, action.slot];
  else if (action.type === 'act' && action.slot !== undefined)
    [ocean, slot] = [state.nautilus, action.slot];
  else if (action.type === 'huntBenefit' && action.slot !== undefined)
    [ocean, slot] = [state.nautilus, action.slot];
  else if (action.type === 'imperialist' && action.slot !== undefined)
    [ocean, slot] = [action.ocean, action.slot];
  return ocean ? { ocean, slot } : null;
}

/** The Ocean and space an action points at, as a player reads it ("Western Pacific, space 2"). */
export function whereOf(action: Action, state: GameState): string | null {
  const target = targetOf(action, state);
  if (!target) return null;
  return target.slot === undefined
    ? oceanName(target.ocean)
    : i18n.t('decisions.where', { ocean: oceanName(target.ocean), space: target.slot + 1 });
}

function countsOf(labels: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return counts;
}

/**
 * Button labels for a decision's options, in order; no two read the same. Labels that would read the same name
 * where their target lies (Ocean and space); any still alike are numbered ("choice 2 of 3").
 */
export function labelOptions(options: readonly Action[], state: GameState): string[] {
  const base = options.map((o) => describeAction(o, state));
  const baseCounts = countsOf(base);
  const placed = base.map((label, i) => {
    if ((baseCounts.get(label) ?? 0) < 2) return label;
    const where = whereOf(options[i] as Action, state);
    return where ? i18n.t('decisions.placed', { label, where }) : label;
  });
  const placedCounts = countsOf(placed);
  const seen = new Map<string, number>();
  return placed.map((label) => {
    const n = placedCounts.get(label) ?? 0;
    let text = label;
    if (n > 1) {
      const k = (seen.get(label) ?? 0) + 1;
      seen.set(label, k);
      text = i18n.t('decisions.choiceOf', { label, k, n });
    }
    return text;
  });
}

/** The index of the option a key press picks, or -1. */
export function optionIndexOfKey(key: string, count: number): number {
  const i = OPTION_KEYS.indexOf(key.toLowerCase());
  return i >= 0 && i < count ? i : -1;
}
