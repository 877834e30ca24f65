import type { MarkShape } from '../../state/table/colourMarks';

/** What the mark chips on the table show, for `window.__nemo.groupMarks()` in browser tests. */
export interface ShownGroupMark {
  key: string;
  group: string;
  shape: MarkShape;
  position: readonly [number, number, number];
  /** World units. */
  radius: number;
}

let shown: ShownGroupMark[] = [];

export function setShownGroupMarks(marks: ShownGroupMark[]): void {
  shown = marks;
}

export function shownGroupMarks(): ShownGroupMark[] {
  return shown;
}
