import { Vector3, type Camera } from 'three';

const point = new Vector3();

/** Where a point of the table lies on the page, in CSS pixels. */
export function pagePoint(
  camera: Camera,
  canvas: HTMLCanvasElement,
  [x, y, z]: readonly [number, number, number],
): { x: number; y: number } {
  point.set(x, y, z).project(camera);
  const rect = canvas.getBoundingClientRect();
  return {
    x: rect.left + ((point.x + 1) / 2) * rect.width,
    y: rect.top + ((1 - point.y) / 2) * rect.height,
  };
}
