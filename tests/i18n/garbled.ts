/** The checks a text shown to the player must pass (shared by the seeded walks). */
import { SHIPS } from '../../src/core/data/ships';
import type { Language } from '../../src/i18n/language';

/** Ship names are proper names and stay as printed on the tokens. */
export const SHIP_NAMES = [
  ...new Set(
    SHIPS.flatMap((s) =>
      Object.values(s).flatMap((v: unknown) =>
        v && typeof v === 'object' && 'name' in v ? [String((v as { name: string }).name)] : [],
      ),
    ),
  ),
].sort((a, b) => b.length - a.length);

/** Every way the study found text garbled, as a reason per text; empty when the text is clean. */
export function problems(text: string, lang: Language): string[] {
  const out: string[] = [];
  if (/\bundefined\b|\bNaN\b|\bnull\b|\[object /.test(text)) out.push('a missing value');
  if (/\{\{|\}\}/.test(text)) out.push('an unfilled parameter');
  if (
    /^(core|prompt|rule|roll|coach|error|decisions|events|captions|flip|play|log|refusal|problem|badSetup|record)\.[a-zA-Z.]+$/.test(
      text,
    )
  )
    out.push('an unresolved message id');
  if (/(^|[\s(（:：、])\?($|[\s),.）。、])/.test(text)) out.push('a "?" standing for a value');
  if (/(^|\s)([\p{L}]+[:：])\s*\2/u.test(text)) out.push('a doubled label');
  if (/""|“"|"”|“\s*“|”\s*”|「「|」」|「"|"」/.test(text)) out.push('doubled quotes');
  if (lang === 'ja') {
    let rest = text;
    for (const name of SHIP_NAMES) rest = rest.split(name).join('');
    if (/[A-Za-z]{4,}/.test(rest)) out.push('English words in Japanese');
  }
  return out;
}
