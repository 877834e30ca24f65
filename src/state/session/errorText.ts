import { isCoreText } from '../../core/data';
import type { FlipText } from '../../flip/flipMessages';
import { flipText } from '../flip/flipLabels';
import { renderCore } from '../nemo/words/renderCore';

/** What an error says in the current language: the rules core's message where it carries one. */
export function errorText(e: unknown): string {
  if (typeof e !== 'object' || e === null) return String(e);
  const text = 'text' in e ? e.text : undefined;
  if (isCoreText(text)) return renderCore(text);
  if ('flipText' in e) return flipText(e.flipText as FlipText);
  return e instanceof Error ? e.message : String(e);
}
