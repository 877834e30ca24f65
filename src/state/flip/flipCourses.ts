import { MAP_SPACES, borderCorners, legalSteps } from '../../flip';
import type { FlipState, Suit } from '../../flip';
import { i18n } from '../../i18n/i18n';
import { SUIT_SYMBOL } from './flipLabels';

/** A whole course to the end of a move, and what it earns on the way. */
export interface FlipCourse {
  /** The steps still to take, in order (not the space the Nautilus stands on). */
  steps: number[];
  end: number;
  stars: number;
  damage: number;
  /** Zone borders crossed: each may offer an exploration reward. */
  borders: number;
  /** The bonus taken on the space the course ends on, if any. */
  bonus: Suit | null;
  /** Bonuses stepped over mid-course: lost at sea. */
  lost: number;
}

/** Stop enumerating after this many courses (a 10-space move has at most a few thousand). */
const MAX_COURSES = 20_000;

function scoreOf(c: FlipCourse): number {
  return c.stars * 2 + (c.bonus ? 3 : 0) + c.borders - c.damage * 3 - c.lost * 3;
}

/**
 * Every place the current move can end, each with its best course (most stars and bonuses, least
 * damage and fewest bonuses lost at sea), for choosing a move as a whole. Empty unless the seat
 * is charting a course.
 */
export function flipCourses(state: FlipState, player: number): FlipCourse[] {
  const p = state.players[player];
  const top = p?.stack[p.stack.length - 1];
  if (!p || top?.kind !== 'step') return [];
  const start = top.path.length;
  const best = new Map<number, FlipCourse>();
  let count = 0;
  const walk = (path: number[], remaining: number) => {
    if (count >= MAX_COURSES) return;
    if (remaining === 0) {
      count++;
      const steps = path.slice(start);
      const end = steps[steps.length - 1];
      if (end === undefined) return;
      const course: FlipCourse = {
        steps,
        end,
        stars: 0,
        damage: 0,
        borders: 0,
        bonus: null,
        lost: 0,
      };
      const seen = new Set<number>();
      for (let i = start; i < path.length; i++) {
        const space = path[i] as number;
        if (borderCorners(path[i - 1] as number, space)) course.borders++;
        if (p.collected[space] || seen.has(space)) continue;
        seen.add(space);
        const kind = MAP_SPACES[space];
        if (kind?.type === 'stars') course.stars += kind.stars;
        else if (kind?.type === 'damage') course.damage++;
        else if (kind?.type === 'bonus') {
          if (space === end) course.bonus = kind.suit;
          else course.lost++;
        }
      }
      const held = best.get(end);
      if (!held || scoreOf(course) > scoreOf(held)) best.set(end, course);
      return;
    }
    for (const next of legalSteps(p.charted, path, remaining)) walk([...path, next], remaining - 1);
  };
  walk([...top.path], top.remaining);
  return [...best.values()].sort((a, b) => scoreOf(b) - scoreOf(a) || a.end - b.end);
}

/** What a course earns on the way, in words ("+3★, ♥ bonus, 1 border (exploration reward)"). */
export function courseGains(course: FlipCourse): string {
  const parts: string[] = [];
  if (course.stars > 0) parts.push(i18n.t('wayfinding.flip.course.stars', { count: course.stars }));
  if (course.bonus)
    parts.push(i18n.t('wayfinding.flip.course.bonus', { suit: SUIT_SYMBOL[course.bonus] }));
  if (course.borders > 0)
    parts.push(i18n.t('wayfinding.flip.course.borders', { count: course.borders }));
  if (course.damage > 0)
    parts.push(i18n.t('wayfinding.flip.course.damage', { count: course.damage }));
  if (course.lost > 0) parts.push(i18n.t('wayfinding.flip.course.lost', { count: course.lost }));
  return parts.length > 0 ? parts.join(', ') : i18n.t('wayfinding.flip.course.nothing');
}
