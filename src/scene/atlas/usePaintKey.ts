import { useEffect, useState } from 'react';
import { i18n } from '../../i18n/i18n';

/**
 * Changes whenever words painted on a canvas must be painted again: the language changed, or the
 * bundled Japanese font finished loading (a canvas painted before it shows no Japanese glyphs).
 */
export function usePaintKey(): string {
  const [lang, setLang] = useState(i18n.language);
  const [fontLoads, setFontLoads] = useState(0);
  useEffect(() => {
    const changed = (next: string) => setLang(next);
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, []);
  useEffect(() => {
    if (lang !== 'ja' || typeof document === 'undefined' || !document.fonts) return;
    let live = true;
    const loaded = () => {
      if (live) setFontLoads((n) => n + 1);
    };
    void document.fonts.load("16px 'Nemo Serif JP'", '航海').then(loaded, loaded);
    return () => {
      live = false;
    };
  }, [lang]);
  return `${lang}.${fontLoads}`;
}
