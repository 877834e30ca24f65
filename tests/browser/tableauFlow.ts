import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { keepForDocs, type BrowserHarness } from './harness';
import { flipEn } from '../../src/i18n/messages/flip.en';

interface NemoApi {
  getLegalActions(): { type: string }[];
  dispatch(action: unknown): boolean;
  getShownState(): { keepCards: string[]; characters: { id: string }[] } | null;
  staging(): { event: string | null };
  revealedCard(): {
    cardId: string | null;
    phase: string;
    rect: { left: number; top: number; right: number; bottom: number } | null;
  };
  skipAnimations(): void;
  isIdle(): boolean;
  screenBox(
    name: string,
    keyPrefix?: string,
  ): { key: string; x: number; y: number; left: number; right: number; width: number } | null;
  screenBoxes(
    name: string,
    keyPrefix?: string,
  ): { key: string; left: number; top: number; right: number; bottom: number }[];
  oceanScreenPosition(id: string): { x: number; y: number };
}
declare const window: Window & { __nemo: NemoApi };

const OCEANS = ['indianOcean', 'arcticOcean', 'capeHorn', 'southPacific', 'westernPacific'];

/**
 * A new window size reaches the canvas only in a rendering step, and a headless page with a
 * resting table (no frames asked for) may run none: ask for frames until the canvas has taken
 * the new size, so the camera refits before anything is measured on screen.
 */
async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction(
    (w) => Math.round(document.querySelector('canvas')?.getBoundingClientRect().width ?? 0) === w,
    size.width,
    { timeout: 15_000, polling: 'raf' },
  );
  await page.waitForTimeout(600);
}

/**
 * In the page: `restedAt(name, box)` is true once `box` (a screen box) has stayed within half a
 * pixel for 600 ms of frames, i.e. the camera has come to rest.
 */
async function installRestedAt(page: Page) {
  await page.evaluate(() => {
    const seen = new Map<string, { x: number; y: number; width: number; since: number }>();
    (window as unknown as { restedAt: unknown }).restedAt = (
      name: string,
      b: { x: number; y: number; width: number } | null,
    ) => {
      if (!b) return false;
      const last = seen.get(name);
      const moved =
        !last ||
        Math.abs(b.x - last.x) > 0.5 ||
        Math.abs(b.y - last.y) > 0.5 ||
        Math.abs(b.width - last.width) > 0.5;
      if (moved) seen.set(name, { x: b.x, y: b.y, width: b.width, since: performance.now() });
      return !moved && performance.now() - (last?.since ?? Infinity) > 600;
    };
  });
}
declare function restedAt(
  name: string,
  box: { x: number; y: number; width: number } | null,
): boolean;

/**
 * The step pause holds the drawn card up, face up, and speaks only once it is; tableau pieces
 * open their info card; a player's Ocean close-up names its Ocean. The card and the tableau are
 * checked at each of `sizes`; the rest at the first.
 */
