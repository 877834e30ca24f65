import { isCoreText } from '../../core/text/coreText';
import { renderCore } from './renderCore';

/** What an error says in the current language: the core's message where it carries one. */
export function errorText(e: unknown): string {
  const text = typeof e === 'object' && e !== null && 'text' in e ? e.text : undefined;
  if (isCoreText(text)) return renderCore(text);
  return e instanceof Error ? e.message : String(e);
}
