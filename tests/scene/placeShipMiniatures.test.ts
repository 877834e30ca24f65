import { describe, expect, it } from 'vitest';
import { TOKEN_SIZE } from '../../src/scene/layout/boardLayout';
import {
  miniatureAccent,
  placeShipMiniatures,
} from '../../src/scene/placement/placeShipMiniatures';
import { placeShipTokens } from '../../src/scene/placement/placeShipTokens';
import { sampleBoardView } from '../../src/state/boardView';

describe('placeShipMiniatures', () => {
  const view = sampleBoardView();
  const { warship, merchant } = placeShipMiniatures(view);
  const atSea = Object.values(view.oceans).flatMap((o) =>
    o.slots.flatMap((s) => (s.kind === 'ship' ? [s.ship] : [])),
  );

  it('stands a miniature of its class on every revealed ship at sea, and on nothing else', () => {
    expect(atSea.length).toBeGreaterThan(0);
    expect(warship.map((p) => p.key).sort()).toEqual(
      atSea
        .filter((s) => s.warship)
        .map((s) => `ship:${s.shipId}`)
        .sort(),
    );
    expect(merchant.map((p) => p.key).sort()).toEqual(
      atSea
        .filter((s) => !s.warship)
        .map((s) => `ship:${s.shipId}`)
        .sort(),
    );
    // Hidden Ships, Tonnage and Salvage keep flat counters.
    const tonnage = view.tonnage.flat().map((s) => `ship:${s.shipId}`);
    for (const p of [...warship, ...merchant]) expect(tonnage).not.toContain(p.key);
  });

  it('puts each miniature on its own token, painted in the token colour', () => {
    const tokens = new Map(placeShipTokens(view).map((t) => [t.key, t]));
    for (const p of [...warship, ...merchant]) {
      const token = tokens.get(p.key);
      expect(token, p.key).toBeDefined();
      expect(Math.abs(p.position[0] - token!.position[0])).toBeLessThan(TOKEN_SIZE / 2);
      expect(Math.abs(p.position[2] - token!.position[2])).toBeLessThan(TOKEN_SIZE / 2);
      expect(p.position[1]).toBeGreaterThan(token!.position[1]);
      const face = atSea.find((s) => `ship:${s.shipId}` === p.key)!;
      expect(p.colour).toBe(miniatureAccent(face.colour));
    }
  });

  it('paints a dark token’s colour as it is and deepens a pale one', () => {
    expect(miniatureAccent('blue')).toBe('#3d6cc4');
    expect(miniatureAccent('white')).not.toBe('#f1ede2');
  });

  it('makes a warship the larger miniature', () => {
    expect(warship[0]!.scale[0]).toBeGreaterThan(merchant[0]!.scale[0]);
  });
});
