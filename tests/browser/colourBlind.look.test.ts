import { expect, test } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, harnessForFile } from './harness';
import { waitForTableRest } from './tableRest';

const harness = harnessForFile();

interface Point {
  x: number;
  y: number;
}
interface Mark {
  key: string;
  group: string;
  shape: string;
  position: [number, number, number];
  radius: number;
  screen: Point;
}
interface NemoApi {
  getLegalActions(): unknown[];
  dispatch(action: unknown): boolean;
  isIdle(): boolean;
  groupMarks(): Mark[];
  tableScreenPosition(x: number, y: number, z: number): Point;
  renderStats(): { frames: number };
}
declare const window: { __nemo: NemoApi };

const GRID = 16;

/** Dark (1) and light (0) cells of a GRID×GRID sample of the middle of each chip, in grey. */
async function chipMasks(page: Page, png: Buffer, chips: { c: Point; r: number }[]) {
  return page.evaluate(
    async ({ b64, chips, grid }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(img, 0, 0);
      return chips.map(({ c, r }) => {
        // The cream middle of the chip, where the dark shape is drawn.
        const half = r * 0.55;
        const data = ctx.getImageData(c.x - half, c.y - half, half * 2, half * 2);
        const lum = (x: number, y: number) => {
          const i = (Math.floor(y) * data.width + Math.floor(x)) * 4;
          const d = data.data;
          return 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;
        };
        const values: number[] = [];
        for (let gy = 0; gy < grid; gy++)
          for (let gx = 0; gx < grid; gx++)
            values.push(lum(((gx + 0.5) / grid) * data.width, ((gy + 0.5) / grid) * data.height));
        const lo = Math.min(...values);
        const hi = Math.max(...values);
        const chroma = (() => {
          let most = 0;
          for (let i = 0; i < data.data.length; i += 4) {
            const [r0, g0, b0] = [data.data[i]!, data.data[i + 1]!, data.data[i + 2]!];
            most = Math.max(most, Math.max(r0, g0, b0) - Math.min(r0, g0, b0));
          }
          return most;
        })();
        return { cells: values.map((v) => (v < (lo + hi) / 2 ? 1 : 0)), contrast: hi - lo, chroma };
      });
    },
    { b64: png.toString('base64'), chips, grid: GRID },
  );
}

const differing = (a: number[], b: number[]) =>
  a.reduce((n, v, i) => n + (v === b[i] ? 0 : 1), 0) / a.length;

