import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlipDecision } from '../../flip';
import { flipDispatchAtom, flipLatestStateAtom } from '../../state/flip/flipAtoms';
import { courseGains, flipCourses, type FlipCourse } from '../../state/flip/flipCourses';
import { spaceDetail } from '../../state/flip/flipLabels';
import { COLORS, button } from '../play/theme';

/** Shown at most: the best ends first; the step-by-step options stay below for the rest. */
const SHOWN = 8;

/**
 * A move chosen as a whole: each place the move can end, with what its best course earns on the
 * way (stars, a bonus, borders for exploration rewards, damage, bonuses lost); choosing one
 * takes every step of that course.
 */
export function FlipCourseList({
  decision,
  disabled,
}: {
  decision: Extract<FlipDecision, { kind: 'chartStep' }>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const state = useAtomValue(flipLatestStateAtom);
  const dispatch = useSetAtom(flipDispatchAtom);
  const courses = useMemo(
    () => (state ? flipCourses(state, decision.player).slice(0, SHOWN) : []),
    [state, decision.player],
  );
  if (courses.length < 2) return null;
  const take = (course: FlipCourse) => {
    for (const to of course.steps) dispatch({ type: 'step', player: decision.player, to });
  };
  return (
    <div data-testid="flip-courses" style={{ display: 'grid', gap: 4, marginBottom: 10 }}>
      <div style={{ color: COLORS.brass, fontSize: 13 }}>
        {t('wayfinding.flip.course.heading', { count: decision.remaining })}
      </div>
      {courses.map((course) => (
        <button
          key={course.end}
          data-testid="flip-course"
          disabled={disabled}
          style={{ ...button, textAlign: 'left' }}
          onClick={() => take(course)}
        >
          {t('wayfinding.flip.course.option', {
            end: spaceDetail(course.end),
            gains: courseGains(course),
          })}
        </button>
      ))}
      <div style={{ color: COLORS.muted, fontSize: 12 }}>{t('wayfinding.flip.course.orStep')}</div>
    </div>
  );
}
