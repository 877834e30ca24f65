/** The languages the game speaks; English is the reference and the fallback. */
export type Language = 'en' | 'ja';

export const LANGUAGES: readonly Language[] = ['en', 'ja'];

/** A language tag (`ja`, `ja-JP`, `en-GB`) as one of ours; undefined when we don't speak it. */
export function parseLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === base);
}

/** The `?lang=` of a page address, when it names one of ours. */
export function urlLanguage(search: string): Language | undefined {
  return parseLanguage(new URLSearchParams(search).get('lang'));
}

/** The first of the browser's preferred languages that we speak, else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lang = parseLanguage(tag);
    if (lang) return lang;
  }
  return 'en';
}

/** The language a visit starts in before any saved setting: `?lang=`, else the browser's. */
export function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  const fromUrl = urlLanguage(window.location.search);
  if (fromUrl) return fromUrl;
  const nav = window.navigator;
  return browserLanguage(nav.languages?.length ? nav.languages : [nav.language ?? 'en']);
}
