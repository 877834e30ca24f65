import { describe, expect, test } from 'vitest';
import { Vector3 } from 'three';
import { TRAY_FLOOR, fitInsetCamera, makeInsetCamera } from '../../../src/scene/dice/insetCamera';
import { TOGGLE_HEIGHT, screenLayout } from '../../../src/state/app/screenLayout';

// Issue 27: the tray where the dice land is seen whole, in the dock's inset, clear of the panels.
describe('the dice inset', () => {
  test.each([
    [1280, 720],
    [1024, 768],
    [1920, 1080],
  ])('at %i×%i shows the whole felt of the tray, large, inside the window', (width, height) => {
    const { diceRect, dockRect } = screenLayout(width, height, 'play', false);
    // In the dock, under its button row, inside the window.
    expect(diceRect.width).toBeGreaterThan(0);
    expect(diceRect.left).toBeGreaterThanOrEqual(dockRect.left);
    expect(diceRect.left + diceRect.width).toBeLessThanOrEqual(dockRect.left + dockRect.width);
    expect(diceRect.top).toBeGreaterThanOrEqual(dockRect.top + TOGGLE_HEIGHT);
    expect(diceRect.top + diceRect.height).toBeLessThanOrEqual(height);
    const camera = makeInsetCamera();
    fitInsetCamera(camera, diceRect.width, diceRect.height);
    const felt = TRAY_FLOOR.map((corner) => {
      const p = new Vector3().copy(corner).project(camera);
      return { x: ((p.x + 1) / 2) * diceRect.width, y: ((1 - p.y) / 2) * diceRect.height };
    });
    for (const { x, y } of felt) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(diceRect.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(diceRect.height);
    }
    const spanX = Math.max(...felt.map((p) => p.x)) - Math.min(...felt.map((p) => p.x));
    const spanY = Math.max(...felt.map((p) => p.y)) - Math.min(...felt.map((p) => p.y));
    expect(Math.max(spanX / diceRect.width, spanY / diceRect.height)).toBeGreaterThan(0.8);
  });
});
