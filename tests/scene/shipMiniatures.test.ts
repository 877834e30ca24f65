import { describe, expect, it } from 'vitest';
import { Box3, PerspectiveCamera, Vector3 } from 'three';
import { OCEAN_IDS } from '../../src/core/data/types';
import { SHIPS } from '../../src/core/data/ships';
import { poseFor, subjectFor } from '../../src/scene/cameraPoses';
import {
  NAME_PLATE_HEIGHT,
  namePlateAnchor,
  namePlateWidth,
} from '../../src/scene/director/namePlate';
import { fitPose } from '../../src/scene/fitCamera';
import { OCEAN_LAYOUT } from '../../src/scene/layout/boardLayout';
import { placeShipMiniatures } from '../../src/scene/placement/placeShipMiniatures';
import {
  REVEALED_CLASSES,
  miniatureClassFor,
  type MiniatureClass,
} from '../../src/scene/staging/miniatureClass';
import { createShipMiniatureGeometry } from '../../src/scene/staging/shipMiniatureGeometry';
import type { BoardView, ShipFace } from '../../src/state/boardView';
import { emptyBoardView } from '../../src/state/emptyBoardView';
import { screenLayout } from '../../src/state/screenLayout';

const CLASSES: MiniatureClass[] = [...REVEALED_CLASSES, 'hidden'];

function sizeOf(kind: MiniatureClass): Vector3 {
  const g = createShipMiniatureGeometry(kind);
  g.computeBoundingBox();
  return g.boundingBox!.getSize(new Vector3());
}

describe('ship miniatures', () => {
  it('gives every printed ship class a miniature, and the families different ones', () => {
    const byClass = new Map<string, string>();
    for (const token of SHIPS)
      for (const side of [token.front, token.back])
        byClass.set(side.shipClass, miniatureClassFor(side.shipClass, side.warship));
    expect(byClass.get('Clipper Ship')).toBe('clipper');
    expect(byClass.get('Freighter Ship')).toBe('steamer');
    expect(byClass.get('Frigate Warship')).toBe('frigate');
    expect(byClass.get('Ironclad Warship')).toBe('ironclad');
    expect(byClass.get('Battleship')).toBe('battleship');
    expect(byClass.get('Monster')).toBe('serpent');
    expect(byClass.get('Airship')).toBe('airship');
    // Every family a token can show is used.
    expect(new Set(byClass.values())).toEqual(new Set(REVEALED_CLASSES));
  });

  it('builds a distinct silhouette for each class: its own size and its own vertex count', () => {
    const seen = new Set<string>();
    for (const kind of CLASSES) {
      const g = createShipMiniatureGeometry(kind);
      const size = sizeOf(kind);
      const key = `${g.getAttribute('position').count}|${size.toArray().map((v) => v.toFixed(2))}`;
      expect(seen.has(key), kind).toBe(false);
      seen.add(key);
      // About one unit long, bow to +x, standing on the sea.
      expect(size.x, kind).toBeGreaterThan(0.7);
      expect(size.x, kind).toBeLessThan(1.4);
      expect(g.boundingBox!.min.y, kind).toBeGreaterThanOrEqual(-0.03);
    }
  });

  it('shapes the hulls (no box): far more vertices than a box, narrower at the keel than the deck', () => {
    for (const kind of ['steamer', 'clipper', 'frigate', 'ironclad', 'battleship'] as const) {
      const g = createShipMiniatureGeometry(kind);
      expect(g.getAttribute('position').count, kind).toBeGreaterThan(300);
      const p = g.getAttribute('position');
      let keel = 0;
      let deck = 0;
      for (let i = 0; i < p.count; i++) {
        const y = p.getY(i);
        if (y < 0.005) keel = Math.max(keel, Math.abs(p.getZ(i)));
        if (y > 0.12 && y < 0.22) deck = Math.max(deck, Math.abs(p.getZ(i)));
      }
      expect(keel, kind).toBeGreaterThan(0);
      expect(keel, kind).toBeLessThan(deck * 0.8);
    }
  });

  it('rigs sailing ships tall and keeps steam warships low', () => {
    expect(sizeOf('clipper').y).toBeGreaterThan(sizeOf('ironclad').y);
    expect(sizeOf('frigate').y).toBeGreaterThan(sizeOf('ironclad').y);
    // The Airship flies: its top is well above any hull's.
    expect(sizeOf('airship').y).toBeGreaterThan(0.55);
    // Parts in the ship's colour are marked for the per-ship tint.
    for (const kind of REVEALED_CLASSES) {
      const accent = createShipMiniatureGeometry(kind).getAttribute('accent');
      expect(accent, kind).toBeDefined();
      expect(
        Array.from(accent.array as Float32Array).some((a) => a === 1),
        kind,
      ).toBe(true);
    }
  });
});

