import { describe, expect, test } from 'vitest';
import { sampleBoardView } from '../../../src/state/table/sampleBoardView';
import { placeCards, tableItemOfKey } from '../../../src/scene/placement/placeCards';

describe('the tableau on the table (issue 27 point 3)', () => {
  test('lays each KEEP card face up in the row by the board edge, and each piece names its item', () => {
    const view = sampleBoardView();
    view.tableauIds = {
      display: ['hydroDrive', 'fogMachine', 'steamTorpedoes', 'reinforcedArmor'],
      equipped: ['periscope', 'doubleHull'],
      characters: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'],
      treasures: ['T1', 'T2', 'T3', 'T4'],
    };
    const pieces = placeCards(view);
    const keep = pieces.filter((p) => p.key.startsWith('keep:'));
    expect(keep.map((p) => tableItemOfKey(p.key))).toEqual([{ kind: 'card', id: 'E49' }]);
    expect(keep[0]?.position[2]).toBeGreaterThan(14);
    const items = pieces.map((p) => tableItemOfKey(p.key)).filter((i) => i !== null);
    expect(items.filter((i) => i.kind === 'upgrade')).toHaveLength(6);
    expect(items.filter((i) => i.kind === 'character')).toHaveLength(6);
    expect(items.filter((i) => i.kind === 'treasure').map((i) => i.id)).toEqual([
      'T1',
      'T2',
      'T3',
      'T4',
    ]);
    // Piles open nothing.
    expect(tableItemOfKey('pile:draw')).toBeNull();
  });

  test('keeps many KEEP cards in their row, clear of the equipped Upgrades', () => {
    const view = sampleBoardView();
    const card = view.cards.keep[0]!;
    view.cards.keep = Array.from({ length: 7 }, (_, i) => ({ ...card, cardId: `E0${i}` }));
    const xs = placeCards(view)
      .filter((p) => p.key.startsWith('keep:'))
      .map((p) => p.position[0]);
    expect(xs).toHaveLength(7);
    expect(Math.max(...xs)).toBeLessThan(3);
  });
});
