import { describe, expect, test } from 'vitest';
import { placeInfoCard } from '../../../src/ui/play/placeInfoCard';
import type { PageBox } from '../../../src/state/table/tableItem';

const WINDOW = { width: 1920, height: 1080 };
const CARD = { width: 260, height: 150 };

function tile(left: number, top: number): PageBox {
  return { left, top, right: left + 60, bottom: top + 60 };
}

function covers(at: { left: number; top: number }, piece: PageBox): boolean {
  return (
    at.left < piece.right &&
    piece.left < at.left + CARD.width &&
    at.top < piece.bottom &&
    piece.top < at.top + CARD.height
  );
}

describe('the info card of a piece on the table', () => {
  test('opens below a piece with bare table below it', () => {
    const piece = tile(900, 500);
    const at = placeInfoCard({ x: 930, y: 530 }, [piece], CARD, WINDOW);
    expect(at.top).toBeGreaterThanOrEqual(piece.bottom);
    expect(at.left + CARD.width / 2).toBeCloseTo(930);
  });

  test('covers none of the Character tiles stacked under the one it is about', () => {
    // Two columns of three tiles at the bottom left, as at 1920×1080.
    const tiles = [0, 1, 2].flatMap((row) => [
      tile(130, 700 + row * 90),
      tile(220, 700 + row * 90),
    ]);
    const decks = [{ left: 470, top: 680, right: 680, bottom: 860 }];
    const at = placeInfoCard({ x: 160, y: 730 }, [...tiles, ...decks], CARD, WINDOW);
    for (const piece of [...tiles, ...decks]) expect(covers(at, piece)).toBe(false);
    expect(at.left).toBeGreaterThanOrEqual(0);
    expect(at.top + CARD.height).toBeLessThanOrEqual(WINDOW.height);
  });

  test('stays in the window at its edge', () => {
    const piece = tile(1880, 1040);
    const at = placeInfoCard({ x: 1900, y: 1060 }, [piece], CARD, WINDOW);
    expect(at.left + CARD.width).toBeLessThanOrEqual(WINDOW.width);
    expect(at.top + CARD.height).toBeLessThanOrEqual(WINDOW.height);
    expect(covers(at, piece)).toBe(false);
  });
});
