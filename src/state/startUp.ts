import type { createStore } from 'jotai';
import { urlLanguage } from '../i18n/language';
import { parseUrlOptions, type UrlOptions } from './game/urlParams';
import { speedAtom } from './settings';
import { keepSettings, restoreSettings } from './storedSettings';

type Store = ReturnType<typeof createStore>;

/**
 * The page's one start-up step, before the first frame: reads the URL once, puts the stored
 * settings into `store`, lets the URL's `speed` and `lang` win for this visit (unsaved), and keeps
 * saving the settings the player changes. Returns what the URL asks for (the screen to open).
 */
export function startUp(store: Store, search: string): UrlOptions {
  const options = parseUrlOptions(search);
  const urlLang = urlLanguage(search);
  restoreSettings(store, urlLang);
  if (options.speed) store.set(speedAtom, options.speed);
  keepSettings(store, options.speed, urlLang);
  return options;
}
