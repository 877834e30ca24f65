import { i18n } from '../../i18n/i18n';
import type { CoreText } from '../../core/data';
import { renderCore } from './words/renderCore';

/** Source references in rule names ("(seed 001)", "seed 000 §7 a") are for developers. */
const SOURCE_REFERENCE =
  /\s*\((?:seed|reference)\b[^)]*\)|,?\s*\bseed \d{3}(?:\s*§\s*\d+)?(?:\s+[a-z]\b)?/g;

/** A rule's name as a player reads it: "Tests (seed 001)" → "Rules: Tests". */
export function ruleLabel(rule: CoreText): string {
  const plain = renderCore(rule).replace(SOURCE_REFERENCE, '').trim();
  return plain ? i18n.t('decisions.rulesOf', { rule: plain }) : i18n.t('decisions.rules');
}
