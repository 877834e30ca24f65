/**
 * Every key the page keeps in the browser, in one list (ARCHITECTURE.md §5). New keys are named
 * `nemo.<name>`; the older ones keep the names they were saved under, so that a player's saved
 * games, settings and progress survive an update.
 */
export const STORAGE_KEYS = {
  /** Older versions' one Nemo's War autosave (a record): read once into `autosaves`. */
  autosave: 'nemos-war-3d.autosave.v1',
  /** Nemo's War's unfinished games, one autosave each (at most `MAX_AUTOSAVES`). */
  autosaves: 'nemo.autosaves',
  /** The Flip Voyage in progress (a record). */
  flipAutosave: 'nemos-war-3d.flip.autosave.v1',
  /** How far each lesson got. */
  learnProgress: 'nemos-war-3d.learn.progress.v1',
  /** Speed, sound, motion, colour marks and language. */
  settings: 'nemos-war-3d.settings.v1',
  /** The step setting, `on|off`. */
  stepMode: 'nemo.stepMode',
  /** In sessionStorage: the online seat this tab rejoins after a reload. */
  onlineSeat: 'nemo-online',
  /** This browser's player id on the known-seed boards (its own rows are marked). */
  playerId: 'nemo.playerId',
  /** The name last used on a board. */
  voyageName: 'nemo.voyageName',
  /** Board submissions waiting for the server, and the ones it answered. */
  voyageSubmissions: 'nemo.voyageSubmissions',
  /**
   * The days whose official voyage of the day was begun here, and its board entry once ranked
   * (a note for the page's wording; the server alone decides who may play).
   */
  dailyAttempts: 'nemo.dailyAttempts',
  /** In sessionStorage: the official voyage of the day this tab comes back to after a reload. */
  dailySeat: 'nemo.dailySeat',
  /** The captain's log of finished voyages. */
  captainsLog: 'nemo.captainsLog',
  /** The crew vote's device id: a random string this phone made, one vote per decision. */
  crewDevice: 'nemo.crewDevice',
  /** A captain's log that failed to load, kept aside rather than lost. */
  captainsLogAside: 'nemo.captainsLog.corrupt',
  /** The content pack last loaded on a setup screen, and whether the next game plays with it. */
  contentPack: 'nemo.contentPack',
  /** The content pack open in the editor (`?mode=pack`), kept between visits. */
  packDraft: 'nemo.packDraft',
  /** Finale rates measured for content packs on this device (by pack hash, Motive, difficulty). */
  packOdds: 'nemo.packOdds',
} as const;

/** The subset of the Web Storage API the page uses (tests pass a Map-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's localStorage, or null where there is none or it is refused. */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The browser's sessionStorage (this tab only), or null where there is none or it is refused. */
export function tabStorage(): KeyValueStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
