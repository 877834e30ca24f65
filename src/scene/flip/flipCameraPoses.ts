export interface FlipCameraPose {
  position: [number, number, number];
  target: [number, number, number];
}

/** Seated at the table: the whole sheet, the lineup above it and the cards at its sides. */
export const FLIP_TABLE_POSE: FlipCameraPose = {
  position: [4.2, 33.4, 8.2],
  target: [4.2, 0, -2.6],
};
export const FLIP_TOP_POSE: FlipCameraPose = { position: [3.2, 31, -1.99], target: [3.2, 0, -2] };
