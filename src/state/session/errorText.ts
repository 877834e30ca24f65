import { isCoreText } from '../../core/data';
import type { FlipText } from '../../flip/flipMessages';
import { flipText } from '../flip/flipLabels';
import { renderCore } from '../nemo/words/renderCore';
import { isRefusalText } from '../../protocol/refusal';
import { refusalText } from './refusalText';

/**
 * What an error says in the current language: the rules core's message or the server's refusal
 * where it carries one.
 */
export function errorText(e: unknown): string {
  if (typeof e !== 'object' || e === null) return String(e);
  const text = 'text' in e ? e.text : undefined;
  if (isCoreText(text)) return renderCore(text);
  if ('flipText' in e) return flipText(e.flipText as FlipText);
  const refusal = 'refusal' in e ? e.refusal : undefined;
  if (isRefusalText(refusal)) return refusalText(refusal);
  return e instanceof Error ? e.message : String(e);
}
