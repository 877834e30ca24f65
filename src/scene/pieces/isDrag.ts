/** A press that moved further than this (px) was a camera drag, not a click. */
const DRAG_PX = 4;

export function isDrag(e: { delta: number }): boolean {
  return e.delta > DRAG_PX;
}
