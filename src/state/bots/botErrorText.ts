import { i18n } from '../../i18n/i18n';
import type { CoreText } from '../../core/data';
import { renderCore } from '../nemo/words/renderCore';

/**
 * Why a bot's answer failed, in the current language: the core's message where the worker sent
 * one, else a plain line (the worker's English stays in the console).
 */
export function botErrorText(answer: { message: string; text: CoreText | null }): string {
  if (answer.text) return renderCore(answer.text);
  console.warn('bot worker:', answer.message);
  return i18n.t('coach.workerFailed');
}
