import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { SHIPS } from '../../src/core/data';
import { harnessForFile } from './harness';
import { waitForTableRest } from './tableRest';

const harness = harnessForFile();

interface Box {
  key: string;
  x: number;
  y: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}
interface NemoApi {
  getLegalActions(): { type: string; action?: string }[];
  getDecision(): { kind: string } | null;
  getState(): { shipFace: number[] } | null;
  dispatch(action: unknown): boolean;
  isIdle(): boolean;
  skipAnimations(): void;
  screenBoxes(name: string, keyPrefix?: string): Box[];
  renderStats(): { frames: number };
}
declare const window: Window & { __nemo: NemoApi };

/** Attacks whenever offered until a Hidden Ship is revealed and the attack waits for its roll. */
async function revealAShip(page: Page): Promise<void> {
  let kind: string | null = null;
  for (let i = 0; i < 60 && kind !== 'attackCommit'; i++) {
    await page.waitForFunction(() => window.__nemo.isIdle(), null, { timeout: 60_000 });
    kind = await page.evaluate(() => {
      const api = window.__nemo;
      const options = api.getLegalActions();
      const pick =
        options.find((o) => o.type === 'declineStartingUpgrade') ??
        options.find((o) => o.type === 'act' && o.action === 'attack') ??
        options[0];
      if (pick) api.dispatch(pick);
      api.skipAnimations();
      return api.getDecision()?.kind ?? null;
    });
  }
  expect(kind).toBe('attackCommit');
  await page.waitForFunction(() => window.__nemo.isIdle(), null, { timeout: 60_000 });
  await waitForTableRest(page);
}

/** The first piece of `prefix` on the ship mesh whose centre is the table (no panel over it). */
async function pieceOnTable(page: Page, prefix: string): Promise<Box | null> {
  return page.evaluate((p) => {
    const boxes = window.__nemo.screenBoxes('ship-tokens', p);
    return boxes.find((b) => document.elementFromPoint(b.x, b.y)?.tagName === 'CANVAS') ?? null;
  }, prefix);
}

const INFO = '[data-testid="table-item-info"]';

test('a revealed ship names itself with its Attack, Defense and VP on hover and on a click; a Hidden Ship tells nothing', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?seed=stage-10&motive=war&speed=instant&debug=1&quality=low',
    { width: 1280, height: 720 },
  );
  await page.waitForFunction(() => (window.__nemo?.getLegalActions?.().length ?? 0) > 0, null, {
    timeout: 120_000,
  });
  await revealAShip(page);
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1024, height: 768 },
  ]) {
    const frames = await page.evaluate(() => window.__nemo.renderStats().frames);
    await page.setViewportSize(size);
    await waitForTableRest(page, { since: size.width === 1280 ? undefined : frames });
    const ship = await pieceOnTable(page, 'ship:');
    expect(ship, 'a revealed ship on the table').not.toBeNull();
    const id = Number(ship!.key.split(':')[1]);
    await page.mouse.move(ship!.x, ship!.y);
    await page.waitForSelector(INFO, { timeout: 10_000 });
    const text = (await page.locator(INFO).textContent()) ?? '';
    expect(text).toMatch(/Defense \d+/);
    expect(text).toMatch(/\d+ VP/);
    // The name on the card is the name of the ship under the pointer.
    const side = await page.evaluate((shipId) => window.__nemo.getState()!.shipFace[shipId], id);
    const token = SHIPS[id]!;
    expect(text).toContain((side === 1 ? token.back : token.front).name);
    const box = (await page.locator(INFO).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    // It opens clear of the ship it names.
    const apart =
      box.x >= ship!.right ||
      box.x + box.width <= ship!.left ||
      box.y >= ship!.bottom ||
      box.y + box.height <= ship!.top;
    expect(apart).toBe(true);
    await screenshot(`ship-info-hover-${size.width}x${size.height}`);
    // A click pins it (a tap does the same): it stays when the pointer leaves.
    await page.mouse.click(ship!.x, ship!.y);
    await page.mouse.move(4, size.height / 2);
    await page.waitForTimeout(200);
    expect(await page.locator(INFO).getAttribute('data-pinned')).toBe('true');
    await page.keyboard.press('Escape');
    await page.waitForSelector(INFO, { state: 'detached', timeout: 5_000 });

    // A Hidden Ship opens no card, and the hint under the pointer names no ship.
    const hidden = await pieceOnTable(page, 'hidden:');
    if (hidden) {
      await page.mouse.move(hidden.x, hidden.y);
      await page.waitForTimeout(300);
      expect(await page.locator(INFO).count()).toBe(0);
      const hint = (await page.locator('[data-testid="table-hint"]').textContent()) ?? '';
      expect(hint).not.toMatch(/Defense|VP/);
      await page.mouse.move(4, size.height / 2);
    }
  }
  expect(consoleErrors).toEqual([]);
}, 300_000);

test('on a touch screen, a tap on a revealed ship opens its card, and a second tap closes it', async () => {
  const context = await harness.browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${harness.baseUrl}/?seed=stage-10&motive=war&speed=instant&debug=1&quality=low`);
  await page.waitForFunction(() => (window.__nemo?.getLegalActions?.().length ?? 0) > 0, null, {
    timeout: 120_000,
  });
  await revealAShip(page);
  const ship = await pieceOnTable(page, 'ship:');
  expect(ship).not.toBeNull();
  await page.touchscreen.tap(ship!.x, ship!.y);
  await page.waitForSelector(INFO, { timeout: 10_000 });
  expect(await page.locator(INFO).getAttribute('data-pinned')).toBe('true');
  expect((await page.locator(INFO).textContent()) ?? '').toMatch(/Defense \d+ .*\d+ VP/);
  await page.touchscreen.tap(ship!.x, ship!.y);
  await page.waitForSelector(INFO, { state: 'detached', timeout: 5_000 });
  expect(errors).toEqual([]);
  await context.close();
}, 300_000);
