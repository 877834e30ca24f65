import type { createStore } from 'jotai';
import { parseLanguage, type Language } from '../../i18n/language';
import { pageUrl } from './pageUrl';
import {
  colourBlindAtom,
  langAtom,
  mutedAtom,
  parseAnimationSpeed,
  reducedMotionAtom,
  speedAtom,
  volumeAtom,
} from './settings';
import { browserStorage, STORAGE_KEYS } from './storage';

type Store = ReturnType<typeof createStore>;

interface StoredSettings {
  speed?: string;
  muted?: boolean;
  volume?: number;
  reducedMotion?: boolean;
  colourBlind?: boolean;
  lang?: string;
}

const SETTINGS_KEY = STORAGE_KEYS.settings;

function pageLanguage(): Language | undefined {
  return pageUrl().lang;
}

/**
 * Puts the settings saved on an earlier visit into `store`; anything unreadable is skipped. A
 * `lang=` in the URL (`urlLang`) wins over the saved language.
 */
export function restoreSettings(
  store: Store,
  urlLang: Language | undefined = pageLanguage(),
): void {
  try {
    const raw = browserStorage()?.getItem(SETTINGS_KEY);
    if (!raw) return;
    const saved = JSON.parse(raw) as StoredSettings;
    const speed = parseAnimationSpeed(saved.speed);
    if (speed) store.set(speedAtom, speed);
    if (typeof saved.muted === 'boolean') store.set(mutedAtom, saved.muted);
    if (typeof saved.volume === 'number' && saved.volume >= 0 && saved.volume <= 1)
      store.set(volumeAtom, saved.volume);
    if (typeof saved.reducedMotion === 'boolean') store.set(reducedMotionAtom, saved.reducedMotion);
    if (typeof saved.colourBlind === 'boolean') store.set(colourBlindAtom, saved.colourBlind);
    const lang = parseLanguage(saved.lang);
    if (lang && !urlLang) store.set(langAtom, lang);
  } catch {
    // A damaged entry is the same as none.
  }
}

/**
 * Saves the settings whenever the player changes one, on any screen. A `speed=` in the URL is
 * for that visit only and is not saved.
 */
export function keepSettings(
  store: Store,
  urlSpeed: string | null,
  urlLang: Language | undefined = pageLanguage(),
  saveSpeed = true,
): () => void {
  const save = () => {
    const speed = store.get(speedAtom);
    const settings: StoredSettings = {
      muted: store.get(mutedAtom),
      volume: store.get(volumeAtom),
      reducedMotion: store.get(reducedMotionAtom),
      colourBlind: store.get(colourBlindAtom),
    };
    // Like speed, a `lang=` in the URL is for that visit only.
    const lang = store.get(langAtom);
    const keptLang = lang !== urlLang ? lang : parseLanguage(readSaved().lang);
    if (keptLang) settings.lang = keptLang;
    if (saveSpeed && speed !== urlSpeed) settings.speed = speed;
    else {
      const previous = parseAnimationSpeed(readSaved().speed);
      if (previous) settings.speed = previous;
    }
    try {
      browserStorage()?.setItem(SETTINGS_KEY, JSON.stringify(settings));
    } catch {
      // Private windows may refuse storage; the settings still hold for this visit.
    }
  };
  const atoms = [
    speedAtom,
    mutedAtom,
    volumeAtom,
    reducedMotionAtom,
    colourBlindAtom,
    langAtom,
  ] as const;
  const stops = atoms.map((a) => store.sub(a, save));
  return () => stops.forEach((stop) => stop());
}

function readSaved(): StoredSettings {
  try {
    return JSON.parse(browserStorage()?.getItem(SETTINGS_KEY) ?? '{}') as StoredSettings;
  } catch {
    return {};
  }
}
