import { describe, expect, test } from 'vitest';
import { urlParams } from '../../../src/state/app/pageUrl';
import { parseUrlOptions } from '../../../src/state/nemo/urlParams';

describe('parseUrlOptions: which screen a URL opens (ARCHITECTURE.md §5)', () => {
  test.each([
    ['', 'front'],
    ['?quality=low&debug=1', 'front'],
    ['?mode=front&lang=ja', 'front'],
    ['?seed=abc', 'solo'],
    ['?motive=war', 'solo'],
    ['?difficulty=hard', 'solo'],
    ['?autoplay=1&seed=x', 'solo'],
    ['?mode=solo', 'solo'],
    ['?mode=versus&seed=v', 'versus'],
    ['?mode=learn', 'learn'],
    ['?mode=showcase', 'showcase'],
    ['?mode=flip', 'flip'],
    ['?mode=online', 'online'],
  ])('%s opens %s', (search, mode) => {
    const options = parseUrlOptions(urlParams(search));
    expect(options.mode).toBe(mode);
    expect(options.problems).toEqual([]);
  });

  test('an unknown mode is reported and the front door is used', () => {
    const options = parseUrlOptions(urlParams('?mode=chess'));
    expect(options.mode).toBe('front');
    expect(options.problems).toHaveLength(1);
    expect(options.problems[0]).toContain('chess');
  });

  test('a bad seed is reported; the URL still means a solo game', () => {
    const options = parseUrlOptions(urlParams(`?seed=${'x'.repeat(65)}`));
    expect(options.mode).toBe('solo');
    expect(options.seed).toBeNull();
    expect(options.problems).toHaveLength(1);
  });

  test('continue=1 asks to resume the autosave; other values are reported', () => {
    expect(parseUrlOptions(urlParams('?mode=solo&continue=1')).resume).toBe(true);
    expect(parseUrlOptions(urlParams('?mode=solo')).resume).toBe(false);
    const bad = parseUrlOptions(urlParams('?mode=solo&continue=yes'));
    expect(bad.resume).toBe(false);
    expect(bad.problems).toHaveLength(1);
  });
});
