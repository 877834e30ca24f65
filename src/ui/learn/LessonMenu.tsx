import { useAtomValue, useSetAtom } from 'jotai';
import { progressAtom, startLessonAtom } from '../../state/learn/learnAtoms';
import { LESSONS } from '../../state/learn/lessons/lessonCatalog';
import type { Lesson } from '../../state/learn/lessonTypes';
import { COLORS, button, panel } from '../play/theme';

const GROUPS: { id: Lesson['group']; title: string; blurb: string }[] = [
  { id: 'base', title: 'The base game', blurb: 'For new captains: how a turn works.' },
  {
    id: 'imperialist',
    title: 'The Imperialist variant',
    blurb: 'Two players: the map changes and the Imperialist’s forces.',
  },
];

/** Every lesson with its progress: start, continue where you left off, or restart. */
export function LessonMenu() {
  const progress = useAtomValue(progressAtom);
  const start = useSetAtom(startLessonAtom);
  return (
    <main
      data-testid="lesson-menu"
      style={{
        minHeight: '100vh',
        background: 'radial-gradient(circle at 30% 20%, #163049, #0b1a28 70%)',
        color: COLORS.ink,
        font: '16px Georgia, serif',
        padding: '48px max(24px, 8vw)',
        boxSizing: 'border-box',
      }}
    >
      <h1 style={{ color: COLORS.brass, fontWeight: 'normal', margin: 0 }}>
        Learn Nemo&apos;s War
      </h1>
      <p style={{ color: COLORS.muted, marginTop: 6 }}>
        Short lessons on the real table and the real rules. Your progress is remembered.
      </p>
      {GROUPS.map((group) => (
        <section key={group.id} style={{ marginTop: 28 }}>
          <h2 style={{ color: COLORS.brass, fontWeight: 'normal', marginBottom: 4 }}>
            {group.title}
          </h2>
          <div style={{ color: COLORS.muted, marginBottom: 12 }}>{group.blurb}</div>
          <div
            style={{
              display: 'grid',
              gap: 12,
              gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
            }}
          >
            {LESSONS.filter((l) => l.group === group.id).map((lesson) => {
              const p = progress[lesson.id];
              const status = p?.completed
                ? 'Completed ✓'
                : p
                  ? `Reached step ${p.step + 1} of ${lesson.steps.length}`
                  : `${lesson.steps.length} steps`;
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
                          Continue
                        </button>
                        <button
                          style={button}
                          data-testid={`lesson-start-${lesson.id}`}
                          onClick={() => start(lesson.id)}
                        >
                          Restart
                        </button>
                      </>
                    ) : (
                      <button
                        style={button}
                        data-testid={`lesson-start-${lesson.id}`}
                        onClick={() => start(lesson.id)}
                      >
                        {p?.completed ? 'Play again' : 'Start'}
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
