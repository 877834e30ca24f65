import { expect, test } from 'vitest';
import { DEFAULT_SHOWCASE_SEED } from '../../../src/state/showcase/showcaseOptions';
import { expectedShow } from '../../browser/expectedShow';
import { victoryLevel, BASE_VICTORY_TABLE } from '../../../src/core/data/victory';

test('the default showcase is a whole Explore voyage that reaches the Finale and scores a Success', () => {
  const show = expectedShow(DEFAULT_SHOWCASE_SEED, 'explore');
  expect(show.total).not.toBeNull();
  expect(victoryLevel(show.total ?? 0, BASE_VICTORY_TABLE)).toBe('success');
});
