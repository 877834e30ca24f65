import { describe, expect, test } from 'vitest';
import { TOKEN_SIZE } from '../../../src/scene/layout/boardLayout';
import {
  miniatureAccent,
  placeShipMiniatures,
} from '../../../src/scene/placement/placeShipMiniatures';
import { placeShipTokens } from '../../../src/scene/placement/placeShipTokens';
import { REVEALED_CLASSES, miniatureClassFor } from '../../../src/scene/staging/miniatureClass';
import { sampleBoardView } from '../../../src/state/table/sampleBoardView';

describe('placeShipMiniatures', () => {
  const view = sampleBoardView();
  const placed = placeShipMiniatures(view);
  const all = REVEALED_CLASSES.flatMap((c) => placed[c]);
  const atSea = Object.values(view.oceans).flatMap((o) =>
    o.slots.flatMap((s) => (s.kind === 'ship' ? [s.ship] : [])),
  );

  test('stands a miniature of its class on every revealed ship at sea, and on nothing else', () => {
    expect(atSea.length).toBeGreaterThan(0);
    for (const kind of REVEALED_CLASSES) {
      expect(placed[kind].map((p) => p.key).sort(), kind).toEqual(
        atSea
          .filter((s) => miniatureClassFor(s.shipClass, s.warship) === kind)
          .map((s) => `ship:${s.shipId}`)
          .sort(),
      );
    }
    // The sample's sea holds more than two kinds of miniature.
    expect(REVEALED_CLASSES.filter((c) => placed[c].length > 0).length).toBeGreaterThan(2);
    // Hidden Ships, Tonnage and Salvage keep flat counters.
    const tonnage = view.tonnage.flat().map((s) => `ship:${s.shipId}`);
    for (const p of all) expect(tonnage).not.toContain(p.key);
  });

  test('puts each miniature on its own token, painted in the token colour', () => {
    const tokens = new Map(placeShipTokens(view).map((t) => [t.key, t]));
    for (const p of all) {
      const token = tokens.get(p.key);
      expect(token, p.key).toBeDefined();
      expect(Math.abs(p.position[0] - token!.position[0])).toBeLessThan(TOKEN_SIZE / 2);
      expect(Math.abs(p.position[2] - token!.position[2])).toBeLessThan(TOKEN_SIZE / 2);
      expect(p.position[1]).toBeGreaterThan(token!.position[1]);
      const face = atSea.find((s) => `ship:${s.shipId}` === p.key)!;
      expect(p.colour).toBe(miniatureAccent(face.colour));
    }
  });

  test('paints a dark token’s colour as it is and deepens a pale one', () => {
    expect(miniatureAccent('blue')).toBe('#3d6cc4');
    expect(miniatureAccent('white')).not.toBe('#f1ede2');
  });

  test('makes a battleship a larger miniature than a merchant steamer', () => {
    const big = placeShipMiniatures(view);
    const ships = [...big.battleship, ...big.ironclad];
    expect(ships.length).toBeGreaterThan(0);
    expect(big.steamer.length + big.clipper.length).toBeGreaterThan(0);
    const merchant = [...big.steamer, ...big.clipper][0]!;
    expect(ships[0]!.scale[0]).toBeGreaterThan(merchant.scale[0]);
  });
});
