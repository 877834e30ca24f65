import { describe, expect, test } from 'vitest';
import { showPaceOf } from '../../../scripts/sim/showPaceOf';
import { showHoldMs } from '../../../src/state/showcase/showHoldMs';
import { showPace } from '../../../src/state/showcase/showPace';
import {
  BOT_THINK_MS,
  DICE_REST_MS,
  SHOW_HOLD_SCALE,
} from '../../../src/state/showcase/showcaseTiming';
import { showcaseHoldMsOf } from '../../../src/state/events/eventCatalogue';
import { stagingSpecOf } from '../../../src/state/events/stagingOf';
import { DEFAULT_SHOWCASE_SEED } from '../../../src/state/showcase/showcaseOptions';
import { GAME_EVENT_SAMPLES } from '../events/gameEventSamples';

const MINUTE = 60_000;

describe('the show pace', () => {
  test('a show holds each event for its share of the catalogue time, never cutting its staging short', () => {
    const sunk = GAME_EVENT_SAMPLES.ShipSunk;
    const turn = GAME_EVENT_SAMPLES.TurnStarted;
    expect(showHoldMs(turn)).toBe(Math.round(showcaseHoldMsOf(turn) * SHOW_HOLD_SCALE));
    expect(showHoldMs(sunk)).toBeGreaterThanOrEqual(stagingSpecOf(sunk).ms);
    expect(showHoldMs(GAME_EVENT_SAMPLES.PhaseStarted)).toBe(0);
  });

  test("a roll costs its throw and rest, a decision the bot's pause, an event its hold", () => {
    const events = [GAME_EVENT_SAMPLES.DiceRolled, GAME_EVENT_SAMPLES.TurnStarted];
    const pace = showPace(events, 3, () => 1500);
    expect(pace.rolls).toBe(1);
    expect(pace.diceMs).toBe(1500 + DICE_REST_MS);
    expect(pace.thinkMs).toBe(3 * BOT_THINK_MS);
    expect(pace.holdMs).toBe(showHoldMs(GAME_EVENT_SAMPLES.TurnStarted));
    expect(pace.totalMs).toBe(pace.diceMs + pace.thinkMs + pace.holdMs);
  });

  // Issue 27: "a whole voyage in 10–12 minutes at 1×". Whole Explore voyages (22–25 turns) of
  // fresh shows, played by the quick bot in Node with every roll's recorded throw.
  test.each(['show-000003', 'show-000004', 'show-000005'])(
    'the whole voyage %s runs 10–12 minutes at 1×',
    (seed) => {
      const pace = showPaceOf(seed, 'explore');
      expect(pace.turn).toBeGreaterThanOrEqual(22);
      expect(pace.totalMs).toBeGreaterThanOrEqual(10 * MINUTE);
      expect(pace.totalMs).toBeLessThanOrEqual(12 * MINUTE);
    },
  );

  test('the curated show, a 25-turn voyage through the Finale, stays under 14 minutes', () => {
    const pace = showPaceOf(DEFAULT_SHOWCASE_SEED, 'explore');
    expect(pace.turn).toBe(25);
    expect(pace.totalMs).toBeLessThan(14 * MINUTE);
  });
});
