import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import type { GameEvent } from '../../core';
import { speedAtom, speedFactor } from '../../state/app/settings';
import { pendingEventAtom, shownEventsAtom, shownStateAtom } from '../../state/nemo/gameAtoms';
import { captionOf, showcaseHoldMsOf, waitsForDice } from '../../state/nemo/events/eventCatalogue';
import { rollThrownCaption } from '../../state/nemo/events/viewerCaptions';
import { lowerThirdAtom, showcasePausedAtom } from '../../state/showcase/showcaseAtoms';
import {
  EMPTY_TRACK,
  captionRankOf,
  freeAt,
  offerCaption,
  seenBy,
  tickTrack,
  type CaptionTrack,
} from '../../state/showcase/captionTrack';

export interface CaptionTiming {
  /** A roll in the tray has landed: its caption now names the dice. */
  landed(event: GameEvent): void;
  /** How much longer (the show's ms at 1×) the landed roll must stay in view for its caption to have been up `seenMs`. */
  diceCaptionMs(event: GameEvent, seenMs: number): number;
}

/**
 * The show's lower third, kept to a caption track: each caption stays up long enough to be read
 * (`captionReadMs`), the ones that come meanwhile wait their turn (a turning point of the voyage
 * is never dropped), and a roll's caption goes up as its dice are thrown, so the dice tray's
 * shot shows its own words. The track runs on the show's clock: speed scales it, pause stops it.
 */
export function useCaptionTrack(): CaptionTiming {
  const store = useStore();
  const setShown = useSetAtom(lowerThirdAtom);
  const speed = useAtomValue(speedAtom);
  const paused = useAtomValue(showcasePausedAtom);
  const events = useAtomValue(shownEventsAtom);
  const pending = useAtomValue(pendingEventAtom);
  const track = useRef<CaptionTrack>(EMPTY_TRACK);
  const clock = useRef({ base: 0, at: performance.now(), rate: 1 });
  const timer = useRef<number | null>(null);

  const now = useCallback(() => {
    const c = clock.current;
    return c.base + (performance.now() - c.at) * c.rate;
  }, []);

  const publish = useCallback(() => {
    const t = tickTrack(track.current, now());
    track.current = t;
    const shown = t.shown ? { kicker: t.shown.kicker, text: t.shown.text, id: t.shown.id } : null;
    const before = store.get(lowerThirdAtom);
    if (before?.id !== shown?.id || before?.text !== shown?.text) setShown(shown);
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    const rate = clock.current.rate;
    if (t.waiting.length > 0 && rate > 0)
      timer.current = window.setTimeout(publish, Math.max(0, (freeAt(t) - now()) / rate) + 5);
  }, [now, setShown, store]);

  // The show's clock: speed scales it; pause (and instant, which shows no captions) stops it.
  useEffect(() => {
    const c = clock.current;
    const at = performance.now();
    clock.current = {
      base: c.base + (at - c.at) * c.rate,
      at,
      rate: paused || speed === 'instant' ? 0 : speedFactor(speed),
    };
    publish();
  }, [speed, paused, publish]);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  // Each event the table has shown offers its caption (a staged event without words, a blank).
  useEffect(() => {
    const state = store.get(shownStateAtom);
    if (events.length <= track.current.lastId) track.current = EMPTY_TRACK;
    if (!state) return;
    let t = track.current;
    for (let id = t.lastId + 1; id < events.length; id++) {
      const event = events[id] as GameEvent;
      const caption = captionOf(event, state);
      if (caption) t = offerCaption(t, { ...caption, id, rank: captionRankOf(event.type) }, now());
      else if (showcaseHoldMsOf(event) > 0)
        t = offerCaption(t, { kicker: '', text: '', id, rank: 'blank' }, now());
    }
    track.current = t;
    publish();
  }, [events, store, now, publish]);

  // A roll's caption goes up as its dice are thrown (values once they land).
  useEffect(() => {
    if (!pending || !waitsForDice(pending)) return;
    const id = store.get(shownEventsAtom).length;
    track.current = offerCaption(
      track.current,
      { ...rollThrownCaption(pending), id, rank: 'roll' },
      now(),
    );
    publish();
  }, [pending, store, now, publish]);

  const landed = useCallback(
    (event: GameEvent) => {
      const state = store.get(shownStateAtom);
      const caption = state ? captionOf(event, state) : null;
      if (!caption) return;
      const id = store.get(shownEventsAtom).length;
      const t = track.current;
      const swap = <C extends { id: number }>(c: C): C => (c.id === id ? { ...c, ...caption } : c);
      track.current = { ...t, shown: t.shown && swap(t.shown), waiting: t.waiting.map(swap) };
      publish();
    },
    [store, publish],
  );

  const diceCaptionMs = useCallback(
    (_event: GameEvent, seenMs: number) => {
      const id = store.get(shownEventsAtom).length;
      const seen = seenBy(track.current, id, seenMs);
      return seen === null ? 0 : Math.max(0, seen - now());
    },
    [store, now],
  );

  return { landed, diceCaptionMs };
}
