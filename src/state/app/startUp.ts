import type { createStore } from 'jotai';
import type { UrlOptions } from '../nemo/urlParams';
import type { PageUrl } from './pageUrl';
import { langAtom, speedAtom } from './settings';
import { keepSettings, restoreSettings } from './storedSettings';

type Store = ReturnType<typeof createStore>;

/**
 * The page's one start-up step, before the first frame: takes the URL read once by `pageUrl()`,
 * puts the stored settings into `store`, lets the URL's `speed` and `lang` win for this visit
 * (unsaved), and keeps saving the settings the player changes. Returns what the URL asks for (the
 * screen to open). A show (a replay, the showcase) keeps its own pace: the URL's speed or 1×,
 * never the game speed the player set, and a speed changed there is not saved.
 */
export function startUp(store: Store, url: PageUrl): UrlOptions {
  const options = url.app;
  const show = options.mode === 'replay' || options.mode === 'showcase';
  restoreSettings(store, url.lang);
  if (url.lang) store.set(langAtom, url.lang);
  if (options.speed || show) store.set(speedAtom, options.speed ?? '1');
  keepSettings(store, options.speed, url.lang, !show);
  return options;
}
