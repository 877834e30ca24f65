import { describe, expect, test } from 'vitest';
import { urlParams } from '../../../src/state/app/pageUrl';
import { nextShot, sameView, shotForEvent } from '../../../src/state/showcase/shotForEvent';
import {
  DEFAULT_SHOWCASE_SEED,
  freshShowSeed,
  parseShowcaseOptions,
  showcaseSeed,
} from '../../../src/state/showcase/showcaseOptions';
import { captionFor } from '../../../src/state/showcase/captionFor';
import { createGame, defaultSetup } from '../../../src/core/createGame';
import { msg } from '../../../src/core/data/coreText';
import { setLanguage } from '../../../src/i18n/i18n';

describe('the camera director', () => {
  test('frames each kind of event', () => {
    const dice = shotForEvent(
      {
        type: 'DiceRolled',
        rollIndex: 0,
        purpose: msg('roll.placement'),
        dice: [{ color: 'white', value: 3 }],
      },
      null,
    );
    expect(dice).toEqual({ kind: 'dice' });
    expect(
      shotForEvent(
        { type: 'ShipPlaced', ocean: 'capeHorn', slot: 0, ship: null, face: 0, how: 'die' },
        null,
      ),
    ).toEqual({ kind: 'ocean', id: 'capeHorn' });
    expect(shotForEvent({ type: 'NotorietyChanged', from: 1, to: 2, why: '' }, null)).toEqual({
      kind: 'tracks',
      track: 'notoriety',
    });
    expect(shotForEvent({ type: 'CardRevealed', card: 'E20', from: 'drawPile' }, null)).toEqual({
      kind: 'cards',
    });
    expect(shotForEvent({ type: 'ActionPointsSet', ap: 1, lull: false }, null)).toBeNull();
  });

  test('holds a shot for the minimum time and never re-cuts to the same shot', () => {
    const current = { view: { kind: 'table' } as const, since: 1000 };
    expect(nextShot(current, { kind: 'dice' }, 1500, 1800)).toBeNull();
    expect(nextShot(current, { kind: 'dice' }, 2800, 1800)).toEqual({
      view: { kind: 'dice' },
      since: 2800,
    });
    expect(nextShot(current, { kind: 'table' }, 9000, 1800)).toBeNull();
    expect(nextShot(current, null, 9000, 1800)).toBeNull();
    expect(sameView({ kind: 'ocean', id: 'capeHorn' }, { kind: 'ocean', id: 'indianOcean' })).toBe(
      false,
    );
  });
});

describe('showcase options and captions', () => {
  test('bg is table, green or transparent; anything else is reported', () => {
    expect(parseShowcaseOptions(urlParams('?bg=green')).bg).toBe('green');
    expect(parseShowcaseOptions(urlParams('')).bg).toBe('table');
    const bad = parseShowcaseOptions(urlParams('?bg=purple'));
    expect(bad.bg).toBe('table');
    expect(bad.problems).toHaveLength(1);
    expect(parseShowcaseOptions(urlParams('?variant=versus')).variant).toBe('versus');
    expect(parseShowcaseOptions(urlParams('?variant=duel')).problems).toHaveLength(1);
    expect(parseShowcaseOptions(urlParams('')).curated).toBe(false);
    expect(parseShowcaseOptions(urlParams('?show=curated')).curated).toBe(true);
    expect(parseShowcaseOptions(urlParams('?show=curated&seed=abc')).curated).toBe(false);
    expect(parseShowcaseOptions(urlParams('?seed=abc')).curated).toBe(false);
    expect(parseShowcaseOptions(urlParams('?bot=strong')).curated).toBe(false);
    expect(parseShowcaseOptions(urlParams('?variant=versus')).curated).toBe(false);
  });

  test('captions say what happened in plain words, and skip bookkeeping', () => {
    const { state } = createGame(defaultSetup({ seed: 'caption' }));
    expect(captionFor({ type: 'TurnStarted', turn: 3, act: 2 }, state)).toEqual({
      kicker: 'Act II',
      text: 'Turn 3 begins.',
    });
    expect(captionFor({ type: 'ActionPointsSet', ap: 2, lull: false }, state)).toBeNull();
    expect(
      captionFor({ type: 'NotorietyChanged', from: 1, to: 3, why: 'sank a ship' }, state)?.kicker,
    ).toBe('Notoriety');
  });

  test('the Act III Motive change is narrated, in English and Japanese, and frames the table (issue 43 §3)', async () => {
    const { state } = createGame(defaultSetup({ seed: 'caption' }));
    const change = { type: 'MotiveChanged', from: 'explore', to: 'piracy' } as const;
    expect(captionFor(change, state)?.text).toBe(
      'Act III: Nemo turns from Explore to Piracy — from now on the voyage is scored as Piracy.',
    );
    expect(shotForEvent(change, state)).toEqual({ kind: 'table' });
    await setLanguage('ja');
    try {
      expect(captionFor(change, state)?.text).toMatch(/^第3幕: ネモの動機が.+から.+に変わる/);
    } finally {
      await setLanguage('en');
    }
  });
});

describe('which show plays', () => {
  test('a fresh voyage each time unless a seed is named; the curated one on request', () => {
    let n = 0;
    const fresh = () => freshShowSeed(new Uint32Array([++n * 7919]));
    const a = showcaseSeed(null, false, fresh);
    const b = showcaseSeed(null, false, fresh);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^show-\d{6}$/);
    expect(showcaseSeed('abc', false, fresh)).toBe('abc');
    expect(showcaseSeed(null, true, fresh)).toBe(DEFAULT_SHOWCASE_SEED);
  });
});
