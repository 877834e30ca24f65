import { parseLanguage, type Language } from '../../i18n/language';
import { parseFlipUrlOptions, type FlipUrlOptions } from '../flip/flipUrlParams';
import { parseUrlOptions, type UrlOptions } from '../nemo/urlParams';
import { parseOnlineUrl, type OnlineUrlOptions } from '../online/onlineUrl';
import { parseCrewUrl, type CrewUrlOptions } from '../crew/crewUrl';
import { parseShowcaseOptions, type ShowcaseOptions } from '../showcase/showcaseOptions';
import { parseVoyageUrl, type VoyageUrlOptions } from '../voyage/voyageUrl';
import type { PageLocation, UrlParams } from './urlTypes';

/**
 * The page address, read in this one module (ARCHITECTURE.md §5): no other file reads
 * `location.search` or builds a `URLSearchParams`. The parsers of each screen's parameters take the
 * `UrlParams` read here; a bad value is reported in their `problems` and the default used.
 */

/** Everything the URL asks for, each part parsed the first time a screen asks for it. */
export interface PageUrl {
  /** The query string it was read from (`?mode=flip&players=2`, or ''). */
  readonly search: string;
  readonly params: UrlParams;
  /** The screen, the game and how the page runs (`mode`, `seed`, `speed`, `bot`, `lang`…). */
  readonly app: UrlOptions;
  /** `players`, `farragut`, `characters` (Flip Voyage). */
  readonly flip: FlipUrlOptions;
  /** `room`, `seat`, `server`, `delay`, `canvas` (online play). */
  readonly online: OnlineUrlOptions;
  /** `bg`, `variant`, `show` (the showcase). */
  readonly showcase: ShowcaseOptions;
  /** `crew=vote`, `crewSeconds`, `streamDelay`, `chat`, `chatHost`, `streamer`, `crewVotes` (a show's crew vote). */
  readonly crew: CrewUrlOptions;
  /** `of`, `id`, `record`, `server` (the voyage boards). */
  readonly voyage: VoyageUrlOptions;
  /** `lang=`, when it names a language we speak. */
  readonly lang: Language | undefined;
  /** `lesson=`: the lesson to open at once (the learn screen checks the id). */
  readonly lesson: string | null;
  /** `then=sail`: the front door's "Learn first, then set sail". */
  readonly thenSail: boolean;
}

/** The parameters of a query string (`?a=1&b=2`, with or without the `?`). */
export function urlParams(search: string): UrlParams {
  return new URLSearchParams(search);
}

/** A query string without its `?` from names and values, in their order (`a=1&b=2`, or ''). */
export function queryOf(entries: Record<string, string>): string {
  return new URLSearchParams(entries).toString();
}

/** This page's query string; '' outside a browser. */
export function pageSearch(): string {
  return typeof window === 'undefined' || !window.location ? '' : window.location.search;
}

/** This page's full address (the base of links to share). */
export function pageAddress(): string {
  return typeof window === 'undefined' || !window.location
    ? 'http://localhost/'
    : window.location.href;
}

/** This page's protocol and host name. */
export function pageLocation(): PageLocation {
  return typeof window === 'undefined' || !window.location
    ? { protocol: 'http:', hostname: 'localhost' }
    : window.location;
}

/** Reads a query string into a `PageUrl`; `location` is the page's (for the default servers). */
export function readPageUrl(search: string, location: PageLocation = pageLocation()): PageUrl {
  const params = urlParams(search);
  const parts: Partial<
    Record<'app' | 'flip' | 'online' | 'showcase' | 'voyage' | 'crew', unknown>
  > = {};
  const once = <T>(name: keyof typeof parts, parse: () => T): T => {
    if (!(name in parts)) parts[name] = parse();
    return parts[name] as T;
  };
  return {
    search,
    params,
    get app() {
      return once('app', () => parseUrlOptions(params));
    },
    // Flip's messages are translated, so it is read after the language is loaded, not at start-up.
    get flip() {
      return once('flip', () => parseFlipUrlOptions(params));
    },
    get online() {
      return once('online', () => parseOnlineUrl(params));
    },
    get showcase() {
      return once('showcase', () => parseShowcaseOptions(params));
    },
    get crew() {
      return once('crew', () => parseCrewUrl(params));
    },
    get voyage() {
      return once('voyage', () => parseVoyageUrl(params, location));
    },
    lang: parseLanguage(params.get('lang')),
    lesson: params.get('lesson'),
    thenSail: params.get('then') === 'sail',
  };
}

let current: PageUrl | null = null;

/** This page's URL, read once (read again only when the address changes, e.g. a joined room). */
export function pageUrl(): PageUrl {
  const search = pageSearch();
  if (current?.search !== search) current = readPageUrl(search);
  return current;
}
