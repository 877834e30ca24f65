import { menuHref } from '../front/modeHref';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { progressAtom, startLessonAtom } from '../../state/learn/learnAtoms';
import { LESSONS } from '../../state/learn/lessons/lessonCatalog';
import type { Lesson } from '../../state/learn/lessonTypes';
import { COLORS, button, panel } from '../play/theme';
import { SERIF } from '../../i18n/latinFont';

const GROUPS: readonly Lesson['group'][] = ['base', 'imperialist'];

/** Every lesson with its progress: start, continue where you left off, or restart. */
export function LessonMenu() {
  const { t } = useTranslation();
  const progress = useAtomValue(progressAtom);
  const start = useSetAtom(startLessonAtom);
  return (
    <main
      data-testid="lesson-menu"
      style={{
        minHeight: '100vh',
        background: 'radial-gradient(circle at 30% 20%, #163049, #0b1a28 70%)',
        color: COLORS.ink,
        font: `16px ${SERIF}`,
        padding: '48px max(24px, 8vw)',
        boxSizing: 'border-box',
      }}
    >
      <a
        href={menuHref()}
        data-testid="learn-back"
        style={{ color: COLORS.brass, display: 'inline-block', marginBottom: 12 }}
      >
        {t('wayfinding.menu.back')}
      </a>
      <h1 style={{ color: COLORS.brass, fontWeight: 'normal', margin: 0 }}>{t('learn.heading')}</h1>
      <p style={{ color: COLORS.muted, marginTop: 6 }}>{t('learn.intro')}</p>
      {GROUPS.map((group) => (
        <section key={group} style={{ marginTop: 28 }}>
          <h2 style={{ color: COLORS.brass, fontWeight: 'normal', marginBottom: 4 }}>
            {t(`learn.group.${group}.title`)}
          </h2>
          <div style={{ color: COLORS.muted, marginBottom: 12 }}>
            {t(`learn.group.${group}.blurb`)}
          </div>
          <div
            style={{
              display: 'grid',
              gap: 12,
              gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
            }}
          >
            {LESSONS.filter((l) => l.group === group).map((lesson) => {
              const p = progress[lesson.id];
              const status = p?.completed
                ? t('learn.completed')
                : p
                  ? t('learn.reached', { step: p.step + 1, count: lesson.steps.length })
                  : t('learn.steps', { count: lesson.steps.length });
              return (
                <article
                  key={lesson.id}
                  data-testid={`lesson-card-${lesson.id}`}
                  style={{ ...panel, padding: 16 }}
                >
                  <div style={{ fontSize: 19, color: COLORS.ink }}>{lesson.title}</div>
                  <div style={{ color: COLORS.muted, margin: '6px 0 10px', minHeight: 40 }}>
                    {lesson.summary}
                  </div>
                  <div
                    data-testid="lesson-status"
                    style={{ color: p?.completed ? COLORS.good : COLORS.brass, marginBottom: 10 }}
                  >
                    {status}
                  </div>
                  <div style={{ display: 'flex', gap: 8 }}>
                    {p && !p.completed && p.step > 0 ? (
                      <>
                        <button style={button} onClick={() => start(lesson.id, p.step)}>
                          {t('learn.continue')}
                        </button>
                        <button
                          style={button}
                          data-testid={`lesson-start-${lesson.id}`}
                          onClick={() => start(lesson.id)}
                        >
                          {t('learn.restart')}
                        </button>
                      </>
                    ) : (
                      <button
                        style={button}
                        data-testid={`lesson-start-${lesson.id}`}
                        onClick={() => start(lesson.id)}
                      >
                        {p?.completed ? t('learn.playAgain') : t('learn.start')}
                      </button>
                    )}
                  </div>
                </article>
              );
            })}
          </div>
        </section>
      ))}
    </main>
  );
}
