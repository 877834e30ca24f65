import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { reducedMotionAtom, speedAtom, speedFactor } from '../../state/app/settings';

export interface EventQueue<E> {
  /** The event on stage, or null when the queue is empty. */
  pending: E | null;
  /** How long an event holds the stage at 1× (0 = bookkeeping, shown with the next one). */
  holdMs: (event: E) => number;
  /** With reduced motion, no event holds the stage longer than this. */
  reducedCapMs: number;
  advance: () => void;
  skip: () => void;
  /** Paused: the event on stage stays there (a roll still lands). */
  paused?: boolean;
  /** Events that wait for something (the dice tray): resolves when it is done, else null. */
  waitFor?: (event: E) => Promise<unknown> | null;
  /** How long the stage rests after such a wait, at 1× (a time, or one for each event). */
  restMs?: number | ((event: E) => number);
}

/**
 * Drives an event queue: each event is shown for its time scaled by the speed setting, waits
 * (dice rolls) are started once per event and then rest a moment; "instant" skips the queue.
 * Speed never touches the rules.
 */
export function useEventQueue<E>(queue: EventQueue<E>): void {
  const { pending, holdMs, reducedCapMs, advance, skip, paused = false, waitFor } = queue;
  const restMs = queue.restMs ?? 500;
  const speed = useAtomValue(speedAtom);
  const reduced = useAtomValue(reducedMotionAtom);
  const started = useRef<{ event: E; wait: Promise<unknown> | null } | null>(null);

  useEffect(() => {
    if (!pending) return;
    if (speed === 'instant') {
      skip();
      return;
    }
    const factor = speedFactor(speed);
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const showFor = (ms: number) => {
      if (ms <= 0) advance();
      else timer = setTimeout(() => live && advance(), ms);
    };
    if (started.current?.event !== pending)
      started.current = { event: pending, wait: waitFor ? waitFor(pending) : null };
    const wait = started.current.wait;
    if (wait) {
      void wait.then(() => {
        if (!live || paused) return;
        const rest = typeof restMs === 'number' ? restMs : restMs(pending);
        showFor(reduced ? 250 : rest / factor);
      });
    } else if (!paused) {
      const hold = holdMs(pending);
      showFor(reduced ? Math.min(reducedCapMs, hold) : hold / factor);
    }
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [pending, speed, reduced, paused, holdMs, reducedCapMs, restMs, waitFor, advance, skip]);
}
