import { findCard } from '../content/lookup';
import { ACTION_TABLES } from '../data/actionTables';
import { ADVENTURE_TOKENS, ALLIES, TREASURES, WONDERS } from '../data/treasures';
import { UPGRADES } from '../data/upgrades';
import type { ActionId } from '../data/types';
import { CORE_EN } from './coreMessages';
import { msg, type CoreKey, type CoreText, type CoreValue } from './coreText';
import { englishValue } from './renderEnglish';

/** "Lack of Parts" → "lackOfParts": the id a table's printed name goes by in the catalogue. */
function keyOf(label: string): string {
  const words = label.replace(/[!]/g, '').split(/\s+/);
  return words
    .map((w, i) => (i === 0 ? w.toLowerCase() : (w[0] ?? '').toUpperCase() + w.slice(1)))
    .join('');
}

function named(group: 'band' | 'level', label: string): CoreValue {
  const key = keyOf(label);
  return key in CORE_EN[group]
    ? msg(`${group}.${key}` as CoreKey & `${typeof group}.${string}`)
    : label;
}

/** A result row of the Action Success Table ("Expensive") as a message. */
export function bandText(name: string): CoreValue {
  return named('band', name);
}

/** A victory level as the scoring names it ("Triumph") as a message. */
export function levelText(label: string): CoreValue {
  return named('level', label);
}

/** The Action Success Table's name of an action ("Search"). */
export function actionNameText(action: ActionId): CoreText {
  return msg(`actionName.${action}` as `actionName.${keyof typeof CORE_EN.actionName}`);
}

let sources: Map<string, CoreValue> | null = null;

function buildSources(): Map<string, CoreValue> {
  const map = new Map<string, CoreValue>();
  const add = (value: CoreValue) => {
    // Only what reads exactly as the stored name: the state keeps the name, and hashes it.
    map.set(englishValue(value), value);
  };
  add(msg('source.silverLining'));
  add(msg('source.adventureMotive'));
  add(msg('source.officerAttributes'));
  for (const key of Object.keys(CORE_EN.option) as (keyof typeof CORE_EN.option)[])
    add(msg(`option.${key}`));
  for (const [id, table] of Object.entries(ACTION_TABLES) as [
    ActionId,
    (typeof ACTION_TABLES)[ActionId],
  ][])
    for (const row of table.rows)
      add(msg('source.actionResult', { action: actionNameText(id), band: bandText(row.name) }));
  for (const u of UPGRADES) add({ ref: 'upgrade', id: u.id });
  for (const t of [...TREASURES, ...WONDERS, ...ALLIES]) add({ ref: 'treasure', id: t.id });
  for (const t of ADVENTURE_TOKENS) add({ ref: 'item', id: t.id });
  return map;
}

/**
 * What a name the state or an action keeps reads as (an effect list's `source`: a card id, a
 * rule's or component's name; a choice's label): a card by reference, a known rule, component or
 * choice by message; anything else (a content pack's own wording) as it is.
 */
export function sourceValue(source: string): CoreValue {
  if (findCard(source)) return { ref: 'card', id: source };
  sources ??= buildSources();
  return sources.get(source) ?? source;
}
