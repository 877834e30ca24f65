import type { GameEvent, GameState } from '../../core';
import { describeEvent } from './events/eventCatalogue';

/** How many events after the bot's last action its trace stays up (the Nautilus's turn begins). */
const LINGER = 14;

/**
 * What the Imperialist did last, as the log words it: its latest action and what that did on
 * the table, or how its turn ended. Null once the game has moved well past it.
 */
export function botTurnTrace(events: readonly GameEvent[], state: GameState): string[] | null {
  let last = -1;
  for (let i = events.length - 1; i >= 0 && i >= events.length - LINGER; i--) {
    const type = events[i]?.type;
    if (type === 'ImperialistAction' || type === 'ImperialistPhaseEnded') {
      last = i;
      break;
    }
  }
  if (last < 0) return null;
  const describe = (from: number, to: number) =>
    events
      .slice(from, to)
      .filter((e) => e.type !== 'ImperialistApSet')
      .map((e) => describeEvent(e, state))
      .filter((t): t is string => Boolean(t));
  const ended = events[last];
  if (ended?.type !== 'ImperialistPhaseEnded') {
    const lines = describe(last, events.length).slice(0, 3);
    return lines.length ? lines : null;
  }
  // The turn is over: its last action, what that did, and how the turn ended.
  let start = last;
  for (let i = last - 1; i >= 0 && i >= last - LINGER; i--) {
    if (events[i]?.type === 'ImperialistAction') {
      start = i;
      break;
    }
  }
  return [...describe(start, last).slice(0, 2), ...describe(last, last + 1)];
}
