import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { shownValues, throwSeed } from '../../../src/dice';
import {
  ROLL_HISTORY_LIMIT,
  activeRollAtom,
  completeRollAtom,
  lastRollResultAtom,
  requestRollAtom,
  rollHistoryAtom,
  rollPhaseAtom,
  rollRequestsAtom,
  waitForRoll,
  type DiceRollRequest,
  type DiceRollResult,
} from '../../../src/state/table/diceAtoms';
import { activeRecordingAtom } from '../../../src/state/table/diceRecording';
import {
  colourBlindAtom,
  mutedAtom,
  parseAnimationSpeed,
  reducedMotionAtom,
  speedAtom,
  speedFactor,
} from '../../../src/state/app/settings';

function resultFor(request: DiceRollRequest): DiceRollResult {
  return {
    id: request.id,
    rollIndex: request.rollIndex,
    requested: request.dice.map((d) => d.value),
    shown: request.dice.map((d) => d.value),
    colors: request.dice.map((d) => d.color),
    attempts: 1,
    settleSeconds: 1,
  };
}

describe('dice roll queue atoms', () => {
  test('requests queue in order, the tray plays the first, completion moves on', async () => {
    const store = createStore();
    expect(store.get(rollPhaseAtom)).toBe('idle');
    const a = store.set(requestRollAtom, {
      seed: 'g',
      rollIndex: 0,
      dice: [{ color: 'white', value: 4 }],
    });
    const b = store.set(requestRollAtom, {
      seed: 'g',
      rollIndex: 1,
      dice: [
        { color: 'white', value: 2 },
        { color: 'black', value: 6 },
      ],
    });
    expect(b).toBe(a + 1);
    expect(store.get(rollRequestsAtom).map((r) => r.id)).toEqual([a, b]);
    const first = store.get(activeRollAtom)!;
    expect(first.presentationSeed).toBe(throwSeed('g', 0));
    expect(store.get(rollPhaseAtom)).toBe('rolling');

    const finished = waitForRoll(store, a);
    // Completing a roll that is not at the head of the queue changes nothing.
    store.set(completeRollAtom, resultFor(store.get(rollRequestsAtom)[1]!));
    expect(store.get(rollRequestsAtom)).toHaveLength(2);
    store.set(completeRollAtom, resultFor(first));
    await expect(finished).resolves.toMatchObject({ id: a, shown: [4] });
    expect(store.get(activeRollAtom)?.id).toBe(b);
    store.set(completeRollAtom, resultFor(store.get(activeRollAtom)!));
    expect(store.get(rollPhaseAtom)).toBe('settled');
    expect(store.get(lastRollResultAtom)?.id).toBe(b);
    expect(store.get(rollHistoryAtom).map((r) => r.id)).toEqual([b, a]);
    await expect(waitForRoll(store, a)).resolves.toMatchObject({ id: a });
  });

  test('the active roll is simulated once, from its presentation seed', () => {
    const store = createStore();
    store.set(requestRollAtom, {
      seed: 42,
      rollIndex: 3,
      dice: [
        { color: 'white', value: 5 },
        { color: 'black', value: 1 },
      ],
    });
    const active = store.get(activeRecordingAtom)!;
    expect(active.recording.seed).toBe(throwSeed(42, 3));
    expect(shownValues(active.recording)).toEqual([5, 1]);
    expect(store.get(activeRecordingAtom)).toBe(active);
  });

  test('history keeps the newest rolls only', () => {
    const store = createStore();
    for (let i = 0; i < ROLL_HISTORY_LIMIT + 5; i++) {
      store.set(requestRollAtom, { seed: 's', rollIndex: i, dice: [{ color: 'white', value: 1 }] });
      store.set(completeRollAtom, resultFor(store.get(activeRollAtom)!));
    }
    const history = store.get(rollHistoryAtom);
    expect(history).toHaveLength(ROLL_HISTORY_LIMIT);
    expect(history[0]?.rollIndex).toBe(ROLL_HISTORY_LIMIT + 4);
  });

  test('rejects impossible requests', () => {
    const store = createStore();
    expect(() => store.set(requestRollAtom, { seed: 's', rollIndex: 0, dice: [] })).toThrow();
    expect(() =>
      store.set(requestRollAtom, {
        seed: 's',
        rollIndex: 0,
        dice: [{ color: 'white', value: 0 }],
      }),
    ).toThrow(/1\.\.6/);
    expect(store.get(rollRequestsAtom)).toEqual([]);
  });
});

describe('settings atoms', () => {
  test('defaults: 1× speed, muted, no colour-blind aids; node has no reduced-motion query', () => {
    const store = createStore();
    expect(store.get(speedAtom)).toBe('1');
    expect(store.get(mutedAtom)).toBe(true);
    expect(store.get(reducedMotionAtom)).toBe(false);
    expect(store.get(colourBlindAtom)).toBe(false);
  });

  test('speed parsing and factors', () => {
    expect(parseAnimationSpeed('4')).toBe('4');
    expect(parseAnimationSpeed('instant')).toBe('instant');
    expect(parseAnimationSpeed('3')).toBeUndefined();
    expect(parseAnimationSpeed(null)).toBeUndefined();
    expect(speedFactor('2')).toBe(2);
    expect(speedFactor('instant')).toBe(Infinity);
  });
});
