import { expect, test } from 'vitest';
import { harnessForFile } from './harness';

const harness = harnessForFile();

interface NemoApi {
  getLegalActions(): { type: string; action?: string }[];
  getDecision(): { kind: string } | null;
  dispatch(action: unknown): boolean;
  getState(): { result: unknown; turn: number } | null;
  isIdle(): boolean;
}
declare const window: { __nemo: NemoApi };

interface Seen {
  kind: string;
  options: string[];
  keys: (string | null)[];
  preview: string | null;
  leaks: string[];
}

const ROLLS = new Set(['testCommit', 'attackCommit']);

test('a seeded solo game: every roll shows target, chance and stakes; options read apart and have keys', async () => {
  const { page, consoleErrors } = await harness.open(
    '/?seed=clarity-1&motive=explore&speed=instant&debug=1&quality=low',
    { width: 1280, height: 720 },
  );
  await page.waitForFunction(() => (window.__nemo?.getLegalActions?.().length ?? 0) > 0, null, {
    timeout: 60_000,
    polling: 100,
  });
  const seen: Seen[] = [];
  let hovered = false;
  const t0 = Date.now();
  for (let i = 0; i < 45; i++) {
    await page.waitForFunction(
      () => {
        const d = window.__nemo.getDecision();
        const panel = document.querySelector('[data-testid=decision]');
        return window.__nemo.isIdle() && d !== null && panel?.getAttribute('data-kind') === d.kind;
      },
      null,
      { timeout: 10_000, polling: 50 },
    );
    await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
    const view = await page.evaluate((): Seen => {
      const panel = document.querySelector('[data-testid=decision]') as HTMLElement;
      const buttons = [...panel.querySelectorAll<HTMLElement>('[data-testid=option]')];
      const text = document.body.innerText;
      return {
        kind: panel.getAttribute('data-kind') ?? '',
        options: buttons.map((b) => b.innerText.trim()),
        keys: buttons.map((b) => b.getAttribute('data-key')),
        preview:
          (panel.querySelector('[data-testid=roll-preview]') as HTMLElement | null)?.innerText ??
          null,
        leaks: [/seed 0\d/i, /§/, /\[designed\]/].filter((r) => r.test(text)).map(String),
      };
    });
    seen.push(view);
    if (!hovered && view.options.some((o) => o.includes('Use "'))) {
      await page.locator('[data-testid=option]', { hasText: 'Use "' }).first().focus();
      const info = page.getByTestId('card-info');
      await info.waitFor({ timeout: 5_000 });
      expect(await info.innerText()).toMatch(/Now: /);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      hovered = true;
    }
    const done = await page.evaluate(() => {
      const api = window.__nemo;
      if (api.getState()?.result || (api.getState()?.turn ?? 0) > 2) return true;
      const o = api.getLegalActions();
      const pick =
        o.find((x) => x.type === 'declineStartingUpgrade') ??
        o.find((x) => x.type === 'act' && x.action === 'search') ??
        o.find((x) => x.type === 'act' && x.action === 'attack') ??
        o[0];
      api.dispatch(pick);
      return false;
    });
    if (done) break;
  }

  console.log(`clarity walk: ${seen.length} decisions in ${Date.now() - t0} ms`);
  const rolls = seen.filter((s) => ROLLS.has(s.kind));
  expect(rolls.length).toBeGreaterThan(1);
  for (const roll of rolls) {
    expect(roll.preview, roll.kind).toMatch(/Need \d+ on 2d6/);
    expect(roll.preview).toMatch(/\d+%/);
    expect(roll.preview).toMatch(/Pass: .+|\(pass[^)]*\): /);
    expect(roll.preview).toMatch(/Fail: .+|\(fail\): /);
    expect(roll.options.every((o) => /\d+% to pass/.test(o))).toBe(true);
  }
  for (const s of seen) {
    expect(new Set(s.options).size, `${s.kind}: ${s.options.join(' | ')}`).toBe(s.options.length);
    expect(s.keys.every((k) => k !== null)).toBe(true);
    expect(s.leaks, s.kind).toEqual([]);
  }
  expect(seen.some((s) => s.kind === 'action')).toBe(true);
  expect(hovered).toBe(true);
  expect(consoleErrors).toEqual([]);
  await page.close();
});
