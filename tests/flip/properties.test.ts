import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  applyFlipActionInPlace,
  cloneState,
  createFlipGame,
  currentDecision,
  flipStateHash,
  legalActions,
  makeFlipRecord,
  parseFlipRecord,
  randomFlipPolicy,
  replayFlip,
} from '../../src/flip/index';
import type { FlipAction, FlipSetup, FlipState } from '../../src/flip/index';
import { checkFlipInvariants } from '../../src/flip/checkFlipInvariants';
import { seedRng } from '../../src/flip/rng';

const MAX_ACTIONS = 5000;

function playRandom(
  setup: FlipSetup,
  policySeed: number,
): { state: FlipState; actions: FlipAction[]; problems: string[] } {
  const state = createFlipGame(setup);
  const rng = seedRng(policySeed);
  const actions: FlipAction[] = [];
  const problems: string[] = [];
  while (state.phase !== 'over' && actions.length < MAX_ACTIONS) {
    const d = currentDecision(state);
    if (d.kind === 'gameOver') break;
    const options = legalActions(state, d.player);
    if (options.length === 0) {
      problems.push(`no legal action at ${d.kind}`);
      break;
    }
    const action = randomFlipPolicy(options, rng);
    applyFlipActionInPlace(state, action, []);
    actions.push(action);
    problems.push(...checkFlipInvariants(state));
  }
  return { state, actions, problems };
}

const setupArb = fc
  .record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    players: fc.integer({ min: 1, max: 4 }),
    farragut: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
    chooseCharacters: fc.boolean(),
  })
  .map(({ seed, players, farragut, chooseCharacters }) => {
    const setup: FlipSetup = { seed, players, farragut: players === 1 ? farragut : null };
    if (!chooseCharacters) return setup;
    return {
      ...setup,
      characters: (['aronnax', 'nedLand', 'surgeon', 'navigator'] as const).slice(0, players),
    };
  });

describe('random legal games (fast-check)', () => {
  test('1-4 players, Farragut 0-4: always end, never throw, keep invariants', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 0, max: 1e9 }), (setup, policySeed) => {
        const { state, problems } = playRandom(setup, policySeed);
        expect(problems).toEqual([]);
        expect(state.phase).toBe('over');
        expect(state.result).not.toBeNull();
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
      { numRuns: 60 },
    );
  });

  test('record → replay gives the same state hash; the immutable path equals the fast path', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 0, max: 1e9 }), (setup, policySeed) => {
        const { state, actions } = playRandom(setup, policySeed);
        const record = JSON.parse(JSON.stringify(makeFlipRecord(setup, actions))) as unknown;
        const replayed = replayFlip(record);
        expect(replayed.hash).toBe(flipStateHash(state));
        let immutable = createFlipGame(setup);
        for (const a of actions) {
          const before = flipStateHash(immutable);
          const next = applyAction(immutable, a).state;
          expect(flipStateHash(immutable)).toBe(before);
          immutable = next;
        }
        expect(flipStateHash(immutable)).toBe(flipStateHash(state));
      }),
      { numRuns: 12 },
    );
  });

  test('same seed and same actions, same game; a different seed deals differently', () => {
    const a = createFlipGame({ seed: 77, players: 2 });
    const b = createFlipGame({ seed: 77, players: 2 });
    const c = createFlipGame({ seed: 78, players: 2 });
    expect(flipStateHash(a)).toBe(flipStateHash(b));
    expect(flipStateHash(a)).not.toBe(flipStateHash(c));
  });

  test('an action that is not in legalActions throws and leaves the state untouched', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 40 }),
        (seed, steps) => {
          const { state } = playRandom({ seed, players: 2 }, seed);
          let s = createFlipGame({ seed, players: 2 });
          const rng = seedRng(seed);
          for (let i = 0; i < steps && s.phase !== 'over'; i++) {
            const d = currentDecision(s);
            if (d.kind === 'gameOver') break;
            s = applyAction(s, randomFlipPolicy(legalActions(s, d.player), rng)).state;
          }
          if (s.phase === 'over') return;
          const d = currentDecision(s);
          if (d.kind === 'gameOver') return;
          const bogus: FlipAction[] = [
            { type: 'pass', player: (d.player + 1) % 2 },
            { type: 'fill', player: d.player, slot: 99, value: 5 },
            { type: 'upgrade', player: d.player, upgrade: 14 },
            { type: 'step', player: d.player, to: -1 },
          ];
          const legal = legalActions(s, d.player).map((a) => JSON.stringify(a));
          const snapshot = cloneState(s);
          for (const a of bogus) {
            if (legal.includes(JSON.stringify(a))) continue;
            expect(() => applyAction(s, a)).toThrow(/\w+/);
          }
          expect(s).toEqual(snapshot);
          expect(state.phase).toBe('over');
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('records (zod validation, one-line errors)', () => {
  const setup: FlipSetup = { seed: 12, players: 1, farragut: 2 };
  const { actions, state } = playRandom(setup, 5);
  const good = makeFlipRecord(setup, actions);

  test('a good record replays to the same hash and accepts a matching finalHash', () => {
    const hash = flipStateHash(state);
    expect(replayFlip({ ...good, finalHash: hash })).toMatchObject({
      hash,
      actions: actions.length,
    });
  });

  test.each([
    ['not an object', 'nope', /record/],
    ['wrong version', { ...good, formatVersion: 2 }, /formatVersion/],
    ['bad setup', { ...good, setup: { seed: 1, players: 9 } }, /setup\.players/],
    ['unknown action', { ...good, actions: [{ type: 'teleport', player: 0 }] }, /actions\[0\]/],
    [
      'illegal action',
      { ...good, actions: [{ type: 'repair', player: 0 }] },
      /action 1: Turn order/,
    ],
    [
      'tampered action',
      { ...good, actions: good.actions.map((a, i) => (i === 3 ? { ...a, player: 3 } : a)) },
      /action 4/,
    ],
    ['hash mismatch', { ...good, finalHash: 'deadbeefdeadbeef' }, /hash mismatch/],
  ])('%s → a clear one-line error', (_, data, pattern) => {
    let message = '';
    try {
      replayFlip(data);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(pattern);
    expect(message).not.toContain('\n');
  });

  test('parseFlipRecord returns the validated record', () => {
    expect(parseFlipRecord(JSON.parse(JSON.stringify(good)))).toEqual(good);
  });
});

describe('cloneState', () => {
  test('equals a JSON round trip at every point of random games and shares nothing', () => {
    for (const setup of [
      { seed: 1, players: 1, farragut: 3 },
      { seed: 2, players: 4 },
    ] as FlipSetup[]) {
      const state = createFlipGame(setup);
      const rng = seedRng(4);
      while (state.phase !== 'over') {
        const copy = cloneState(state);
        const json = JSON.stringify(state);
        expect(copy).toEqual(JSON.parse(json));
        const d = currentDecision(state);
        if (d.kind === 'gameOver') break;
        applyFlipActionInPlace(state, randomFlipPolicy(legalActions(state, d.player), rng), []);
        expect(JSON.stringify(copy)).toBe(json);
      }
      expect(cloneState(state)).toEqual(JSON.parse(JSON.stringify(state)));
    }
  });
});
