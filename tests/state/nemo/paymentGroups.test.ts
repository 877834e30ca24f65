import { describe, expect, test } from 'vitest';
import { currentDecision } from '../../../src/core/engine';
import { scenario } from '../../../src/core/scenario';
import type { Action } from '../../../src/core/types';
import { groupOptions, splitAction, stepRange } from '../../../src/state/nemo/paymentGroups';

describe('payment picker grouping', () => {
  test('turns every split of the starting Upgrade into one picker', () => {
    const state = scenario({ seed: 'pay' });
    const decision = currentDecision(state);
    expect(decision?.kind).toBe('startingUpgrade');
    const options = decision?.options ?? [];
    const splits = options.filter((o) => o.type === 'buyStartingUpgrade');
    expect(splits.length).toBeGreaterThan(2);
    const items = groupOptions(options, state);
    expect(items).toHaveLength(options.length - splits.length + 1);
    const picker = items.find((i) => i.kind === 'payment');
    if (picker?.kind !== 'payment') throw new Error('no picker');
    expect(picker.splits).toHaveLength(splits.length);
    expect(picker.total).toBeGreaterThan(0);
    const first = splits[0] as Extract<Action, { type: 'buyStartingUpgrade' }>;
    expect(splitAction(picker, first.pay)).toBe(first);
    expect(splitAction(picker, { nemo: 99, crew: 0, hull: 0 })).toBeNull();
    const [lo, hi] = stepRange(picker, 'crew');
    expect(lo).toBeLessThan(hi);
  });

  test('keeps one picker per Upgrade and leaves a single split as a plain option', () => {
    const state = scenario({ seed: 'pay' });
    const pay = (nemo: number, crew: number, hull: number) => ({ nemo, crew, hull });
    const options: Action[] = [
      { type: 'buyRevealedUpgrade', upgrade: null },
      { type: 'buyRevealedUpgrade', upgrade: 'mapRoom', pay: pay(2, 2, 0) },
      { type: 'buyRevealedUpgrade', upgrade: 'hydroDrive', pay: pay(4, 0, 0) },
      { type: 'buyRevealedUpgrade', upgrade: 'mapRoom', pay: pay(0, 2, 2) },
      { type: 'buyRevealedUpgrade', upgrade: 'mapRoom', pay: pay(2, 0, 2) },
    ];
    const items = groupOptions(options, state);
    expect(items.map((i) => (i.kind === 'option' ? i.index : i.upgrade))).toEqual([
      0,
      'mapRoom',
      2,
    ]);
  });
});
