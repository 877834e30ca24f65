import { i18n } from '../../i18n/i18n';
import { isCoreText, type CoreText } from '../../core/data';
import { refusalOfJoinError, type RefusalText, type RefusalValue } from '../../protocol/refusal';
import type { Rejection } from '../../protocol/protocol';
import { levelName, renderCore } from '../nemo/words/renderCore';

const t = (key: string, options: Record<string, unknown>): string =>
  (i18n.t as unknown as (key: string, options: Record<string, unknown>) => string)(key, options);

function paramText(name: string, v: RefusalValue): string {
  if (isCoreText(v)) return renderCore(v as CoreText);
  if (name === 'seat' && (v === 'nautilus' || v === 'imperialist'))
    return i18n.t(`online.seatName.${v}`);
  if ((name === 'level' || name === 'claimed') && typeof v === 'string') return levelName(v);
  return String(v);
}

/** A server's refusal in the current language. */
export function refusalText(text: RefusalText): string {
  const values: Record<string, string> = {};
  for (const [name, v] of Object.entries(text.params as Readonly<Record<string, RefusalValue>>))
    values[name] = paramText(name, v);
  return t(`refusals.${text.key}`, values);
}

/**
 * What a room's problem says in the current language: a rejection's refusal, a refused join's
 * refusal, or a connection error's own message (the SDK's, with no id to render).
 */
export function onlineProblemText(problem: Rejection | Error): string {
  if (!(problem instanceof Error)) return refusalText(problem.text);
  const carried = refusalOfJoinError(problem.message);
  return carried ? refusalText(carried) : problem.message;
}
