import { cyrb128, fmix32, hashString, mixSeeds, splitMix32 } from './mix';
import { rngFromWords, type RngState } from './prng';

/**
 * Every seed a game uses, and how each is derived. One game seed (the text or number a
 * player types or shares) decides everything; each consumer gets its own stream, so
 * showing a throw or asking a bot never moves the rules' generator.
 *
 * | stream | derived from | used by |
 * |---|---|---|
 * | rules | `rulesRng(gameSeed)` | Nemo's War state (`GameState.rng`) |
 * | Flip rules | `flipRulesRng(seed)` | Flip Voyage state |
 * | dice throw | `throwSeed(gameSeed, rollIndex)` → `presentationRng(seed)` | the physics tray |
 * | bots | `botRng(purpose, gameSeed, …)` | sims, bench, the search bots |
 * | page bots | `pageBotRng(gameSeed, seat)` | the quick bot of each seat (autoplay, shows, versus) |
 * | server bots | `roomBotRng(gameSeed, actionCount)` | a room's bot seat, one stream per move |
 * | Flip bots | `flipBotRng(seed)` | Flip Voyage sims |
 * | voyage of the day | a server secret and the date (server/daily/dailyDeal.ts, never in the page); `seedPick(seed, purpose, choices)` | the day's Motive and difficulty |
 */

/** The Nemo's War rules stream: cyrb128 of the seed text. */
export function rulesRng(gameSeed: string | number): RngState {
  const [a, b, c, d] = cyrb128(String(gameSeed));
  return rngFromWords(a, b, c, d);
}

/** The Flip Voyage rules stream: its numeric seed expanded with SplitMix32. */
export function flipRulesRng(seed: number): RngState {
  const [a = 0, b = 0, c = 0, d = 0] = splitMix32(seed, 4);
  return rngFromWords(a, b, c, d);
}

/**
 * Presentation seed of one dice roll: from the game seed and the roll's index, so a replay
 * shows the same throws. Never consumes the rules stream.
 */
export function throwSeed(gameSeed: string | number, rollIndex: number): number {
  if (!Number.isInteger(rollIndex) || rollIndex < 0) {
    throw new Error(`throwSeed: rollIndex must be a non-negative integer, got ${rollIndex}`);
  }
  const base =
    typeof gameSeed === 'number' && Number.isInteger(gameSeed)
      ? mixSeeds(gameSeed >>> 0, Math.floor(gameSeed / 4294967296) >>> 0)
      : hashString(String(gameSeed));
  return mixSeeds(base, rollIndex >>> 0);
}

/** A presentation stream (dice throws, re-throws) from one uint32 seed. */
export function presentationRng(seed: number): RngState {
  return rngFromWords(
    fmix32(seed ^ 0x9e3779b9),
    fmix32(seed + 0x243f6a88),
    fmix32(seed ^ 0xb7e15162),
    1,
  );
}

/** Who asks for a bot stream; each gets its own, so two bots never share choices. */
export type BotPurpose = 'autoplay' | 'policy' | 'bench';

/**
 * A bot's stream: `botRng('autoplay', seed)` for the page's Nautilus bot (autoplay and shows),
 * `botRng('autoplay', seed, 'imperialist')` for its Imperialist, `botRng('policy', seed, game)`
 * for the sim's `game`-th game, `botRng('bench', seed)` for the bench.
 */
export function botRng(
  purpose: BotPurpose,
  gameSeed: string | number,
  ...parts: (string | number)[]
): RngState {
  return rulesRng([purpose, gameSeed, ...parts].join(':'));
}

/** The stream each seat's quick bot in the page draws from: the same game seed, the same choices. */
export function pageBotRng(gameSeed: string, seat: string): RngState {
  return seat === 'nautilus' ? botRng('autoplay', gameSeed) : botRng('autoplay', gameSeed, seat);
}

/** A game server room's bot stream for the move after `actionCount` actions. */
export function roomBotRng(gameSeed: string, actionCount: number): RngState {
  return rulesRng(`${gameSeed}:bot:${actionCount}`);
}

/** A Flip Voyage sim's policy stream for the game with numeric seed `seed`. */
export function flipBotRng(seed: number): RngState {
  return flipRulesRng(seed ^ 0x5bd1e995);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `date` is a real calendar day written `YYYY-MM-DD` (the UTC date of a daily voyage). */
export function isDayText(date: string): boolean {
  const match = DAY_PATTERN.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return daysInMonth !== undefined && d >= 1 && d <= daysInMonth;
}

/** What a seed picks for `purpose` (e.g. the voyage of the day's Motive) from `choices`. */
export function seedPick<T>(seed: string, purpose: string, choices: readonly T[]): T {
  const chosen = choices[hashString(`${seed}:${purpose}`) % choices.length];
  if (chosen === undefined) throw new Error(`seedPick: no choices for ${purpose}`);
  return chosen;
}
