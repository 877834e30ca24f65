import { browserStorage, STORAGE_KEYS, type KeyValueStore } from '../app/storage';

const LEARN_PROGRESS_KEY = STORAGE_KEYS.learnProgress;

export interface LessonProgress {
  /** The furthest step reached (0-based). */
  step: number;
  completed: boolean;
}

export type LearnProgress = Record<string, LessonProgress>;

type ProgressStore = Pick<KeyValueStore, 'getItem' | 'setItem'>;

/** Reads the saved progress; anything unreadable counts as no progress. */
export function loadProgress(store: ProgressStore | null = browserStorage()): LearnProgress {
  try {
    const raw = store?.getItem(LEARN_PROGRESS_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const out: LearnProgress = {};
    for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
      const v = value as Partial<LessonProgress> | null;
      if (v && typeof v.step === 'number' && typeof v.completed === 'boolean')
        out[id] = { step: v.step, completed: v.completed };
    }
    return out;
  } catch {
    return {};
  }
}

export function saveProgress(
  progress: LearnProgress,
  store: ProgressStore | null = browserStorage(),
): void {
  try {
    store?.setItem(LEARN_PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Private mode or a full store: progress simply is not remembered.
  }
}

/** Records that a lesson reached `step`; reaching the last step completes it. */
export function recordStep(
  progress: LearnProgress,
  lessonId: string,
  step: number,
  stepCount: number,
): LearnProgress {
  const before = progress[lessonId] ?? { step: 0, completed: false };
  return {
    ...progress,
    [lessonId]: {
      step: Math.max(before.step, step),
      completed: before.completed || step >= stepCount - 1,
    },
  };
}
