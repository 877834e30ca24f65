import { MOTIVE_IDS, type Difficulty, type MotiveId } from '../../core/data';
import { parseLanguage } from '../../i18n/language';
import type { BotStrength } from '../bots/botStrength';
import type { UrlParams } from '../app/urlTypes';
import { parseAnimationSpeed, type AnimationSpeed } from '../app/settings';

/** `front` is the front door: the menu at `/` when the URL names no mode. */
export type AppMode =
  | 'front'
  | 'solo'
  | 'versus'
  | 'showcase'
  | 'learn'
  | 'flip'
  | 'online'
  | 'board'
  | 'daily'
  | 'replay'
  | 'dice-demo'
  | 'table-demo'
  | 'log'
  | 'crew'
  | 'pack';
const MODES: readonly AppMode[] = [
  'front',
  'solo',
  'versus',
  'showcase',
  'learn',
  'flip',
  'online',
  'board',
  'daily',
  'replay',
  'dice-demo',
  'table-demo',
  'log',
  'crew',
  'pack',
];
/** Without `mode=`, a URL naming one of these still opens a solo game, as it always has. */
const SOLO_PARAMS = ['seed', 'motive', 'difficulty', 'autoplay'];

export interface UrlOptions {
  mode: AppMode;
  seed: string | null;
  motive: MotiveId | null;
  difficulty: Difficulty | null;
  speed: AnimationSpeed | null;
  autoplay: boolean;
  debug: boolean;
  /** `continue=1`: resume the autosaved game at once (the front door's Continue). */
  resume: boolean;
  /** `game=ID` with `continue=1`: which unfinished game to resume (none: the latest saved). */
  game: string | null;
  /** `quality=low`: no shadows or antialiasing (slow software renderers, tests). */
  quality: 'high' | 'low';
  /** Versus seats: who plays the Nautilus and the Imperialist (`nautilus=`, `imperialist=`). */
  seats: { nautilus: 'human' | 'bot'; imperialist: 'human' | 'bot' };
  /** `bot=quick|strong`: how hard the page's bots think (null: the setup screen's default). */
  bot: BotStrength | null;
  /** One line per bad parameter; the default is used instead. */
  problems: string[];
}

/** Reads ARCHITECTURE.md §5 URL parameters; a bad value is reported and the default used. */
export function parseUrlOptions(params: UrlParams): UrlOptions {
  const problems: string[] = [];
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | null => {
    const raw = params.get(name);
    if (raw === null || raw === '') return null;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`Unknown ${name} "${raw}" (expected ${allowed.join(', ')}); using the default.`);
    return null;
  };
  const mode =
    pick('mode', MODES) ?? (SOLO_PARAMS.some((name) => params.has(name)) ? 'solo' : 'front');
  const motive = pick('motive', MOTIVE_IDS);
  const difficulty = pick<Difficulty>('difficulty', ['easy', 'normal', 'hard']);
  const rawSpeed = params.get('speed');
  const speed = rawSpeed === null ? null : (parseAnimationSpeed(rawSpeed) ?? null);
  if (rawSpeed !== null && speed === null)
    problems.push(`Unknown speed "${rawSpeed}" (expected 1, 2, 4, instant); using 1.`);
  const bot = pick<BotStrength>('bot', ['strong', 'quick']);
  const rawLang = params.get('lang');
  if (rawLang !== null && rawLang !== '' && !parseLanguage(rawLang))
    problems.push(`Unknown lang "${rawLang}" (expected en, ja); using the browser's language.`);
  let seed = params.get('seed');
  if (seed !== null && (seed.length === 0 || seed.length > 64)) {
    problems.push('The seed must be 1–64 characters; a new random seed is used.');
    seed = null;
  }
  const flag = (name: string) => {
    const raw = params.get(name);
    if (raw === null) return false;
    if (raw === '1' || raw === 'true') return true;
    if (raw !== '0' && raw !== 'false') problems.push(`${name} must be 1 or 0, got "${raw}".`);
    return false;
  };
  return {
    mode,
    seed,
    motive,
    difficulty,
    speed,
    autoplay: flag('autoplay'),
    debug: flag('debug'),
    resume: flag('continue'),
    game: gameParam(params.get('game'), problems),
    quality: pick<'high' | 'low'>('quality', ['high', 'low']) ?? 'high',
    seats: {
      nautilus: pick<'human' | 'bot'>('nautilus', ['human', 'bot']) ?? 'human',
      imperialist: pick<'human' | 'bot'>('imperialist', ['human', 'bot']) ?? 'bot',
    },
    bot,
    problems,
  };
}

function gameParam(raw: string | null, problems: string[]): string | null {
  if (raw === null || raw === '') return null;
  if (/^[0-9a-f]{1,32}$/.test(raw)) return raw;
  problems.push(`Unknown game "${raw}"; the latest saved game is used.`);
  return null;
}
