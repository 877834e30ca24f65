/** The languages the game speaks; English is the reference and the fallback. */
export type Language = 'en' | 'ja';

export const LANGUAGES: readonly Language[] = ['en', 'ja'];

/** A language tag (`ja`, `ja-JP`, `en-GB`) as one of ours; undefined when we don't speak it. */
export function parseLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === base);
}

/** The first of the browser's preferred languages that we speak, else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lang = parseLanguage(tag);
    if (lang) return lang;
  }
  return 'en';
}

/**
 * The language a visit starts in before any saved setting or `?lang=` (which start-up applies):
 * the browser's.
 */
export function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  const nav = window.navigator;
  return browserLanguage(nav.languages?.length ? nav.languages : [nav.language ?? 'en']);
}
