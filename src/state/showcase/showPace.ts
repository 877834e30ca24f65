import type { GameEvent } from '../../core';
import { waitsForDice } from '../nemo/events/eventCatalogue';
import type { Caption, EventOf } from '../nemo/events/eventEntry';
import { createShowPacer } from './showPacer';
import { BOT_THINK_MS } from './showcaseTiming';
import {
  EMPTY_TRACK,
  freeAt,
  captionRankOf,
  offerCaption,
  seenBy,
  tickTrack,
  type CaptionTrack,
} from './captionTrack';

/** Where a show's time goes at 1×, in milliseconds, and what it is made of. */
export interface ShowPace {
  decisions: number;
  events: number;
  /** Rolls thrown in the physics tray. */
  rolls: number;
  /** Events holding the stage (captions, stagings, cards). */
  holdMs: number;
  /** The bots' pause before each decision. */
  thinkMs: number;
  /** Dice tumbling in the tray, then resting in view (until their caption has been read). */
  diceMs: number;
  totalMs: number;
  /** Captions put up on the strip, and the most that went up in any five seconds. */
  captionsShown: number;
  captionsInFiveSeconds: number;
}

/**
 * How long a show of these events and decisions runs at 1×, as the showcase paces it (its
 * ShowPacer and caption track): each event holds the stage for its time, a tray roll plays its
 * recorded throw (`rollMs`) and rests until its caption has been up a while, and the bot waits
 * before each decision. The search bot's own thinking time comes on top. `captionOf` (the
 * event's caption, or null) lets the captions' strip be timed too, and `thinksBefore` (the
 * indices of events that follow a bot's decision) lets its clock run through the bot's pause.
 */
export function showPace(
  events: readonly GameEvent[],
  decisions: number,
  rollMs: (event: EventOf<'DiceRolled'>) => number,
  captionOf: (event: GameEvent, index: number) => Caption | null = () => null,
  thinksBefore: ReadonlySet<number> = new Set(),
): ShowPace {
  const pacer = createShowPacer();
  let holdMs = 0;
  let diceMs = 0;
  let rolls = 0;
  let now = 0;
  let track: CaptionTrack = EMPTY_TRACK;
  const ups: number[] = [];
  const advance = (to: number) => {
    // Every caption that goes up on the way, at its own time.
    while (track.waiting.length > 0 && freeAt(track) <= to) {
      const at = Math.max(now, freeAt(track));
      const before = track;
      track = tickTrack(track, at);
      if (track.shown && track.shown !== before.shown) ups.push(track.since);
      now = at;
      if (track === before) break;
    }
    now = to;
  };
  const offer = (event: GameEvent, index: number) => {
    const caption = captionOf(event, index);
    const before = track.shown;
    track = offerCaption(
      track,
      caption
        ? { ...caption, id: index, rank: captionRankOf(event.type) }
        : { kicker: '', text: '', id: index, rank: 'blank' },
      now,
    );
    if (track.shown && track.shown !== before) ups.push(track.since);
  };
  events.forEach((event, index) => {
    // The bot's pause before the decision that led here: the strip's clock runs on meanwhile.
    if (thinksBefore.has(index)) advance(now + BOT_THINK_MS);
    if (waitsForDice(event)) {
      rolls++;
      // The roll's caption is offered as the dice are thrown (it names their values once they land).
      offer(event, index);
      const landed = now + rollMs(event);
      advance(landed);
      const seen = seenBy(track, index, pacer.captionSeenMs());
      const paced = pacer.restMs(event);
      const rest = Math.max(paced, seen === null ? 0 : seen - landed);
      pacer.late(rest - paced);
      advance(landed + rest);
      diceMs += landed + rest - (landed - rollMs(event));
    } else {
      const hold = pacer.holdMs(event);
      holdMs += hold;
      advance(now + hold);
      if (hold > 0 || captionOf(event, index)) offer(event, index);
    }
  });
  let most = 0;
  for (let i = 0, j = 0; i < ups.length; i++) {
    while ((ups[i] ?? 0) - (ups[j] ?? 0) >= 5000) j++;
    most = Math.max(most, i - j + 1);
  }
  const thinkMs = decisions * BOT_THINK_MS;
  return {
    decisions,
    events: events.length,
    rolls,
    holdMs,
    thinkMs,
    diceMs,
    totalMs: holdMs + thinkMs + diceMs,
    captionsShown: ups.length,
    captionsInFiveSeconds: most,
  };
}