/** Every Ocean full of the tallest miniature (a clipper under sail). */
function fullOfClippers(): BoardView {
  const view = emptyBoardView();
  const clipper = SHIPS.find((s) => s.front.shipClass === 'Clipper Ship')!;
  const face: ShipFace = {
    shipId: clipper.id,
    name: clipper.front.name,
    nation: clipper.front.nation,
    colour: clipper.front.colour,
    warship: false,
    shipClass: clipper.front.shipClass,
    attack: null,
    defense: clipper.front.defense,
    notoriety: clipper.front.notoriety,
  };
  for (const id of OCEAN_IDS)
    view.oceans[id].slots = view.oceans[id].slots.map((_, i) => ({
      kind: 'ship' as const,
      ship: { ...face, shipId: 1000 + OCEAN_IDS.indexOf(id) * 10 + i },
    }));
  return view;
}

describe('the director’s Ocean close-up', () => {
  const placed = placeShipMiniatures(fullOfClippers()).clipper;
  const clipperTop = sizeOf('clipper').y;
  for (const [width, height] of [
    [1280, 720],
    [1024, 768],
    [1920, 1080],
  ] as const) {
    it(`at ${width}×${height} shows the Ocean's name on screen, above its tallest ships`, () => {
      const { stage } = screenLayout(width, height, 'showcase', false);
      for (const id of OCEAN_IDS) {
        const view = { kind: 'ocean', id } as const;
        const pose = fitPose(poseFor(view), subjectFor(view, false), 40, width, height, stage);
        const camera = new PerspectiveCamera(40, width / height, 0.1, 200);
        camera.position.set(...pose.position);
        camera.lookAt(new Vector3(...pose.target));
        camera.updateMatrixWorld();
        const toScreen = (p: Vector3) => {
          const v = p.clone().project(camera);
          return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height, z: v.z };
        };
        // The close-up's name plate (OceanNamePlate): its foot and its top corners.
        const [hx, hy, hz] = namePlateAnchor(id);
        const half = namePlateWidth(id) / 2;
        const label = [
          new Vector3(hx, hy, hz),
          new Vector3(hx - half, hy + NAME_PLATE_HEIGHT, hz),
          new Vector3(hx + half, hy + NAME_PLATE_HEIGHT, hz),
        ].map(toScreen);
        for (const p of label) {
          expect(p.z, id).toBeLessThan(1);
          expect(p.x, id).toBeGreaterThanOrEqual(stage.left);
          expect(p.x, id).toBeLessThanOrEqual(stage.left + stage.width);
          expect(p.y, id).toBeGreaterThanOrEqual(stage.top);
          expect(p.y, id).toBeLessThanOrEqual(stage.top + stage.height);
        }
        const labelBottom = label[0]!.y;
        const ships = placed.filter((p) =>
          OCEAN_LAYOUT[id].slots.some(
            (s) => Math.abs(s.x - p.position[0]) < 0.3 && Math.abs(s.z - p.position[2]) < 0.5,
          ),
        );
        expect(ships.length, id).toBeGreaterThan(0);
        for (const ship of ships) {
          const [x, y, z] = ship.position;
          // The masthead, wherever the ship's length puts it.
          const top = new Box3(
            new Vector3(x - ship.scale[0] / 2, y + clipperTop * ship.scale[1], z - 0.2),
            new Vector3(x + ship.scale[0] / 2, y + clipperTop * ship.scale[1], z + 0.2),
          );
          for (const corner of [top.min, top.max]) {
            expect(toScreen(corner).y, `${id}: masthead below the name plate`).toBeGreaterThan(
              labelBottom,
            );
          }
        }
      }
    });
  }
});
