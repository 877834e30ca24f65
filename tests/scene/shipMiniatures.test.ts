import { describe, expect, test } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { OCEAN_IDS } from '../../src/core/data/types';
import { SHIPS } from '../../src/core/data/ships';
import { poseFor, subjectFor } from '../../src/scene/cameraPoses';
import {
  namePlateAnchor,
  namePlateHeight,
  namePlateWidth,
} from '../../src/scene/director/namePlate';
import { fitPose } from '../../src/scene/fitCamera';
import { OCEAN_LAYOUT, printedOceanName } from '../../src/scene/layout/boardLayout';
import {
  REVEALED_CLASSES,
  miniatureClassFor,
  type MiniatureClass,
} from '../../src/scene/staging/miniatureClass';
import { createShipMiniatureGeometry } from '../../src/scene/staging/shipMiniatureGeometry';
import { screenLayout } from '../../src/state/app/screenLayout';

const CLASSES: MiniatureClass[] = [...REVEALED_CLASSES, 'hidden'];

function sizeOf(kind: MiniatureClass): Vector3 {
  const g = createShipMiniatureGeometry(kind);
  g.computeBoundingBox();
  return g.boundingBox!.getSize(new Vector3());
}

describe('ship miniatures', () => {
  test('gives every printed ship class a miniature, and the families different ones', () => {
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

  test('builds a distinct silhouette for each class: its own size and its own vertex count', () => {
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

  test('shapes the hulls (no box): far more vertices than a box, narrower at the keel than the deck', () => {
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

  test('rigs sailing ships tall and keeps steam warships low', () => {
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

describe('the director’s Ocean close-up', () => {
  for (const [width, height] of [
    [1280, 720],
    [1024, 768],
    [1920, 1080],
  ] as const) {
    test(`at ${width}×${height} names the Ocean once: its plate lies over the printed name, on screen`, () => {
      const { stage } = screenLayout(width, height, 'showcase', false);
      for (const id of OCEAN_IDS) {
        const view = { kind: 'ocean', id } as const;
        const pose = fitPose(poseFor(view), subjectFor(view, false), 40, width, height, stage);
        const camera = new PerspectiveCamera(40, width / height, 0.1, 200);
        camera.position.set(...pose.position);
        camera.lookAt(new Vector3(...pose.target));
        camera.updateMatrixWorld();
        const screenBox = (points: Vector3[]) => {
          const xs: number[] = [];
          const ys: number[] = [];
          for (const p of points) {
            const v = p.clone().project(camera);
            expect(v.z, id).toBeLessThan(1);
            xs.push(((v.x + 1) / 2) * width);
            ys.push(((1 - v.y) / 2) * height);
          }
          return {
            left: Math.min(...xs),
            right: Math.max(...xs),
            top: Math.min(...ys),
            bottom: Math.max(...ys),
          };
        };
        // The plate (OceanNamePlate) faces the camera: its corners along the camera's axes.
        const centre = new Vector3(...namePlateAnchor(id));
        const right = new Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
        const up = new Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
        const w = namePlateWidth(id) / 2;
        const h = namePlateHeight(id) / 2;
        const plate = screenBox(
          [
            [-1, -1],
            [-1, 1],
            [1, -1],
            [1, 1],
          ].map(([a, b]) =>
            centre
              .clone()
              .addScaledVector(right, a! * w)
              .addScaledVector(up, b! * h),
          ),
        );
        // The letters printed on the board, their spacing included.
        const name = printedOceanName(OCEAN_LAYOUT[id]);
        const half = name.width / 2 + OCEAN_LAYOUT[id].name.length * 0.0075;
        const printed = screenBox(
          [
            [-1, -1],
            [-1, 1],
            [1, -1],
            [1, 1],
          ].map(([a, b]) => new Vector3(name.x + a! * half, 0, name.z + b! * name.size * 0.4)),
        );
        expect(plate.left, `${id}: printed name showing left of the plate`).toBeLessThanOrEqual(
          printed.left,
        );
        expect(plate.right, `${id}: printed name showing right of it`).toBeGreaterThanOrEqual(
          printed.right,
        );
        expect(plate.top, `${id}: printed name showing above it`).toBeLessThanOrEqual(printed.top);
        expect(plate.bottom, `${id}: printed name showing below it`).toBeGreaterThanOrEqual(
          printed.bottom,
        );
        expect(plate.left, id).toBeGreaterThanOrEqual(stage.left);
        expect(plate.right, id).toBeLessThanOrEqual(stage.left + stage.width);
        expect(plate.top, id).toBeGreaterThanOrEqual(stage.top);
        expect(plate.bottom, id).toBeLessThanOrEqual(stage.top + stage.height);
      }
    });
  }
});

describe('miniature materials', () => {
  /** The share of a class's vertices painted as bare metal. */
  function metalShare(kind: MiniatureClass): number {
    const metal = createShipMiniatureGeometry(kind).getAttribute('metal');
    let sum = 0;
    for (let i = 0; i < metal.count; i++) sum += metal.getX(i);
    return sum / metal.count;
  }

  test('makes iron, guns and funnels glossy metal and sails, wood and paint matte, per part', () => {
    for (const kind of CLASSES) {
      const g = createShipMiniatureGeometry(kind);
      expect(g.getAttribute('metal')?.count, kind).toBe(g.getAttribute('position').count);
    }
    // Iron warships are mostly metal; a clipper is wood and canvas; a serpent has no metal at all.
    expect(metalShare('ironclad')).toBeGreaterThan(0.4);
    expect(metalShare('battleship')).toBeGreaterThan(0.4);
    expect(metalShare('clipper')).toBeLessThan(0.1);
    expect(metalShare('serpent')).toBe(0);
    // A steamer has both: an iron hull and funnels under a painted house and deck.
    expect(metalShare('steamer')).toBeGreaterThan(0.1);
    expect(metalShare('steamer')).toBeLessThan(0.9);
  });
});
