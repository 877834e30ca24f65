import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../src/core/createGame';
import {
  applyAction,
  applyActionInPlace,
  currentDecision,
  IllegalActionError,
} from '../../src/core/engine';
import { stateHash } from '../../src/core/hash';
import { cloneState } from '../../src/core/cloneState';
import { parseRecord, RecordError, serializeRecord } from '../../src/core/record';
import { loadRecord, replay } from '../../src/core/replayRecord';
import {
  act,
  canUndo,
  startSession,
  toRecord,
  undo,
  type GameSession,
} from '../../src/core/session';
import { seedRng } from '../../src/core/rng';
import type { Action } from '../../src/core/types';
import { chooseRandom } from '../../src/core/bots/randomPolicy';
import { newGame } from './testGame';

function playSession(seed: string, steps: number): GameSession {
  let session = startSession(defaultSetup({ seed, motive: 'war' }));
  const rng = seedRng(`p:${seed}`);
  for (let i = 0; i < steps && !session.state.result; i++) {
    const d = currentDecision(session.state);
    if (!d) break;
    session = act(session, chooseRandom(d, rng)).session;
  }
  return session;
}

describe('records and replay (ARCHITECTURE.md §2)', () => {
  test('a record round-trips through JSON and replays to the same hash', () => {
    const session = playSession('rt', 80);
    const text = serializeRecord(toRecord(session));
    const loaded = loadRecord(text);
    expect(stateHash(loaded.state)).toBe(stateHash(session.state));
    expect(loaded.record.actions).toHaveLength(session.actions.length);
  });

  test('the state survives a JSON round trip exactly and hashes the same', () => {
    const session = playSession('json', 60);
    const copy = JSON.parse(JSON.stringify(session.state)) as typeof session.state;
    expect(copy).toEqual(session.state);
    expect(stateHash(copy)).toBe(stateHash(session.state));
  });

  test('stateHash ignores property order but not content', () => {
    const state = newGame();
    const reordered = Object.fromEntries(Object.entries(state).reverse()) as typeof state;
    expect(stateHash(reordered)).toBe(stateHash(state));
    const changed = cloneState(state);
    changed.notoriety += 1;
    expect(stateHash(changed)).not.toBe(stateHash(state));
  });

  test('the same setup always builds the same game (hash stability)', () => {
    expect(stateHash(newGame({ seed: 'stable' }))).toBe(stateHash(newGame({ seed: 'stable' })));
    expect(stateHash(newGame({ seed: 'stable' }))).not.toBe(stateHash(newGame({ seed: 'other' })));
  });

  test.each([
    ['not JSON', '{"formatVersion":1,', /does not parse/],
    ['a truncated record', '{"formatVersion":1,"game":"nemos-war"}', /Invalid record at setup/],
    ['a wrong version', '{"formatVersion":3}', /formatVersion/],
    [
      'a bad motive',
      JSON.stringify({
        ...toRecord(playSession('m', 3)),
        setup: { ...defaultSetup(), motive: 'greed' },
      }),
      /setup\.motive/,
    ],
    [
      'an unknown card',
      JSON.stringify({
        ...toRecord(playSession('m', 3)),
        actions: [{ type: 'useCard', card: 'E99' }],
      }),
      /actions\[0\]\.card: unknown card id/,
    ],
  ])('rejects %s with a one-line error', (_name, text, message) => {
    expect(() => parseRecord(text)).toThrow(RecordError);
    try {
      parseRecord(text);
    } catch (e) {
      expect((e as Error).message).toMatch(message);
      expect((e as Error).message).not.toContain('\n');
    }
  });

  test('a tampered action or hash is refused and no state is produced', () => {
    const record = toRecord(playSession('tamper', 40));
    const forged = { ...record, finalHash: '0123456789abcdef' };
    expect(() => loadRecord(JSON.stringify(forged))).toThrow(/hash mismatch/);
    const illegal = { ...record, actions: [{ type: 'endActions' }, ...record.actions] };
    expect(() => loadRecord(JSON.stringify(illegal))).toThrow(/Action 1 of .* cannot be replayed/);
  });
});

describe('illegal actions', () => {
  test('an action of the wrong kind names the rule and changes nothing', () => {
    const state = newGame();
    const before = stateHash(state);
    expect(() => applyAction(state, { type: 'act', action: 'move', ocean: 'arcticOcean' })).toThrow(
      IllegalActionError,
    );
    expect(() => applyAction(state, { type: 'act', action: 'move', ocean: 'arcticOcean' })).toThrow(
      /Setup: starting Nautilus Upgrade/,
    );
    expect(stateHash(state)).toBe(before);
  });
});

describe('undo (ARCHITECTURE.md §2: back to the last random event, never past it)', () => {
  test('an action without a roll can be undone and replays identically', () => {
    let session = startSession(defaultSetup({ seed: 'undo', motive: 'explore' }));
    session = act(session, { type: 'declineStartingUpgrade' }).session;
    // Declining led to card reveals and dice: that action is a barrier.
    expect(canUndo(session)).toBe(false);
    while (currentDecision(session.state)?.kind !== 'action') {
      const d = currentDecision(session.state);
      if (!d) throw new Error('game ended early');
      session = act(session, d.options[0] as Action).session;
    }
    const d = currentDecision(session.state);
    const move = d?.options.find((o) => o.type === 'act' && o.action === 'move');
    expect(move).toBeDefined();
    if (!move) return;
    const before = stateHash(session.state);
    const moved = act(session, move).session;
    expect(canUndo(moved)).toBe(true);
    const back = undo(moved);
    expect(stateHash(back.state)).toBe(before);
  });

  test('a roll can never be taken back', () => {
    const session = playSession('barrier', 30);
    let s = session;
    while (canUndo(s)) s = undo(s);
    expect(() => undo(s)).toThrow(/cannot be taken back/);
    expect(s.actions.length).toBe(session.undoFloor);
  });
});

describe('two speeds: the immutable API and the in-place fast path agree', () => {
  test('50 random games reach identical hashes after every action', () => {
    for (let g = 0; g < 50; g++) {
      const rng = seedRng(`fast:${g}`);
      let slow = newGame({ seed: `fp${g}`, motive: 'science' });
      const fast = cloneState(slow);
      for (let i = 0; i < 400 && !slow.result; i++) {
        const d = currentDecision(slow);
        if (!d) break;
        const action = chooseRandom(d, rng);
        const previous = slow;
        const before = stateHash(previous);
        slow = applyAction(slow, action).state;
        applyActionInPlace(fast, action, [], true);
        expect(stateHash(fast)).toBe(stateHash(slow));
        expect(stateHash(previous)).toBe(before);
      }
    }
  });

  test('replaying a whole record equals the live game', () => {
    const session = playSession('whole', 2000);
    expect(stateHash(replay(toRecord(session)).state)).toBe(stateHash(session.state));
  });
});
