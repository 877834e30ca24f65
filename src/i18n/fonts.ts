/** The bundled Japanese font (a subset of Noto Serif CJK JP, OFL): WOFF, so troika can read it. */
export const JA_FONT_FILE = 'noto-serif-jp-subset.woff';

/** Its address in the built app (precached for offline play). */
export const JA_FONT_URL = `${import.meta.env?.BASE_URL ?? '/'}fonts/${JA_FONT_FILE}`;

/**
 * The font for drei `<Text>` in a language, or undefined where troika's own Latin font does.
 * Never leave Japanese without it: troika would fetch missing glyphs from a CDN.
 */
export function textFontFor(lang: string): string | undefined {
  return lang === 'ja' ? JA_FONT_URL : undefined;
}
