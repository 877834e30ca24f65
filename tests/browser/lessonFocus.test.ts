import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';

const harness = harnessForFile();

interface Spot {
  key: string;
  x: number;
  z: number;
}
interface NemoApi {
  learn(): {
    lesson: string | null;
    step: number;
    idle: boolean;
    highlights: string[];
    rendered: string[];
  };
  learnSpots(): Spot[];
  learnGoTo(id: string, step: number): void;
  tableScreenPosition(x: number, y: number, z: number): { x: number; y: number };
  renderStats?: () => { frames: number };
}
declare const window: { __nemo: NemoApi };

/** Steps whose text names pieces on the table: the Imperialist AP disc (iap), the cube at Mexican Independence (crush-dissent). */
const STEPS: readonly [lesson: string, step: number][] = [
  ['imperialist-turn', 0],
  ['imperialist-turn', 9],
];

async function waitQuiet(page: Page): Promise<void> {
  let last = -1;
  let still = 0;
  for (let i = 0; i < 40 && still < 2; i++) {
    await page.waitForTimeout(300);
    const frames = await page.evaluate(() => window.__nemo.renderStats?.().frames ?? 0);
    still = frames === last ? still + 1 : 0;
    last = frames;
  }
}

/** Each highlighted piece's screen point, and whether a DOM panel covers it there. */
async function coveredSpots(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const api = window.__nemo;
    // The dice are watched in the dice inset at the top of the dock, not on the table.
    return api.learnSpots().flatMap((s) => {
      if (s.key === 'dice') return [];
      const p = api.tableScreenPosition(s.x, 0, s.z);
      const inside = p.x >= 0 && p.y >= 0 && p.x < innerWidth && p.y < innerHeight;
      const hit = inside ? document.elementFromPoint(p.x, p.y) : null;
      return hit instanceof HTMLCanvasElement
        ? []
        : [
            `${s.key} at ${Math.round(p.x)},${Math.round(p.y)} under ${hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName ?? 'off screen'}`,
          ];
    });
  });
}

test('a lesson keeps the pieces its text names in view, clear of every panel', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=learn&lesson=imperialist-turn&debug=1&quality=low&speed=instant',
    { width: 1280, height: 720 },
  );
  await page.waitForFunction(
    () => 'learnGoTo' in (window.__nemo ?? {}) && (window.__nemo.renderStats?.().frames ?? 0) > 0,
    undefined,
    { timeout: 90_000 },
  );
  const problems: string[] = [];
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await waitQuiet(page);
    for (const [lesson, step] of STEPS) {
      await page.evaluate(
        ([id, n]) => window.__nemo.learnGoTo(id as string, n as number),
        [lesson, step],
      );
      await page.waitForFunction(
        ([id, n]) => {
          const l = window.__nemo.learn();
          return (
            l.lesson === id && l.step === n && l.idle && l.rendered.length === l.highlights.length
          );
        },
        [lesson, step],
        { timeout: 30_000 },
      );
      await waitQuiet(page);
      for (const p of await coveredSpots(page))
        problems.push(`${size.width}x${size.height} ${lesson}#${step}: ${p}`);
    }
    await screenshot(`lesson-focus-${size.width}x${size.height}`);
  }
  expect(problems).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await page.close();
}, 120_000);
