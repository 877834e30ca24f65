import { i18n, itemName, itemText } from '../../../i18n/i18n';
import {
  isCoreText,
  msg,
  type CoreRef,
  type CoreText,
  type CoreValue,
  CORE_EN,
  type MotiveId,
  type OceanId,
} from '../../../core/data';
import {
  cardName,
  characterName,
  motiveName,
  oceanName,
  resourceName,
  treasureName,
  upgradeName,
} from '../events/eventNames';
import { itemName as englishItemName, itemText as englishItemText } from '../../../core/content';

function refName(r: CoreRef): string {
  switch (r.ref) {
    case 'ocean':
      return oceanName(r.id as OceanId);
    case 'card':
      return cardName(r.id);
    case 'upgrade':
      return upgradeName(r.id);
    case 'treasure':
      return treasureName(r.id);
    case 'character':
      return characterName(r.id);
    case 'motive':
      return motiveName(r.id as MotiveId);
    case 'resource':
      return resourceName(r.id as 'nemo' | 'crew' | 'hull');
    case 'item':
      return itemName(r.id, englishItemName(r.id));
    case 'text':
      return itemText(r.id, englishItemText(r.id));
  }
}

/** A message parameter (or a reason that may be a message) in the current language. */
export function coreValueText(v: CoreValue): string {
  if (typeof v === 'number') return String(v);
  // A proper name (a ship's), dice, or a content pack's own wording: shown as it is.
  if (typeof v === 'string') return v;
  return isCoreText(v) ? renderCore(v) : refName(v);
}

// Looked up at each call: the crew vote swaps `i18n.t` for a moment to record words unrendered.
const t = (key: string, options: Record<string, unknown>): string =>
  (i18n.t as unknown as (key: string, options: Record<string, unknown>) => string)(key, options);

/** A message of the rules core in the current language, through the `core` namespace. */
export function renderCore(text: CoreText): string {
  const values: Record<string, string> = {};
  for (const [name, v] of Object.entries(text.params as Readonly<Record<string, CoreValue>>))
    values[name] = coreValueText(v);
  return t(text.key, { ...values, ns: 'core' });
}

/**
 * A victory level in the current language: the scoring's message, or the printed name a captain's
 * log entry keeps ("Triumph", whose lower case is the level's message id).
 */
export function levelName(level: CoreValue): string {
  if (typeof level !== 'string') return coreValueText(level);
  const word = level.toLowerCase();
  return word in CORE_EN.level
    ? coreValueText(msg(`level.${word as keyof typeof CORE_EN.level}`))
    : level;
}
