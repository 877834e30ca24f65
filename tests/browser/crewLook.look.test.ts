import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harness, server, startOnlineRoomForFile } from './onlineRoom';
import { openVote } from './crewShow';

startOnlineRoomForFile();

declare const window: { __nemo: { getDecision(): { kind: string } | null } };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const OVERLAYS = ['crew-panel', 'showcase-status', 'lower-third', 'presenter-bar'];

/**
 * The boxes of the show's overlays that are on screen now, read in one go: a caption that leaves
 * between two reads (the lower third comes and goes) must not leave a wait on a missing element.
 */
async function boxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate((ids) => {
    const out: Record<string, Box> = {};
    for (const id of ids) {
      const el = document.querySelector(`[data-testid="${id}"]`);
      if (!el) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      out[id] = { x: r.x, y: r.y, width: r.width, height: r.height };
    }
    return out;
  }, OVERLAYS);
}

/** Plays captain's orders (option 1) until the crew votes on an Action Phase: the longest ballot. */
async function voteOnActionPhase(page: Page) {
  for (let i = 0; i < 40; i++) {
    await openVote(page);
    if ((await page.evaluate(() => window.__nemo.getDecision()?.kind)) === 'action') return;
    await page.keyboard.press('1');
    await page.waitForTimeout(300);
  }
  throw new Error('no Action Phase was put to the vote');
}

for (const [lang, bg] of [
  ['en', 'table'],
  ['en', 'green'],
  ['ja', 'table'],
] as const) {
  test(`the show with an open crew vote at 1920×1080 (${lang}, ${bg}; English also at 1280×720 and 1024×768) and the phone at 390×844: nothing overlaps`, async () => {
    const query = `server=${encodeURIComponent(server.endpoint)}&debug=1&quality=low&speed=instant&bot=quick&lang=${lang}`;
    const show = await harness.open(
      `/?mode=showcase&seed=crew-look-1&bg=${bg}&crew=vote&crewSeconds=120&${query}`,
      { width: 1920, height: 1080 },
    );
    await voteOnActionPhase(show.page);
    const href = (await show.page.getByTestId('crew-link').getAttribute('href')) ?? '';
    const url = new URL(href);
    const phone = await harness.open(`${url.pathname}${url.search}&lang=${lang}`, {
      width: 390,
      height: 844,
    });
    const other = await harness.open(`${url.pathname}${url.search}`, { width: 390, height: 844 });
    await phone.page.getByTestId('crew-option').first().waitFor();
    await other.page.getByTestId('crew-option').first().waitFor();
    await phone.page.locator('[data-testid=crew-option][data-n="2"]').click();
    await other.page.locator('[data-testid=crew-option][data-n="1"]').click();
    await show.page.mouse.move(900, 500); // the presenter bar shows on a keyed background too
    await expect
      .poll(() => show.page.getByTestId('crew-stream-votes').first().textContent())
      .toBe('1');
    const shown = await boxes(show.page);
    expect(shown['crew-panel']).toBeDefined();
    for (const [id, box] of Object.entries(shown))
      if (id !== 'crew-panel') expect(overlaps(shown['crew-panel']!, box), id).toBe(false);
    const panel = shown['crew-panel']!;
    expect(panel.y + panel.height).toBeLessThanOrEqual(1080);
    await show.screenshot(`crew-show-${lang}-${bg}-1920x1080`);
    if (bg === 'table' && lang === 'en') {
      // The smaller windows the show is checked at: still nothing overlaps, every option shows.
      for (const size of [
        { width: 1280, height: 720 },
        { width: 1024, height: 768 },
      ]) {
        await show.page.setViewportSize(size);
        await show.page.mouse.move(500, 400);
        const small = await boxes(show.page);
        for (const [id, box] of Object.entries(small))
          if (id !== 'crew-panel')
            expect(overlaps(small['crew-panel']!, box), `${id} ${size.width}`).toBe(false);
        const last = await show.page.getByTestId('crew-stream-option').last().boundingBox();
        const panel = small['crew-panel']!;
        expect(last!.y + last!.height).toBeLessThanOrEqual(panel.y + panel.height + 1);
        expect(panel.y + panel.height).toBeLessThanOrEqual(size.height);
        await show.screenshot(`crew-show-${lang}-${bg}-${size.width}x${size.height}`);
      }
    }
    if (bg === 'table') {
      // The phone: no sideways scrolling, every option as wide as the screen allows.
      expect(
        await phone.page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(390);
      await phone.screenshot(`crew-phone-${lang}-390x844`);
    }
    for (const p of [show, phone, other]) await p.page.close();
  });
}
