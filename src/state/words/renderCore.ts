import { i18n, itemName, itemText } from '../../i18n/i18n';
import { isCoreText, type CoreRef, type CoreText, type CoreValue } from '../../core/text/coreText';
import type { MotiveId, OceanId } from '../../core/data/types';
import {
  cardName,
  characterName,
  motiveName,
  oceanName,
  resourceName,
  treasureName,
  upgradeName,
} from '../events/eventNames';
import { itemEnglishName, itemEnglishText } from '../../core/text/itemWords';
import { levelText } from '../../core/text/ruleWords';

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
      return itemName(r.id, itemEnglishName(r.id));
    case 'text':
      return itemText(r.id, itemEnglishText(r.id));
  }
}

/** A message parameter (or a reason that may be a message) in the current language. */
export function coreValueText(v: CoreValue): string {
  if (typeof v === 'number') return String(v);
  // A proper name (a ship's), dice, or a content pack's own wording: shown as it is.
  if (typeof v === 'string') return v;
  return isCoreText(v) ? renderCore(v) : refName(v);
}

const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;

/** A message of the rules core in the current language, through the `core` namespace. */
export function renderCore(text: CoreText): string {
  const values: Record<string, string> = {};
  for (const [name, v] of Object.entries(text.params as Readonly<Record<string, CoreValue>>))
    values[name] = coreValueText(v);
  return t(text.key, { ...values, ns: 'core' });
}

/** A victory level's label as the scoring writes it ("Triumph"), in the current language. */
export function levelName(label: string): string {
  return coreValueText(levelText(label));
}
