import { describe, expect, test } from 'vitest';
import { flipCourses } from '../../../src/state/flip/flipCourses';
import { atMove, card, play, solo } from '../../flip/helpers';

describe('Flip Voyage: a move chosen as a whole', () => {
  test('each course ends where it says, a different place each, and earns what it previews', () => {
    const start = atMove(solo(), [card(5, 'hearts'), card(2, 'spades'), card(9, 'clubs')], 4, 4);
    const { state } = play(start, { type: 'chooseMove', player: 0, card: 0, value: 5 });
    const courses = flipCourses(state, 0);
    expect(courses.length).toBeGreaterThan(3);
    expect(new Set(courses.map((c) => c.end)).size).toBe(courses.length);
    for (const course of courses) {
      expect(course.steps).toHaveLength(5);
      const { state: after, events } = play(
        state,
        ...course.steps.map((to) => ({ type: 'step' as const, player: 0, to })),
      );
      expect(after.players[0]!.location).toBe(course.end);
      expect(events.filter((e) => e.type === 'BonusLostAtSea')).toHaveLength(course.lost);
      const damage = events.filter(
        (e) => e.type === 'MapSymbolCollected' && start.players[0]!.collected[e.space] === false,
      );
      expect(damage.length).toBeGreaterThanOrEqual(course.damage);
    }
  });

  test('no courses when the seat is not charting a course', () => {
    expect(flipCourses(solo(), 0)).toEqual([]);
  });
});
