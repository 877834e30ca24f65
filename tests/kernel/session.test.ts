import { describe, expect, test } from 'vitest';
import { nemoEngine } from '../../src/core/nemoEngine';
import { defaultSetup } from '../../src/core/createGame';
import { flipEngine } from '../../src/flip/flipEngine';
import type { AnyEngine } from '../../src/kernel/engine';
import {
  actWithSteps,
  canUndo,
  sessionFromRecord,
  startSession,
  toRecord,
  undo,
  type Session,
} from '../../src/kernel/session';
import { stateHash } from '../../src/kernel/stateHash';

type AnySession = Session<unknown, unknown, unknown, unknown>;

/** Plays the first legal option `count` times, keeping every step. */
function play(engine: AnyEngine, setup: unknown, count: number) {
  let session: AnySession = startSession(engine, setup);
  const allSteps: { event: unknown; state: unknown }[] = [];
  for (let i = 0; i < count; i++) {
    const decision = engine.currentDecision(session.state);
    if (!decision) break;
    const action = engine.legalActions(session.state, engine.seatOf(decision))[0];
    const result = actWithSteps(engine, session, action);
    allSteps.push(...result.steps);
    session = result.session;
  }
  return { session, allSteps };
}

const GAMES: [string, AnyEngine, unknown][] = [
  ["Nemo's War", nemoEngine, defaultSetup({ seed: 'kernel' })],
  ['Flip Voyage', flipEngine, { seed: 9, players: 2 }],
];

describe.each(GAMES)('%s on the kernel engine contract', (_name, engine, setup) => {
  test('shows one snapshot per event, ending on the real state', () => {
    const { session, allSteps } = play(engine, setup, 30);
    const created = startSession(engine, setup).events.length;
    expect(allSteps.length).toBe(session.events.length - created);
    expect(allSteps.length).toBeGreaterThan(10);
    expect(allSteps[allSteps.length - 1]?.state).toBe(session.state);
    // Snapshots are copies: the table can show an earlier one while the game moves on.
    const hashes = new Set(allSteps.map((s) => stateHash(s.state)));
    expect(hashes.size).toBeGreaterThan(1);
  });

  test('a record replays to the same hash and undo never passes a reveal', () => {
    const { session } = play(engine, setup, 40);
    const back = sessionFromRecord(engine, toRecord(engine, session));
    expect(engine.hash(back.state)).toBe(engine.hash(session.state));
    expect(back.undoFloor).toBe(session.undoFloor);
    if (canUndo(session)) {
      expect(undo(engine, session).actions.length).toBe(session.actions.length - 1);
    } else {
      expect(() => undo(engine, session)).toThrow(/Nothing to undo/);
    }
  });

  test('refuses an altered record with a one-line reason', () => {
    const { session } = play(engine, setup, 20);
    const record = { ...toRecord(engine, session), finalHash: '0123456789abcdef' };
    expect(() => sessionFromRecord(engine, record)).toThrow(/hash mismatch/);
  });
});