test('colour-blind setting: ship groups show different shapes, still told apart without colour vision', async () => {
  const context = await harness.browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 720 },
  });
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('nemos-war-3d.settings.v1', JSON.stringify({ colourBlind: true }));
      sessionStorage.setItem('seeded', '1');
    }
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(
    `${harness.baseUrl}/?seed=a11y-1&motive=explore&speed=instant&debug=1&quality=low`,
  );
  await page.waitForFunction(() => (window.__nemo?.groupMarks?.().length ?? 0) > 0, null, {
    timeout: 120_000,
  });
  await page.waitForFunction(() => (window.__nemo.renderStats?.().frames ?? 0) > 0, null, {
    timeout: 120_000,
  });
  // Play on (the first legal choice each time): after 41 choices in this seed, ships of two
  // colour groups (white, light yellow) lie face up side by side in the North Atlantic.
  await page.evaluate(() => {
    const api = window.__nemo;
    for (let i = 0; i < 41; i++) api.dispatch(api.getLegalActions()[0]);
  });
  await waitForTableRest(page, { playback: true, timeout: 60_000 });
  const marks = await page.evaluate(() => window.__nemo.groupMarks());
  const shapeOf = new Map(marks.map((m) => [m.group, m.shape]));
  expect(shapeOf.size).toBeGreaterThanOrEqual(2);
  expect(new Set(shapeOf.values()).size).toBe(shapeOf.size);
  // Two counters of different groups in one Ocean; a double click frames that Ocean.
  const ships = marks.filter((m) => m.key.startsWith('mark:ship:'));
  const [a, b] = ships
    .flatMap((p) => ships.filter((q) => q.group !== p.group).map((q) => [p, q] as const))
    .sort(
      ([p, q], [r, s]) =>
        Math.hypot(p.position[0] - q.position[0], p.position[2] - q.position[2]) -
        Math.hypot(r.position[0] - s.position[0], r.position[2] - s.position[2]),
    )[0]!;
  // The North Atlantic's box (x 8.6, z -5, 3.79 × 2.8): double-click a free corner of it.
  const mid = await page.evaluate(() => window.__nemo.tableScreenPosition(10.2, 0, -3.8));
  const chips = () =>
    page.evaluate(
      (keys) =>
        keys.map((key) => {
          const api = window.__nemo;
          const m = api.groupMarks().find((g) => g.key === key)!;
          const edge = api.tableScreenPosition(
            m.position[0] + m.radius,
            m.position[1],
            m.position[2],
          );
          const c = api.tableScreenPosition(m.position[0], m.position[1], m.position[2]);
          return { c, r: Math.hypot(edge.x - c.x, edge.y - c.y) };
        }),
      [a.key, b.key],
    );
  // Software rendering under load can miss a double click: try again until the Ocean is framed.
  for (let i = 0; i < 4 && (await chips())[0]!.r < 12; i++) {
    await page.mouse.move(mid.x, mid.y);
    await page.waitForTimeout(500);
    await page.mouse.dblclick(mid.x, mid.y);
    for (let t = 0; t < 10 && (await chips())[0]!.r < 12; t++) await page.waitForTimeout(500);
  }
  const cdp = await context.newCDPSession(page);
  const shoot = async (
    type: 'achromatopsia' | 'deuteranopia' | 'protanopia',
    at: { c: Point; r: number }[],
  ) => {
    await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
    const png = await page.screenshot();
    writeFileSync(join(SCREENSHOT_DIR, `colour-blind-${type}.png`), png);
    return chipMasks(page, png, at);
  };
  // Wait for the camera to come to rest, then read where the chips are drawn and shoot each
  // deficiency; under load a frame can still be settling, so read and shoot again (up to five
  // times) until both chips show on the canvas in every shot.
  let at: { c: Point; r: number }[] = [];
  const seen: Record<string, Awaited<ReturnType<typeof chipMasks>>> = {};
  for (let attempt = 0; attempt < 5; attempt++) {
    let frames = -1;
    for (let i = 0; i < 40; i++) {
      await page.waitForTimeout(500);
      const now = await page.evaluate(() => window.__nemo.renderStats().frames);
      if (now === frames) break;
      frames = now;
    }
    at = await chips();
    const onCanvas = await page.evaluate(
      (points) =>
        points.every(({ c }) => document.elementFromPoint(c.x, c.y)?.tagName === 'CANVAS'),
      at,
    );
    for (const type of ['achromatopsia', 'deuteranopia', 'protanopia'] as const)
      seen[type] = await shoot(type, at);
    const clear = Object.values(seen).every(
      ([ma, mb]) => ma!.contrast > 60 && mb!.contrast > 60 && differing(ma!.cells, mb!.cells) > 0.1,
    );
    if (onCanvas && at.every((c) => c.r > 12) && clear) break;
  }
  expect(at.every((c) => c.r > 12)).toBe(true);
  const grey = seen.achromatopsia!;
  // Without colour vision the screenshot is grey, and the two groups' chips still differ in shape.
  expect(Math.max(...grey.map((g) => g.chroma))).toBeLessThan(12);
  for (const type of Object.keys(seen)) {
    const [ma, mb] = seen[type]!;
    expect(ma!.contrast).toBeGreaterThan(60);
    expect({ type, shapesDiffer: differing(ma!.cells, mb!.cells) > 0.1 }).toEqual({
      type,
      shapesDiffer: true,
    });
  }

  // Control: with the setting off, the same spots show no chip (so the check above saw the marks).
  const marked = await page.evaluate(() => window.__nemo.renderStats().frames);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('checkbox', { name: /colour-blind/i }).uncheck();
  await page.waitForFunction(() => window.__nemo.groupMarks().length === 0);
  // The table has redrawn without the marks and is at rest.
  await waitForTableRest(page, { since: marked, playback: true });
  const offPng = await page.screenshot();
  writeFileSync(join(SCREENSHOT_DIR, 'colour-blind-off-achromatopsia.png'), offPng);
  const off = await chipMasks(page, offPng, at);
  off.forEach((o, i) => expect(differing(o.cells, grey[i]!.cells)).toBeGreaterThan(0.1));
  expect(errors).toEqual([]);
  await context.close();
});
