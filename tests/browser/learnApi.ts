/** What the lesson tests read from the page (`window.__nemo.learn()`), and how they step a lesson. */
import type { Page } from 'playwright-core';
import { waitForTableRest } from './tableRest';

export interface LearnInfo {
  lesson: string | null;
  stepCount: number;
  step: number;
  stepId: string | null;
  tryIt: 'decision' | 'ocean' | null;
  play: boolean;
  highlights: string[];
  rendered: string[];
  feedback: { kind: 'wrong' | 'right'; text: string } | null;
  idle: boolean;
}
export interface NemoApi {
  learn(): LearnInfo;
  learnVerdicts(): boolean[];
  getState(): unknown;
  renderStats?: () => { frames: number };
}
declare const window: { __nemo: NemoApi };

/** One frame per lesson for the record (every step with LEARN_ALL_SHOTS=1). */
export const SHOT_AT: Record<string, string> = {
  'turn-at-sea': 'placement',
  'imperialist-map': 'arctic-ice',
  'imperialist-turn': 'squadron-at-sea',
};
export const ALL_SHOTS = process.env.LEARN_ALL_SHOTS === '1';

export const learn = (page: Page) => page.evaluate(() => window.__nemo.learn());
/** A short fingerprint of the rules state, computed in the page. */
export const stateJson = (page: Page) =>
  page.evaluate(() => {
    const text = JSON.stringify(window.__nemo.getState());
    let h = 2166136261;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    return `${text.length}:${h >>> 0}`;
  });

/** Waits until events are shown and the scene has placed every highlight of the step. */
export async function waitForStep(page: Page, index: number): Promise<LearnInfo> {
  await page.waitForFunction(
    (i) => {
      const l = window.__nemo.learn();
      const rendered = [...l.rendered].sort().join('|');
      return l.step === i && l.idle && rendered === [...l.highlights].sort().join('|');
    },
    index,
    { timeout: 60_000 },
  );
  return learn(page);
}

/**
 * Waits until no frame has rendered for a while (the camera has arrived), for a picture only:
 * after 16 s the picture is taken anyway.
 */
export async function waitQuiet(page: Page): Promise<void> {
  await waitForTableRest(page, { quietMs: 400, timeout: 16_000 }).catch(() => undefined);
}

/**
 * Starts a lesson from the menu and waits for the table's first frame. Vite may reload the page
 * once when the lazy table pulls in dependencies it has not optimized yet: then start again.
 */
export async function startLesson(page: Page, id: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByTestId(`lesson-start-${id}`).click();
    const started = await page
      .waitForFunction(
        (lesson) =>
          window.__nemo?.learn?.().lesson === lesson &&
          (window.__nemo.renderStats?.().frames ?? 0) > 0,
        id,
        { timeout: 90_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (started) return;
    await page.getByTestId('lesson-menu').waitFor({ timeout: 30_000 });
  }
  throw new Error(`lesson ${id} did not start`);
}

export const LESSON_IDS = ['turn-at-sea', 'imperialist-map', 'imperialist-turn'] as const;
