import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  canAdvanceAtom,
  currentLessonAtom,
  currentStepAtom,
  leaveLessonAtom,
  nextStepAtom,
  startLessonAtom,
  stepIndexAtom,
  stepViewAtom,
  visibleFeedbackAtom,
} from '../../state/learn/learnAtoms';
import { tableSettledAtom } from '../../state/nemo/tablePose';
import { pageUrl } from '../../state/app/pageUrl';
import { COLORS, button, panel } from '../play/theme';
import { LessonChoices } from './LessonChoices';

/** The lesson's voice: the step's caption, its try-it, feedback, and the way on. */
export function LessonPanel() {
  const { t } = useTranslation();
  const lesson = useAtomValue(currentLessonAtom);
  const step = useAtomValue(currentStepAtom);
  const view = useAtomValue(stepViewAtom);
  const index = useAtomValue(stepIndexAtom);
  const feedback = useAtomValue(visibleFeedbackAtom);
  const canAdvance = useAtomValue(canAdvanceAtom);
  // The step speaks of where the game stands: it waits until the table has staged the moves.
  const idle = useAtomValue(tableSettledAtom);
  const next = useSetAtom(nextStepAtom);
  const restart = useSetAtom(startLessonAtom);
  const leave = useSetAtom(leaveLessonAtom);
  if (!lesson || !step || !view) return null;
  const last = index === lesson.steps.length - 1;
  // Came from the front door's "Learn first … then set sail": the last step offers the voyage.
  const thenSail = pageUrl().thenSail;
  return (
    <aside
      data-testid="lesson-panel"
      data-step={step.id}
      data-step-index={index}
      style={{
        ...panel,
        flex: '0 1 auto',
        minHeight: 0,
        boxSizing: 'border-box',
        overflow: 'auto',
        padding: 16,
        fontSize: 15,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', color: COLORS.muted }}>
        <span>{lesson.title}</span>
        <span data-testid="lesson-progress">
          {t('learn.progress', { step: index + 1, count: lesson.steps.length })}
        </span>
      </div>
      <div style={{ display: 'flex', gap: 3, margin: '8px 0 12px' }}>
        {lesson.steps.map((s, i) => (
          <span
            key={s.id}
            style={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              background: i <= index ? COLORS.brass : 'rgba(217,179,106,0.25)',
            }}
          />
        ))}
      </div>
      <h2 style={{ margin: '0 0 6px', color: COLORS.brass, fontWeight: 'normal', fontSize: 22 }}>
        {step.title}
      </h2>
      <p data-testid="lesson-caption" style={{ lineHeight: 1.45, margin: '0 0 10px' }}>
        {idle ? view.caption : <span style={{ color: COLORS.muted }}>{t('learn.watchTable')}</span>}
      </p>
      {view.routes.map((r) =>
        r.blocked.length > 0 ? (
          <ul
            key={`${r.piece}-${r.from}`}
            style={{ margin: '0 0 10px', paddingLeft: 18, color: COLORS.muted, fontSize: 13 }}
          >
            {r.blocked.map((b) => (
              <li key={b.to}>
                <span style={{ color: COLORS.danger }}>✕</span>{' '}
                {t('learn.blockedLine', {
                  piece: t(`learn.piece.${r.piece}`),
                  ocean: t(`ocean.${b.to}`),
                  why: b.why,
                })}
              </li>
            ))}
          </ul>
        ) : null,
      )}
      {feedback && (
        <div
          role="status"
          data-testid="lesson-feedback"
          data-kind={feedback.kind}
          style={{
            border: `1px solid ${feedback.kind === 'wrong' ? COLORS.danger : COLORS.good}`,
            background:
              feedback.kind === 'wrong' ? 'rgba(224,122,95,0.15)' : 'rgba(143,201,143,0.15)',
            borderRadius: 6,
            padding: '6px 10px',
            marginBottom: 10,
          }}
        >
          {feedback.kind === 'wrong' ? t('learn.notQuite') : '✓ '}
          {feedback.about && (
            <span data-testid="lesson-feedback-about" style={{ color: COLORS.muted }}>
              {t('wayfinding.lesson.answered', { step: feedback.about })}
            </span>
          )}
          {feedback.text}
        </div>
      )}
      {step.tryIt && (
        <div data-testid="lesson-try-it" style={{ marginBottom: 10 }}>
          <div style={{ color: COLORS.brass, marginBottom: 6 }}>
            {t('learn.tryIt', { prompt: step.tryIt.prompt })}
          </div>
          {idle ? (
            <LessonChoices tryIt={step.tryIt} />
          ) : (
            <div style={{ color: COLORS.muted }}>…</div>
          )}
        </div>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 6 }}>
        {!step.tryIt && !last && (
          <button
            data-testid="lesson-next"
            style={{ ...button, opacity: canAdvance ? 1 : 0.5 }}
            disabled={!canAdvance}
            onClick={() => next()}
          >
            {step.play ? step.play.label : t('learn.next')}
          </button>
        )}
        {last && thenSail && (
          <a
            data-testid="lesson-set-sail"
            href="?mode=solo"
            style={{ ...button, textDecoration: 'none' }}
          >
            {t('wayfinding.lesson.setSail')}
          </a>
        )}
        {last && (
          <button data-testid="lesson-finish" style={button} onClick={() => leave()}>
            {t('learn.finish')}
          </button>
        )}
        <button data-testid="lesson-restart" style={button} onClick={() => restart(lesson.id)}>
          {t('learn.restart')}
        </button>
        {!last && (
          <button data-testid="lesson-menu-button" style={button} onClick={() => leave()}>
            {t('learn.lessons')}
          </button>
        )}
      </div>
    </aside>
  );
}
