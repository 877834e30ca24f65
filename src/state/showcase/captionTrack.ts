import type { GameEvent } from '../../core';
import type { Caption } from '../nemo/events/eventEntry';

/** The least time any caption stays up at 1×, however short (issue 43 §3). */
export const CAPTION_MIN_MS = 2500;
/** …plus this much for each word it reads. */
export const CAPTION_WORD_MS = 150;

/**
 * How much a caption matters: a turning point of the voyage (an Act, the Motive, the end) is
 * always read; a headline (a card, a roll, a fight, a test) gives way only to a newer headline;
 * the rest (a marker moved, a Treasure drawn) gives way to anything newer. A blank (an event the
 * table stages without words) clears the strip once the caption before it has been read.
 */
export type CaptionRank = 'blank' | 'minor' | 'headline' | 'roll' | 'turningPoint';

const ORDER: Record<CaptionRank, number> = {
  blank: 0,
  minor: 0,
  headline: 1,
  roll: 1,
  turningPoint: 2,
};

const TURNING_POINTS: ReadonlySet<GameEvent['type']> = new Set([
  'ActBegan',
  'MotiveChanged',
  'GameEnded',
]);
const HEADLINES: ReadonlySet<GameEvent['type']> = new Set([
  'TurnStarted',
  'CardRevealed',
  'TestResolved',
  'CombatRound',
  'ShipSunk',
  'ShipRevealed',
  'HitTaken',
]);

export function captionRankOf(type: GameEvent['type']): CaptionRank {
  if (TURNING_POINTS.has(type)) return 'turningPoint';
  if (type === 'DiceRolled') return 'roll';
  return HEADLINES.has(type) ? 'headline' : 'minor';
}

/** How long a caption needs at 1× to be read: CAPTION_MIN_MS and a share per word. */
export function captionReadMs(text: string): number {
  const spaced = text.split(/\s+/).filter(Boolean).length;
  // A language written without spaces (Japanese) counts about six characters a word.
  const words = Math.max(spaced, Math.ceil(text.replace(/\s+/g, '').length / 6));
  return CAPTION_MIN_MS + CAPTION_WORD_MS * words;
}

export interface TrackCaption extends Caption {
  /** The event's index in the game's event log (a caption is offered once). */
  id: number;
  rank: CaptionRank;
}

export interface CaptionTrack {
  /** The caption on the strip, or null. */
  shown: TrackCaption | null;
  /** When it went up, on the show's clock (ms at 1×). */
  since: number;
  /** Captions waiting for the strip, oldest first. */
  waiting: TrackCaption[];
  /** The newest event id offered: an older or repeated offer changes nothing. */
  lastId: number;
}

export const EMPTY_TRACK: CaptionTrack = { shown: null, since: 0, waiting: [], lastId: -1 };

/**
 * When the shown caption has been read and may give way (the show's clock). A roll's caption,
 * which the dice tray's shot needs while the dice are in view, may take the strip once the
 * shown caption has had its CAPTION_MIN_MS, without its time per word.
 */
export function freeAt(track: CaptionTrack): number {
  if (!track.shown) return -Infinity;
  const roll = track.waiting.some((c) => c.rank === 'roll');
  return track.since + (roll ? CAPTION_MIN_MS : captionReadMs(track.shown.text));
}

/**
 * The next caption from those waiting: the turning points in order, else the newest of the
 * highest rank; the captions it overtakes are dropped, as is a waiting blank behind a caption.
 */
function takeNext(waiting: TrackCaption[]): { next: TrackCaption; rest: TrackCaption[] } | null {
  const turning = waiting.findIndex((c) => c.rank === 'turningPoint');
  if (turning >= 0)
    return {
      next: waiting[turning] as TrackCaption,
      rest: waiting.filter((c, i) => i !== turning && (i > turning || c.rank === 'turningPoint')),
    };
  let best = -1;
  for (let i = 0; i < waiting.length; i++) {
    const c = waiting[i] as TrackCaption;
    if (best < 0 || ORDER[c.rank] >= ORDER[(waiting[best] as TrackCaption).rank]) best = i;
  }
  if (best < 0) return null;
  return { next: waiting[best] as TrackCaption, rest: waiting.slice(best + 1) };
}

/** The track at `now`: once the shown caption has been read, the next waiting one goes up. */
export function tickTrack(track: CaptionTrack, now: number): CaptionTrack {
  let t = track;
  while (t.waiting.length > 0 && now >= freeAt(t)) {
    const taken = takeNext(t.waiting);
    if (!taken) break;
    // Up from now, when it is put up: a late tick never shortens its time.
    t = {
      ...t,
      shown: taken.next.rank === 'blank' ? null : taken.next,
      since: now,
      waiting: taken.rest,
    };
  }
  return t;
}

/**
 * Offers a caption at `now`: it goes up at once if the strip is free, else it waits its turn
 * (a caption on the strip is never cut short).
 */
export function offerCaption(
  track: CaptionTrack,
  caption: TrackCaption,
  now: number,
): CaptionTrack {
  if (caption.id <= track.lastId) return track;
  const offered = { ...track, lastId: caption.id };
  if (caption.rank === 'blank' && !track.shown && track.waiting.length === 0) return offered;
  return tickTrack({ ...offered, waiting: [...track.waiting, caption] }, now);
}

/** When `id`'s caption will have been on the strip `forMs` (the show's clock); null if dropped. */
export function seenBy(track: CaptionTrack, id: number, forMs: number): number | null {
  if (track.shown?.id === id) return track.since + forMs;
  const waiting = track.waiting.find((c) => c.id === id);
  if (!waiting) return null;
  // Next in line once the shown caption is read (a dice caption is the newest headline).
  return freeAt(track) + forMs;
}
