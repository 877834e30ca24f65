import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';
import {
  openRoom,
  optionBoxesOverlap,
  optionsInView,
  playUntil,
  resizeTo,
} from './decisionRoomChecks';

const harness = harnessForFile();

const SIZES: [number, number][] = [
  [1024, 768],
  [1280, 720],
  [1920, 1080],
];

async function coachOpen(page: Page, open: boolean): Promise<void> {
  const toggle = page.getByTestId('coach-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== String(open)) await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe(String(open));
}

test.each(['ja', 'en'] as const)(
  "in %s the Action Phase's group headings and options cover nothing, at three sizes, coach open and closed",
  async (lang) => {
    const opened = await openRoom(harness, 1024, 768, lang);
    const { page, screenshot } = opened;
    await playUntil(page, 'bigAction');
    // Issue 43: in Japanese at 1024×768 the space buttons under "未確認トークンに正面攻撃・北大西洋"
    // wrapped to a second line, which spilled over the next group's heading.
    expect(await page.getByTestId('option-group-heading').count()).toBeGreaterThan(0);
    for (const [width, height] of SIZES) {
      await resizeTo(page, width, height);
      for (const open of [true, false]) {
        await coachOpen(page, open);
        await expect.poll(() => optionBoxesOverlap(page), { timeout: 10_000 }).toEqual([]);
        const inView = await optionsInView(page);
        expect(inView.hidden, `${lang} ${width}×${height} coach ${open}`).toEqual([]);
        // The whole decision shows, down to its step setting: the panel does not scroll.
        expect(inView.scrolls, `${lang} ${width}×${height} coach ${open}`).toBe(false);
        // What stays below the decision (coach, log, tools, the command box) stays on screen; in a
        // short window the command box folds beside a long decision and / opens it on screen.
        const box = page.getByTestId('command-box');
        const folded = (await box.getAttribute('data-folded')) === 'true';
        if (folded) {
          await page.locator('body').press('/');
          await expect
            .poll(() => box.evaluate((el) => el.contains(document.activeElement)))
            .toBe(true);
        }
        const onScreen = await box.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { width: r.width, overhang: r.bottom - window.innerHeight };
        });
        const where = `${lang} ${width}×${height} coach ${open}${folded ? ', opened by /' : ''}`;
        expect(onScreen.overhang, `${where}: the command box's overhang`).toBeLessThanOrEqual(0);
        expect(onScreen.width, `${where}: the command box's width`).toBeGreaterThan(150);
        if (folded) {
          await page.getByTestId('command-input').evaluate((el) => (el as HTMLInputElement).blur());
          await expect
            .poll(() => box.evaluate((el) => el.getBoundingClientRect().width))
            .toBeLessThan(2);
        }
        if (open) await screenshot(`fit-${lang}-${width}x${height}`);
      }
    }
    await page.close();
  },
  300_000,
);

test('squeezed by a long decision, the coach lists its options one line each, says how many more, and shows each reason on focus', async () => {
  const opened = await openRoom(harness, 1024, 768, 'ja');
  const { page, consoleErrors, screenshot } = opened;
  await playUntil(page, 'bigAction');
  const rows = page.getByTestId('coach-row');
  await rows.nth(2).waitFor({ state: 'attached', timeout: 30_000 });
  expect(await rows.count()).toBe(3);
  const list = page.getByTestId('coach-list');
  // The list scrolls within its own area, below the coach's heading…
  const fits = await list.evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
  expect(fits, 'the squeezed coach has no room for its three options').toBe(false);
  // …and says so: "▾ 2 more" beside the heading, which scrolls the next option into view.
  const more = page.getByTestId('coach-more');
  await expect.poll(() => more.textContent()).toMatch(/^▾ あと\d件$/);
  const rowInView = (i: number) =>
    rows.nth(i).evaluate((row) => {
      const r = row.getBoundingClientRect();
      const l = row.closest('ol')!.getBoundingClientRect();
      return (
        r.top >= l.top - 1 && r.bottom <= l.bottom + 1 && getComputedStyle(row).opacity !== '0'
      );
    });
  expect(await rowInView(0)).toBe(true);
  expect(await rowInView(2)).toBe(false);
  await screenshot('coach-squeezed-ja-1024x768');
  await more.click();
  await expect.poll(() => rowInView(1)).toBe(true);

  // Each option's reason is its row's description, for a screen reader…
  const whys = await page.getByTestId('coach-why').allTextContents();
  for (const [i, why] of whys.entries()) {
    const described = await rows.nth(i).evaluate((row) => {
      const id = row.getAttribute('aria-describedby');
      return id ? (document.getElementById(id)?.textContent ?? '') : '';
    });
    expect(described).toBe(why);
    expect(why.length).toBeGreaterThan(5);
  }
  // …and a keyboard reaches every row: focusing the last brings it whole into view, with its
  // reason beside the panel where the list has no room for it.
  await rows.nth(0).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await rows.nth(2).evaluate((row) => row === document.activeElement)).toBe(true);
  await expect.poll(() => rowInView(2)).toBe(true);
  const reason = page.getByTestId('coach-reason');
  await expect.poll(() => reason.textContent()).toContain(whys[2]!);
  const card = await reason.boundingBox();
  const panel = await page.getByTestId('coach-panel').boundingBox();
  expect(card && panel && card.x >= 0 && card.x + card.width <= panel.x + 1).toBe(true);
  expect(card && card.y >= 0 && card.y + card.height <= 768).toBe(true);
  await screenshot('coach-squeezed-reason-ja-1024x768');
  // The last option in view, the affordance leads back to the first.
  expect(await more.textContent()).toBe('▴ 最初へ');
  await page.keyboard.press('Tab');
  expect(await reason.count()).toBe(0);
  expect(consoleErrors.filter((e) => !e.includes('THREE.Clock'))).toEqual([]);
  await page.close();
}, 240_000);
