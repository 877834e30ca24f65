import { describe, expect, test } from 'vitest';
import { placeHalos } from '../../../src/scene/placement/placeHalos';
import { placeShipTokens } from '../../../src/scene/placement/placeShipTokens';
import { sampleBoardView } from '../../../src/state/table/sampleBoardView';

describe('placeHalos', () => {
  const view = sampleBoardView();
  const ships = placeShipTokens(view);

  test('glows under each selectable Ocean and ship', () => {
    const keys = placeHalos(view, ships).map((h) => h.key);
    expect(keys).toEqual([
      'halo:ocean:europeanSeas',
      'halo:ocean:southAtlantic',
      'halo:ocean:arcticOcean',
      'halo:ship:18',
      'halo:ship:55',
      'halo:ship:0',
    ]);
  });

  test('marks the hovered and the selected target apart from the rest', () => {
    const halos = placeHalos(
      view,
      ships,
      { kind: 'ship', id: 55 },
      { kind: 'ocean', id: 'arcticOcean' },
    );
    const colourOf = (key: string) => halos.find((h) => h.key === key)?.colour;
    expect(colourOf('halo:ship:55')).not.toBe(colourOf('halo:ship:18'));
    expect(colourOf('halo:ocean:arcticOcean')).not.toBe(colourOf('halo:ocean:europeanSeas'));
    expect(colourOf('halo:ocean:arcticOcean')).not.toBe(colourOf('halo:ship:55'));
  });
});
