import { describe, expect, test } from 'vitest';
import { TileAtlas, type AtlasTile } from '../../../src/scene/atlas/TileAtlas';

const tile = (key: string): AtlasTile => ({ key, draw: () => undefined });

describe('TileAtlas', () => {
  test('keeps a drawn tile in place when new tiles arrive', () => {
    const atlas = new TileAtlas(2, 2, 64, 64);
    atlas.ensure([tile('a'), tile('b')]);
    const before = atlas.rectOf('b');
    atlas.ensure([tile('c'), tile('b')]);
    expect(atlas.rectOf('b')).toEqual(before);
    expect(atlas.rectOf('c')).not.toEqual(before);
    expect(atlas.rectOf('a')).toEqual([0, 0.5, 0.5, 0.5]);
  });

  test('starts over with only the current tiles when the grid is full', () => {
    const atlas = new TileAtlas(2, 1, 64, 64);
    atlas.ensure([tile('a'), tile('b')]);
    atlas.ensure([tile('c')]);
    expect(atlas.rectOf('c')).toEqual([0, 0, 0.5, 1]);
  });
});
