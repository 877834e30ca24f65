import {
  MAP_COLUMNS,
  MAP_ROWS,
  ZONE_SIZE,
  cornerIndex,
  spaceAt,
  spaceX,
  spaceY,
  zoneOf,
} from './data/board';

export const MAX_MOVE = 10;
/** Longest course tried when no card can reach an uncharted space. */
export const MAX_EXTENDED_MOVE = 40;

export function neighbours(space: number): number[] {
  const x = spaceX(space);
  const y = spaceY(space);
  const out: number[] = [];
  if (y > 0) out.push(spaceAt(x, y - 1));
  if (x < MAP_COLUMNS - 1) out.push(spaceAt(x + 1, y));
  if (y < MAP_ROWS - 1) out.push(spaceAt(x, y + 1));
  if (x > 0) out.push(spaceAt(x - 1, y));
  return out;
}

export type UnchartedDistances = [Int32Array, Int32Array];

/** Orthogonal neighbours of every space, computed once. */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from(
  { length: MAP_COLUMNS * MAP_ROWS },
  (_, i) => neighbours(i),
);

/**
 * Whether a course can go on from the end of `path` for exactly `remaining` orthogonal steps,
 * never stepping straight back, and stop on a space that is neither charted nor on this course.
 */
export function canFinishCourse(
  charted: readonly boolean[],
  path: readonly number[],
  remaining: number,
  distances?: UnchartedDistances,
): boolean {
  const onPath = new Uint8Array(MAP_COLUMNS * MAP_ROWS);
  for (const s of path) onPath[s]! += 1;
  const last = path[path.length - 1]!;
  const prev = path.length > 1 ? path[path.length - 2]! : -1;
  if (remaining === 0) return !charted[last] && onPath[last] === 1;
  // A grid walk ends on a fixed colour, so distance to the nearest same-colour target bounds it.
  const dist = distances ?? distancesToUncharted(charted);
  const search = (pos: number, from: number, left: number): boolean => {
    if (dist[(COLOUR[pos]! + left) & 1]![pos]! > left) return false;
    for (const next of NEIGHBOURS[pos]!) {
      if (next === from) continue;
      if (left === 1) {
        if (!charted[next] && onPath[next] === 0) return true;
        continue;
      }
      onPath[next]! += 1;
      const ok = search(next, pos, left - 1);
      onPath[next]! -= 1;
      if (ok) return true;
    }
    return false;
  };
  return search(last, prev, remaining);
}

const SPACE_COUNT = MAP_COLUMNS * MAP_ROWS;
const COLOUR = Uint8Array.from({ length: SPACE_COUNT }, (_, i) => (spaceX(i) + spaceY(i)) & 1);
const NEIGHBOUR_FLAT = new Int16Array(SPACE_COUNT * 4).fill(-1);
NEIGHBOURS.forEach((list, i) => list.forEach((n, k) => (NEIGHBOUR_FLAT[i * 4 + k] = n)));
const UNREACHABLE = 1 << 20;

/** Grid distance from every space to the nearest uncharted space of each colour (0 even, 1 odd). */
export function distancesToUncharted(charted: readonly boolean[]): UnchartedDistances {
  const result: UnchartedDistances = [new Int32Array(SPACE_COUNT), new Int32Array(SPACE_COUNT)];
  const queue = new Int32Array(SPACE_COUNT);
  for (let colour = 0; colour < 2; colour++) {
    const d = result[colour]!;
    d.fill(UNREACHABLE);
    let tail = 0;
    for (let i = 0; i < SPACE_COUNT; i++) {
      if (!charted[i] && COLOUR[i] === colour) {
        d[i] = 0;
        queue[tail++] = i;
      }
    }
    for (let head = 0; head < tail; head++) {
      const cur = queue[head]!;
      const next = d[cur]! + 1;
      for (let k = cur * 4; k < cur * 4 + 4; k++) {
        const n = NEIGHBOUR_FLAT[k]!;
        if (n >= 0 && d[n]! > next) {
          d[n] = next;
          queue[tail++] = n;
        }
      }
    }
  }
  return result;
}

/** Next spaces a course may take with `remaining` steps still to go (including this one). */
export function legalSteps(
  charted: readonly boolean[],
  path: readonly number[],
  remaining: number,
): number[] {
  const last = path[path.length - 1]!;
  const prev = path.length > 1 ? path[path.length - 2]! : -1;
  const dist = distancesToUncharted(charted);
  return NEIGHBOURS[last]!.filter(
    (next) => next !== prev && canFinishCourse(charted, [...path, next], remaining - 1, dist),
  );
}

/** The shortest course length of at least `from` that can reach an uncharted space, or 0. */
export function extendedCourseLength(
  charted: readonly boolean[],
  location: number,
  from: number,
): number {
  const dist = distancesToUncharted(charted);
  for (let length = from; length <= MAX_EXTENDED_MOVE; length++) {
    if (canFinishCourse(charted, [location], length, dist)) return length;
  }
  return 0;
}

/** The two corner points of the zone border crossed between two adjacent spaces, if any. */
export function borderCorners(from: number, to: number): [number, number] | null {
  if (zoneOf(from) === zoneOf(to)) return null;
  const fx = spaceX(from);
  const fy = spaceY(from);
  const tx = spaceX(to);
  const ty = spaceY(to);
  if (fy === ty) {
    const x = Math.max(fx, tx);
    const top = Math.floor(fy / ZONE_SIZE) * ZONE_SIZE;
    return [cornerIndex(x, top), cornerIndex(x, top + ZONE_SIZE)];
  }
  const y = Math.max(fy, ty);
  const left = Math.floor(fx / ZONE_SIZE) * ZONE_SIZE;
  return [cornerIndex(left, y), cornerIndex(left + ZONE_SIZE, y)];
}
