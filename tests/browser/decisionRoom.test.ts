import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile, keepForDocs } from './harness';

const harness = harnessForFile();

interface Decision {
  kind: string;
  options: { type: string; action?: string }[];
}
interface NemoApi {
  getDecision(): Decision | null;
  dispatch(action: unknown): boolean;
  skipAnimations(): void;
  isIdle(): boolean;
}
declare const window: {
  __nemo: NemoApi;
  localStorage: Storage;
  innerWidth: number;
  innerHeight: number;
};

/** Plays decisions (first non-ending option) until `want` holds for the decision shown. */
async function playUntil(page: Page, want: 'bigAction' | 'test'): Promise<void> {
  await page.waitForFunction(
    (w) => {
      const api = window.__nemo;
      if (!api?.getDecision) return false;
      const d = api.getDecision();
      if (!d) {
        api.skipAnimations();
        return false;
      }
      if (w === 'bigAction' && d.kind === 'action' && d.options.length >= 10) return true;
      if (w === 'test' && d.options.some((o) => o.type === 'commitTest')) return true;
      const pick =
        w === 'test' && d.kind === 'action'
          ? (d.options.find((o) => o.type === 'act' && o.action === 'search') ?? d.options[0])
          : (d.options.find(
              (o) => o.type !== 'endActions' && o.type !== 'declineStartingUpgrade',
            ) ?? d.options[0]);
      api.dispatch(pick);
      api.skipAnimations();
      return false;
    },
    want,
    { timeout: 90_000, polling: 200 },
  );
  // Let the panel catch up with the decision.
  await page.waitForTimeout(600);
}

/** Every visible option button lies inside the window and inside its scroll box's visible part. */
async function optionsInView(page: Page) {
  return page.evaluate(() => {
    const panel = document.querySelector<HTMLElement>('[data-testid="decision"]');
    if (!panel) return { count: 0, hidden: ['no decision panel'], scrolls: false };
    const box = panel.getBoundingClientRect();
    const scrolls = panel.scrollHeight > panel.clientHeight + 1;
    const hidden: string[] = [];
    const buttons = [...panel.querySelectorAll<HTMLElement>('[data-testid="option"]')];
    buttons.forEach((b, i) => {
      const r = b.getBoundingClientRect();
      const inWindow = r.top >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
      const inBox = r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      // A scrolling list may hide later rows inside itself, never the first ones, never the page's.
      if (!inWindow && r.bottom <= box.bottom + 1) hidden.push(`${i}: outside the window`);
      if (!scrolls && !inBox) hidden.push(`${i}: cut off`);
      if (scrolls && i < 3 && !inBox) hidden.push(`${i}: first rows hidden`);
    });
    if (box.bottom > window.innerHeight + 1) hidden.push('panel below the fold');
    return { count: buttons.length, hidden, scrolls, height: box.height };
  });
}

for (const [width, height] of [
  [1280, 720],
  [1024, 768],
] as const) {
  test(`at ${width}×${height} a many-option Action Phase and a test's Roll buttons are on screen`, async () => {
    const { page, consoleErrors, screenshot } = await harness.open(
      '/?seed=room-1&motive=explore&speed=instant&debug=1&quality=low',
      { width, height },
    );
    await page.evaluate(() => window.localStorage.setItem('nemo.stepMode', 'off'));
    await page.reload();
    await page.getByTestId('decision').waitFor({ timeout: 60_000 });
    // The coach open takes its share too: the decision still comes first.
    await page.keyboard.press('h');

    await playUntil(page, 'bigAction');
    const action = await optionsInView(page);
    expect(action.count).toBeGreaterThanOrEqual(10);
    expect(action.hidden).toEqual([]);
    // The list is at least a few rows tall: not one option peeking out.
    expect(action.height).toBeGreaterThan(200);
    const file = await screenshot(`first-game-action-${width}x${height}`);
    keepForDocs(file, `first-game-action-${width}x${height}`);

    // Keys: B (board as text) and H (coach) never choose an option, even in a long menu.
    const optionCount = action.count;
    await page.keyboard.press('b');
    await page.getByTestId('board-mirror').waitFor({ timeout: 10_000 });
    await page.keyboard.press('b');
    await page.keyboard.press('h');
    await page.keyboard.press('h');
    expect(await page.evaluate(() => window.__nemo.getDecision()?.options.length)).toBe(
      optionCount,
    );
    expect(await page.getByTestId('option').count()).toBe(optionCount);
    await page.keyboard.press('?');
    const keysList = await page.getByTestId('shortcuts-help').textContent();
    expect(keysList).toContain('Space');
    expect(keysList).toMatch(/letters skip B, H, P/);
    await page.keyboard.press('?');

    if (width === 1280) {
      // Adventure: the card's effect is on the panel before perform or bottom.
      await page.evaluate(() => {
        const d = window.__nemo.getDecision();
        const adventure = d?.options.find((o) => o.type === 'act' && o.action === 'adventure');
        if (!adventure) throw new Error('no Adventure option');
        window.__nemo.dispatch(adventure);
        window.__nemo.skipAnimations();
      });
      await page.waitForFunction(() => window.__nemo.getDecision()?.kind === 'adventure', null, {
        timeout: 30_000,
      });
      const effect = page.getByTestId('decision-card-effect');
      await effect.waitFor({ timeout: 10_000 });
      expect((await effect.textContent())?.length).toBeGreaterThan(20);
      expect(await page.getByTestId('decision').textContent()).not.toMatch(/\b[EA]\d+\b/);
      await screenshot('first-game-adventure');
    }

    await playUntil(page, 'test');
    // The dice inset of an earlier roll has left by now.
    expect(await page.getByTestId('dice-inset').count()).toBe(0);
    const test = await optionsInView(page);
    expect(test.count).toBeGreaterThan(0);
    expect(test.hidden).toEqual([]);
    for (const b of await page.getByTestId('option').all()) expect(await b.isVisible()).toBe(true);
    await screenshot(`first-game-test-${width}x${height}`);
    expect(consoleErrors.filter((e) => !e.includes('THREE.Clock'))).toEqual([]);
    await page.close();
  }, 240_000);
}
