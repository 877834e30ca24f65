import { describe, expect, test } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { OCEAN_IDS } from '../../src/core/data/types';
import { poseFor, subjectFor } from '../../src/scene/cameraPoses';
import { fitPose, maxZoomDistance } from '../../src/scene/fitCamera';
import { BOARD_WIDTH } from '../../src/scene/layout/boardGeometry';
import { OCEAN_LAYOUT } from '../../src/scene/layout/boardLayout';
import { screenLayout, type ScreenMode } from '../../src/state/app/screenLayout';

const SIZES: [number, number][] = [
  [1280, 720],
  [1366, 768],
  [1920, 1080],
  [2560, 1440],
  [1024, 768],
  [390, 844],
];
const MODES: ScreenMode[] = ['play', 'versus', 'learn', 'showcase'];

function screenOf(pose: ReturnType<typeof poseFor>, width: number, height: number) {
  const camera = new PerspectiveCamera(40, width / height, 0.5, 200);
  camera.position.set(...pose.position);
  camera.lookAt(new Vector3(...pose.target));
  camera.updateMatrixWorld();
  return (p: Vector3) => {
    const v = p.clone().project(camera);
    return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height };
  };
}

describe('camera framing', () => {
  for (const mode of MODES) {
    for (const [width, height] of SIZES) {
      test(`${mode} at ${width}×${height}: the whole table lies in the stage, filling one side`, () => {
        const { stage } = screenLayout(width, height, mode, false);
        const versus = mode === 'versus';
        const tall = stage.width / stage.height < 1.1;
        const pose = fitPose(
          poseFor({ kind: 'table' }, tall, mode === 'showcase'),
          subjectFor({ kind: 'table' }, versus),
          40,
          width,
          height,
          stage,
        );
        const toScreen = screenOf(pose, width, height);
        const points = [
          ...subjectFor({ kind: 'table' }, versus),
          ...OCEAN_IDS.map((id) => new Vector3(OCEAN_LAYOUT[id].box.x, 0, OCEAN_LAYOUT[id].box.z)),
        ].map(toScreen);
        for (const p of points) {
          expect(p.x).toBeGreaterThanOrEqual(stage.left);
          expect(p.x).toBeLessThanOrEqual(stage.left + stage.width);
          expect(p.y).toBeGreaterThanOrEqual(stage.top);
          expect(p.y).toBeLessThanOrEqual(stage.top + stage.height);
        }
        const xs = points.map((p) => p.x);
        const ys = points.map((p) => p.y);
        const fill = Math.max(
          (Math.max(...xs) - Math.min(...xs)) / stage.width,
          (Math.max(...ys) - Math.min(...ys)) / stage.height,
        );
        expect(fill).toBeGreaterThan(0.9);
      });
    }
  }

  test('centres the dice tray in the stage left of the panel dock', () => {
    const { stage } = screenLayout(1280, 720, 'play', false);
    const pose = fitPose(
      poseFor({ kind: 'dice' }),
      subjectFor({ kind: 'dice' }, false),
      40,
      1280,
      720,
      stage,
    );
    const toScreen = screenOf(pose, 1280, 720);
    for (const p of subjectFor({ kind: 'dice' }, false).map(toScreen)) {
      expect(p.x).toBeGreaterThanOrEqual(stage.left);
      expect(p.x).toBeLessThanOrEqual(stage.left + stage.width);
    }
  });

  test('keeps the dice inset off the stage the board is framed in, at every size', () => {
    for (const mode of ['play', 'versus', 'learn'] as const) {
      for (const [width, height] of SIZES) {
        const { stage, diceRect } = screenLayout(width, height, mode, false);
        expect(diceRect.width).toBeGreaterThan(150);
        const apart =
          diceRect.left >= stage.left + stage.width ||
          diceRect.top >= stage.top + stage.height ||
          diceRect.left + diceRect.width <= stage.left;
        expect(apart, `${mode} ${width}×${height}`).toBe(true);
        expect(diceRect.left + diceRect.width).toBeLessThanOrEqual(width);
        expect(diceRect.top).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('zoom limit', () => {
  for (const [width, height] of SIZES.slice(0, 5)) {
    test(`${width}×${height}: at the farthest the wheel allows, the board still spans most of the stage`, () => {
      const { stage } = screenLayout(width, height, 'play', false);
      const pose = fitPose(
        poseFor({ kind: 'table' }, false),
        subjectFor({ kind: 'table' }, false),
        40,
        width,
        height,
        stage,
      );
      const [px, py, pz] = pose.position;
      const [tx, ty, tz] = pose.target;
      const distance = Math.hypot(px - tx, py - ty, pz - tz);
      const k = maxZoomDistance(distance) / distance;
      const far = {
        position: [tx + (px - tx) * k, ty + (py - ty) * k, tz + (pz - tz) * k] as [
          number,
          number,
          number,
        ],
        target: pose.target,
      };
      const project = screenOf(far, width, height);
      const left = project(new Vector3(-BOARD_WIDTH / 2, 0, 0));
      const right = project(new Vector3(BOARD_WIDTH / 2, 0, 0));
      expect((right.x - left.x) / stage.width).toBeGreaterThan(0.55);
    });
  }
});

describe('ship tiles at the default view', () => {
  const TILE = 0.93;
  const floors: [number, number, number][] = [
    [1280, 720, 18],
    [1024, 768, 16.5],
    [1920, 1080, 27.5],
  ];
  for (const [width, height, floor] of floors) {
    test(`${width}×${height}: the farthest Ocean's tile is at least ${floor} px on its short side`, () => {
      const { stage } = screenLayout(width, height, 'play', false);
      const tall = stage.width / stage.height < 1.1;
      const pose = fitPose(
        poseFor({ kind: 'table' }, tall),
        subjectFor({ kind: 'table' }, false),
        40,
        width,
        height,
        stage,
      );
      const project = screenOf(pose, width, height);
      let smallest = Infinity;
      for (const id of OCEAN_IDS) {
        for (const slot of OCEAN_LAYOUT[id].slots) {
          const corners = [-1, 1].flatMap((a) =>
            [-1, 1].map((b) =>
              project(new Vector3(slot.x + (a * TILE) / 2, 0, slot.z + (b * TILE) / 2)),
            ),
          );
          const xs = corners.map((p) => p.x);
          const ys = corners.map((p) => p.y);
          smallest = Math.min(
            smallest,
            Math.max(...xs) - Math.min(...xs),
            Math.max(...ys) - Math.min(...ys),
          );
        }
      }
      expect(smallest).toBeGreaterThanOrEqual(floor);
    });
  }
});
