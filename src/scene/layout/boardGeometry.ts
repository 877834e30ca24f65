/** Board-plane units: the board lies on y = 0, centred on the origin, x to the east, z to the south. */
export const BOARD_WIDTH = 32;
export const BOARD_DEPTH = 21;
/** Map window: 360° of longitude centred on 150°W, latitudes 80°N to 60°S. */
export const MAP_TOP = -9.2;
export const MAP_CENTRE_LONGITUDE = -150;
export const MAP_NORTH = 80;
export const MAP_SOUTH = -60;
export const UNITS_PER_DEGREE = BOARD_WIDTH / 360;
export const MAP_BOTTOM = MAP_TOP + (MAP_NORTH - MAP_SOUTH) * UNITS_PER_DEGREE;

export const SLOT_SIZE = 1;
export const TOKEN_SIZE = 0.86;
export const TOKEN_THICKNESS = 0.12;

export interface Point {
  x: number;
  z: number;
}

/** Centre and size of an axis-aligned rectangle on the board. */
export interface Rect extends Point {
  w: number;
  d: number;
}

export function projectLonLat(lon: number, lat: number): Point {
  const shifted = (((lon - MAP_CENTRE_LONGITUDE + 180) % 360) + 360) % 360;
  return {
    x: shifted * UNITS_PER_DEGREE - BOARD_WIDTH / 2,
    z: MAP_TOP + (MAP_NORTH - lat) * UNITS_PER_DEGREE,
  };
}
