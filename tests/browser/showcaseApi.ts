import type { Page } from 'playwright-core';

/** What a showcase page's `window.__nemo` offers the showcase browser files. */
export interface ShowcaseInfo {
  paused: boolean;
  hidden: boolean;
  freeCamera: boolean;
  speed: string;
  camera: { kind: string; id?: string };
  caption: { kicker: string; text: string } | null;
  /** The caption on screen now (a newer `caption` may wait in the queue behind it). */
  lowerThird: unknown;
  status: { act: number; turn: number; score: number } | null;
}

export interface ShowcaseApi {
  getState(): { result: { score: { total: number } | null } | null; turn: number } | null;
  getEvents(): unknown[];
  isIdle(): boolean;
  showcase(): ShowcaseInfo;
  renderStats?: () => { drawCalls: number; frames: number };
}

/**
 * Plays the show (it starts paused when `playing` is false) until the director holds an Ocean
 * close-up, pauses there and returns that Ocean. On a loaded machine a close-up can end before
 * the pause lands: then it plays on to the next one, four times at most.
 */
export async function pauseOnOceanCloseUp(
  page: Page,
  { playing, timeout }: { playing: boolean; timeout: number },
): Promise<string> {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt > 0 || !playing) await page.keyboard.press('Space');
    await page.waitForFunction(
      () =>
        (window as unknown as { __nemo?: ShowcaseApi }).__nemo?.showcase?.().camera.kind ===
        'ocean',
      null,
      { timeout, polling: 50 },
    );
    await page.keyboard.press('Space');
    const paused = await page.waitForFunction(
      () => {
        const show = (window as unknown as { __nemo: ShowcaseApi }).__nemo.showcase();
        if (!show.paused) return undefined;
        return { id: show.camera.kind === 'ocean' ? (show.camera.id ?? null) : null };
      },
      null,
      { timeout: 10_000 },
    );
    const held = ((await paused.jsonValue()) as { id: string | null }).id;
    if (held !== null) return held;
  }
  throw new Error('no Ocean close-up held after four tries');
}