export async function checkTableauAt(
  harness: BrowserHarness,
  sizes: readonly { width: number; height: number }[],
): Promise<void> {
  const first = sizes[0]!;
  // Step mode is stored before the app's first load (on a small file of the same origin), so
  // the table loads once, already pausing at each step.
  const { page, consoleErrors, screenshot } = await harness.open('/favicon.svg', first);
  await page.evaluate(() => window.localStorage.setItem('nemo.stepMode', 'on'));
  await page.goto(`${harness.baseUrl}/?seed=tab27&debug=1&quality=low`, { waitUntil: 'load' });
  await page.waitForFunction(
    () =>
      (window.__nemo?.getLegalActions?.().length ?? 0) > 0 &&
      typeof window.__nemo.revealedCard === 'function' &&
      ((window.__nemo as unknown as { renderStats(): { frames: number } }).renderStats().frames ??
        0) > 0,
    null,
    { timeout: 120_000 },
  );
  // Decline the starting Upgrade: the Event Phase draws a card and the step pause waits at it.
  await page.evaluate(() => {
    const a = window.__nemo.getLegalActions();
    window.__nemo.dispatch(a.find((o) => o.type === 'declineStartingUpgrade') ?? a[0]);
  });
  // Until the pause speaks, the card must already be up: sample while it rises.
  let spokeEarly = false;
  for (let i = 0; i < 200; i++) {
    const now = await page.evaluate(() => ({
      pause: document.querySelector('[data-testid="step-pause"]') !== null,
      card: window.__nemo.revealedCard(),
    }));
    if (now.pause) {
      if (now.card.phase !== 'held') {
        spokeEarly = true;
        console.log(
          'spoke early',
          JSON.stringify(now),
          await page.evaluate(() => window.__nemo.staging()),
        );
      }
      break;
    }
    await page.waitForTimeout(50);
  }
  expect(spokeEarly).toBe(false);
  await page.waitForSelector('[data-testid="step-pause"]', { timeout: 30_000 });
  for (const size of sizes) {
    await resizeTo(page, size);
    const card = await page.evaluate(() => window.__nemo.revealedCard());
    expect(card.phase).toBe('held');
    const dock = await page.evaluate(() => {
      const r = document.querySelector('[data-testid="step-pause"]')!.getBoundingClientRect();
      return { left: r.left };
    });
    // Face up in view, whole, and clear of the panel that says so.
    expect(card.rect!.left).toBeGreaterThanOrEqual(0);
    expect(card.rect!.top).toBeGreaterThanOrEqual(0);
    expect(card.rect!.bottom).toBeLessThanOrEqual(size.height);
    expect(card.rect!.right).toBeLessThan(dock.left);
    expect(card.rect!.right - card.rect!.left).toBeGreaterThan(size.width * 0.1);
    const file = await screenshot(`first-game-card-pause-${size.width}x${size.height}`);
    keepForDocs(file, `first-game-card-pause-${size.width}x${size.height}`);
  }
  // Continue: the card lays itself down on the table face up (not straight into a pile).
  await resizeTo(page, first);
  await page.click('[data-testid="step-continue"]');
  await page.waitForFunction(() => window.__nemo.revealedCard().phase !== 'held', null, {
    timeout: 10_000,
  });

  expect(consoleErrors).toEqual([]);
  // The tableau: hovering a Character tile opens its info card, titled with its name; a click
  // pins it. The tile is found where the live camera shows it, whatever the layout.
  await page.evaluate(() => window.localStorage.setItem('nemo.stepMode', 'off'));
  await installRestedAt(page);
  // Once the table has settled back to its own view.
  await page.waitForFunction(
    () => {
      window.__nemo.skipAnimations();
      return window.__nemo.isIdle();
    },
    null,
    { timeout: 30_000, polling: 200 },
  );
  // The first Character tile where the live camera shows it, once the camera has come to rest
  // with the tile in the window (two reads 200 ms apart agree).
  const characterTile = async () => {
    const tile = await page.waitForFunction(
      () => {
        const box = window.__nemo.screenBox('card-piles', 'character:');
        const inside = box && box.x > 0 && box.x < innerWidth && box.y > 0 && box.y < innerHeight;
        return inside && restedAt('tile', box) ? box : null;
      },
      null,
      // Polled each frame: a resting headless page draws only while something asks for frames.
      { timeout: 15_000, polling: 'raf' },
    );
    return (await tile.jsonValue())!;
  };
  for (const size of sizes) {
    await resizeTo(page, size);
    const tile = await characterTile();
    const id = tile.key.split(':')[1] as keyof typeof flipEn.character;
    await page.mouse.move(tile.x, tile.y);
    await page.waitForSelector('[data-testid="table-item-info"]', { timeout: 10_000 });
    const info = page.locator('[data-testid="table-item-info"]');
    expect(await info.textContent()).toContain(flipEn.character[id].name);
    const box = await info.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
    // It opens on bare table: over none of the Character tiles (nor the other tableau pieces).
    const tiles = await page.evaluate(() => window.__nemo.screenBoxes('card-piles', 'character:'));
    expect(tiles.length).toBeGreaterThan(1);
    for (const t of tiles) {
      const apart =
        box!.x >= t.right ||
        box!.x + box!.width <= t.left ||
        box!.y >= t.bottom ||
        box!.y + box!.height <= t.top;
      expect(apart, `${size.width}×${size.height}: the info card covers ${t.key}`).toBe(true);
    }
    const file = await screenshot(`first-game-tableau-${size.width}x${size.height}`);
    keepForDocs(file, `first-game-tableau-${size.width}x${size.height}`);
    await page.mouse.move(2, 2);
    await expect.poll(() => info.count()).toBe(0);
  }
  const at = await characterTile();
  await page.mouse.click(at.x, at.y);
  await page.mouse.move(2, 2);
  await expect
    .poll(() => page.locator('[data-testid="table-item-info"]').getAttribute('data-pinned'))
    .toBe('true');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('[data-testid="table-item-info"]').count()).toBe(0);

  // A player's Ocean close-up (a double click) names its Ocean above the ships, as the
  // showcase's do: a plate in the window, wide enough to read.
  await resizeTo(page, first);
  // An Ocean no option names, so the clicks only move the camera.
  const ocean = await page.evaluate((ids) => {
    const named = JSON.stringify(window.__nemo.getLegalActions());
    const id = ids.find((o) => !named.includes(`"${o}"`)) ?? ids[0]!;
    return window.__nemo.oceanScreenPosition(id);
  }, OCEANS);
  await page.mouse.dblclick(ocean.x, ocean.y);
  await installRestedAt(page);
  const plate = await page.waitForFunction(
    () => {
      const b = window.__nemo.screenBox('ocean-name-plate');
      const inside = b && b.left >= 0 && b.right <= innerWidth && b.y > 0 && b.y < innerHeight;
      // The camera has finished its move in.
      return inside && restedAt('plate', b) ? b : null;
    },
    null,
    { timeout: 15_000, polling: 'raf' },
  );
  expect((await plate.jsonValue())!.width).toBeGreaterThan(80);
  await screenshot(`first-game-ocean-close-up-${first.width}x${first.height}`);
  await page.keyboard.press('Home');
  await expect
    .poll(() => page.evaluate(() => window.__nemo.screenBox('ocean-name-plate')))
    .toBeNull();
  expect(consoleErrors).toEqual([]);
}
