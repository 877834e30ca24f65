import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { dailyPicksOf, dailySetupOf } from '../../../src/core/dailyVoyage';
import { applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { startSession, toRecord } from '../../../src/core/session';
import type { Action } from '../../../src/core/types';
import { botRng } from '../../../src/kernel/seeds';
import { nemoSession } from '../../../src/state/nemo/gameAtoms';
import {
  openReplayAtom,
  openReplayTextAtom,
  playNextRecordedAtom,
  replayDoneAtom,
  replayShowAtom,
  seekReplayAtom,
} from '../../../src/state/voyage/replayAtoms';

/** A voyage of the day's shape for a made-up seed (the real seeds are the server's secret). */
function dailySetup(date: string) {
  const seed = `test-daily-${date}`;
  const picks = dailyPicksOf(seed);
  return dailySetupOf(seed, picks.motive, picks.difficulty);
}

/** The first 200 actions of a greedy voyage of the day (enough to reach a few turns). */
function partRecord() {
  const session = startSession(dailySetup('2026-12-05'));
  const rng = botRng('policy', 'replay-test', 0);
  const actions: Action[] = [];
  for (let i = 0; i < 200; i++) {
    const d = currentDecision(session.state);
    if (!d || session.state.result) break;
    const action = chooseGreedy(session.state, d, rng);
    applyActionInPlace(session.state, action, []);
    actions.push(action);
  }
  return toRecord({ ...session, actions });
}

describe('a replay', () => {
  test('plays the recorded actions in order and jumps to a turn', () => {
    const store = createStore();
    store.set(nemoSession.storageAtom, null);
    const record = partRecord();
    store.set(openReplayAtom, record);
    expect(store.get(nemoSession.sessionReadAtom)?.actions).toHaveLength(0);
    store.set(playNextRecordedAtom);
    store.set(playNextRecordedAtom);
    expect(store.get(nemoSession.sessionReadAtom)?.actions).toEqual(record.actions.slice(0, 2));
    const show = store.get(replayShowAtom);
    const lastTurn = Math.max(...(show?.turnOfAction ?? []));
    expect(lastTurn).toBeGreaterThan(1);
    store.set(seekReplayAtom, { turn: lastTurn });
    const state = store.get(nemoSession.latestStateAtom);
    expect(state?.turn).toBe(lastTurn);
    store.set(seekReplayAtom, { action: record.actions.length });
    expect(store.get(replayDoneAtom)).toBe(true);
  });

  test('refuses a tampered record in one line and keeps the show it had', () => {
    const store = createStore();
    store.set(nemoSession.storageAtom, null);
    const record = partRecord();
    store.set(openReplayAtom, record);
    const tampered = { ...record, finalHash: '0000000000000000' };
    expect(() => store.set(openReplayTextAtom, JSON.stringify(tampered))).toThrow(/^[^\n]+$/);
    expect(() => store.set(openReplayTextAtom, '{"formatVersion":1}')).toThrow(/Invalid record/);
    expect(store.get(replayShowAtom)?.record).toBe(record);
  });
});
