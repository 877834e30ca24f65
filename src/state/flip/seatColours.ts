/** Marker and phase-token colours by seat: blue, red, green, purple. */
export const SEAT_COLOURS: readonly string[] = ['#1c4fc4', '#c4202b', '#17804a', '#7a2fb0'];
export const SEAT_COLOUR_NAMES: readonly string[] = ['blue', 'red', 'green', 'purple'];

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
}
