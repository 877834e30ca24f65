import { describe, expect, test } from 'vitest';
import type { GameEvent, GameState } from '../../../../src/core/types';
import {
  EVENT_CATALOGUE,
  captionOf,
  holdMsOf,
  shotOf,
} from '../../../../src/state/nemo/events/eventCatalogue';
import { STAGING, stagedHoldMs, stagingOf } from '../../../../src/state/nemo/events/stagingOf';
import { ANIMATION_SPEEDS } from '../../../../src/state/app/settings';

const TYPES = Object.keys(EVENT_CATALOGUE) as GameEvent['type'][];

describe('the staging table', () => {
  test('has a staging for every event kind in the catalogue, and nothing else', () => {
    expect(Object.keys(STAGING).sort()).toEqual([...TYPES].sort());
  });

  test('plays the moments a player watches for with their own staging', () => {
    expect({
      CardRevealed: STAGING.CardRevealed.kind,
      ShipRevealed: STAGING.ShipRevealed.kind,
      ShipPlaced: STAGING.ShipPlaced.kind,
      CombatRound: STAGING.CombatRound.kind,
      HitTaken: STAGING.HitTaken.kind,
      ShipSunk: STAGING.ShipSunk.kind,
      NotorietyThreshold: STAGING.NotorietyThreshold.kind,
      SquadronMoved: STAGING.SquadronMoved.kind,
      ShipMoved: STAGING.ShipMoved.kind,
      ActBegan: STAGING.ActBegan.kind,
    }).toEqual({
      CardRevealed: 'cardReveal',
      ShipRevealed: 'shipReveal',
      ShipPlaced: 'placement',
      CombatRound: 'combat',
      HitTaken: 'hit',
      ShipSunk: 'sinking',
      NotorietyThreshold: 'threshold',
      SquadronMoved: 'squadronSails',
      ShipMoved: 'shipSails',
      ActBegan: 'mapChange',
    });
    for (const type of TYPES) {
      if (STAGING[type].kind !== 'still' && STAGING[type].kind !== 'dice')
        expect(STAGING[type].ms, type).toBeGreaterThan(0);
    }
  });

  test('scales every staging with the speed setting, and instant shows final poses only', () => {
    for (const type of TYPES) {
      const at1 = stagingOf({ type }, '1', false).durationMs;
      expect(at1).toBe(STAGING[type].ms);
      expect(stagingOf({ type }, '2', false).durationMs).toBeCloseTo(at1 / 2);
      expect(stagingOf({ type }, '4', false).durationMs).toBeCloseTo(at1 / 4);
      expect(stagingOf({ type }, 'instant', false).durationMs).toBe(0);
    }
    expect(stagingOf({ type: 'ShipSunk' }, '1', false).durationMs).toBeGreaterThan(1000);
  });

  test('plays nothing with reduced motion, at any speed', () => {
    for (const type of TYPES)
      for (const speed of ANIMATION_SPEEDS) {
        const staging = stagingOf({ type }, speed, true);
        expect(staging.durationMs).toBe(0);
        expect(staging.kind).toBe(STAGING[type].kind);
      }
  });

  test('holds an event on stage long enough for its staging, and leaves bookkeeping instant', () => {
    for (const type of TYPES) {
      const event = { type } as GameEvent;
      const hold = holdMsOf(event);
      const staged = stagedHoldMs(event, hold);
      if (type === 'NotorietyThreshold' || type === 'ActBegan')
        expect(staged, type).toBe(Math.max(hold, STAGING[type].ms));
      else if (hold === 0) expect(staged, type).toBe(0);
      else expect(staged, type).toBeGreaterThanOrEqual(hold);
      if (hold > 0 && STAGING[type].kind !== 'cardReveal')
        expect(staged, type).toBeGreaterThanOrEqual(STAGING[type].ms);
    }
    expect(stagedHoldMs({ type: 'ShipSunk' }, 550)).toBe(1400);
  });

  test('stages an Imperialist Hunt as a pursuit that holds the stage, and no other Imperialist action', () => {
    const hunt: GameEvent = { type: 'ImperialistAction', action: 'hunt', cost: 2 };
    const move: GameEvent = { type: 'ImperialistAction', action: 'moveSquadron', cost: 1 };
    expect(stagingOf(hunt, '1', false).kind).toBe('pursuit');
    expect(stagingOf(hunt, '1', false).durationMs).toBeGreaterThan(1000);
    expect(stagingOf(hunt, 'instant', false).durationMs).toBe(0);
    expect(stagedHoldMs(hunt, holdMsOf(hunt))).toBeGreaterThan(1000);
    expect(stagingOf(move, '1', false).kind).toBe('still');
    expect(stagedHoldMs(move, holdMsOf(move))).toBe(0);
    // The table names the Hunt, and a show frames the Nautilus' Ocean for it.
    const state = { nautilus: 'indianOcean' } as GameState;
    expect(captionOf(hunt, state)?.kicker).toBe('Hunt');
    expect(captionOf(move, state)).toBeNull();
    expect(shotOf(hunt, state)).toEqual({ kind: 'ocean', id: 'indianOcean' });
    expect(shotOf(move, state)).toBeNull();
  });
});
