import type { GameEvent } from '../../core';
import { waitsForDice } from '../nemo/events/eventCatalogue';
import type { EventOf } from '../nemo/events/eventEntry';
import { createShowPacer } from './showPacer';
import { BOT_THINK_MS } from './showcaseTiming';

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
  /** Dice tumbling in the tray, then resting in view. */
  diceMs: number;
  totalMs: number;
}

/**
 * How long a show of these events and decisions runs at 1×, as the showcase paces it (its
 * ShowPacer): each event holds the stage for its time, a tray roll plays its recorded throw
 * (`rollMs`) and rests, and the bot waits before each decision. The search bot's own thinking
 * time comes on top.
 */
export function showPace(
  events: readonly GameEvent[],
  decisions: number,
  rollMs: (event: EventOf<'DiceRolled'>) => number,
): ShowPace {
  const pacer = createShowPacer();
  let holdMs = 0;
  let diceMs = 0;
  let rolls = 0;
  for (const event of events) {
    if (waitsForDice(event)) {
      rolls++;
      diceMs += rollMs(event) + pacer.restMs(event);
    } else holdMs += pacer.holdMs(event);
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
  };
}
