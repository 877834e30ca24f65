import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';
import { checkFrontDoorAt, expectLaidOut, shoot, waitUntilSettled } from './frontChecks';

const harness = harnessForFile();

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
];

/** Clicks a front-door entry, checks the mode that opens, then goes Back to the menu. */
async function visit(page: Page, entry: string, mode: RegExp, shows: () => Promise<void>) {
  await page.getByTestId(entry).click();
  await page.waitForURL(mode, { timeout: 60_000 });
  await shows();
  await page.goBack();
  await page.getByTestId('front-door').waitFor({ timeout: 60_000 });
  expect(new URL(page.url()).search).toBe('?quality=low');
}

test('from the front door the mouse reaches every mode, and Back returns to the menu', async () => {
  const { page, consoleErrors, screenshot } = await harness.open('/?quality=low', SIZES[0]);
  await page.getByTestId('front-door').waitFor({ timeout: 60_000 });
  // A first visit: no autosave, no lesson begun, so the first lesson is offered and no Continue.
  await expect.poll(() => page.getByTestId('menu-first-lesson').isVisible()).toBe(true);
  expect(await page.getByTestId('menu-continue').count()).toBe(0);

  await visit(page, 'menu-solo', /mode=solo/, async () => {
    await page.getByRole('button', { name: 'New game' }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('motive-detail').textContent()).toContain('Wonders ×7');
    expect(await page.getByTestId('motive-detail').textContent()).toContain('Notoriety 36');
    await page.getByTestId('motive-science').click();
    expect(await page.getByTestId('motive-detail').textContent()).toContain('Notoriety 26');
    await page.getByTestId('setup-first-lesson').waitFor();
    // The start button stays on screen even when the setup form is taller than the window.
    const start = await page.getByRole('button', { name: 'New game' }).boundingBox();
    expect((start?.y ?? 9999) + (start?.height ?? 0)).toBeLessThanOrEqual(720);
    await screenshot('setup-solo-1280x720');
  });
  await page.getByTestId('menu-versus').click();
  await page.getByTestId('versus-panel').waitFor();
  await visit(page, 'versus-hotseat', /mode=versus.*imperialist=human/, async () => {
    await page
      .getByText(/hot-seat/i)
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('imperialist player').inputValue()).toBe('human');
    expect(await page.getByTestId('motive-piracy').count()).toBe(1);
    expect(await page.getByTestId('motive-explore').count()).toBe(0);
    await screenshot('setup-versus-1280x720');
    // Our handicap has measured rows of its own (quick bots): the line shows them, says so, fits.
    const odds = page.getByTestId('versus-odds');
    await page.getByTestId('bot-strength').selectOption('quick');
    await page.getByLabel('Nautilus handicap', { exact: true }).selectOption('2');
    await expect.poll(() => odds.textContent()).toContain('our own handicap of 2 levels');
    expect(await odds.textContent()).toMatch(/^Measured with quick bots on both seats, 30 games/);
    const fits = await odds.evaluate((el) => {
      const box = el.closest('fieldset')!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return (
        el.scrollWidth <= el.clientWidth + 1 && r.left >= box.left - 1 && r.right <= box.right + 1
      );
    });
    expect(fits).toBe(true);
    await screenshot('setup-versus-handicap-1280x720');
    await page.getByTestId('bot-strength').selectOption('strong');
    expect(await odds.textContent()).toContain('quick bots only');
  });
  await visit(page, 'menu-learn', /mode=learn/, async () => {
    await page.getByTestId('lesson-menu').waitFor({ timeout: 60_000 });
  });
  await visit(page, 'menu-first-lesson', /lesson=turn-at-sea/, async () => {
    await page.getByTestId('lesson-next').waitFor({ timeout: 120_000 });
  });
  await visit(page, 'menu-showcase', /mode=showcase/, async () => {
    await page.getByTestId('showcase').waitFor({ timeout: 60_000 });
  });
  await visit(page, 'menu-flip', /mode=flip/, async () => {
    await page.getByRole('button', { name: 'Set sail' }).waitFor({ timeout: 60_000 });
    await screenshot('setup-flip-1280x720');
  });

  await page.getByTestId('menu-rules').click();
  await expect.poll(() => page.getByTestId('rules-panel').textContent()).toContain('Placement');
  await screenshot('front-rules-1280x720');
  await page.getByTestId('menu-settings').click();
  expect(await page.getByTestId('rules-panel').count()).toBe(0);
  const reduced = page.getByLabel('Reduced motion');
  const before = await reduced.isChecked();
  await reduced.click();
  await page.reload();
  await page.getByTestId('menu-settings').click();
  expect(await page.getByLabel('Reduced motion').isChecked()).toBe(!before);
  expect(consoleErrors).toEqual([]);
  await page.close();
});

test('the keyboard works the menu: arrows move, Enter opens, Escape closes', async () => {
  const { page, consoleErrors } = await harness.open('/?quality=low', SIZES[0]);
  await page.getByTestId('menu-solo').focus();
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
    'menu-versus',
  );
  await page.keyboard.press('Enter');
  await page.getByTestId('versus-panel').waitFor();
  await page.keyboard.press('Escape');
  expect(await page.getByTestId('versus-panel').count()).toBe(0);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForURL(/mode=solo/);
  expect(consoleErrors).toEqual([]);
  await page.close();
});

test('Continue lists each unfinished game and resumes the one chosen; a bad mode is reported', async () => {
  const { page, consoleErrors } = await harness.open(
    '/?seed=front-1&speed=instant&quality=low',
    SIZES[0],
  );
  await page.getByTestId('decision').waitFor({ timeout: 120_000 });
  // Leaving the solo voyage for a versus game keeps both (issue 43 §1).
  await page.goto(`${harness.baseUrl}/?mode=versus&seed=front-2&motive=piracy&quality=low`);
  await page.getByTestId('decision').waitFor({ timeout: 120_000 });
  await page.goto(`${harness.baseUrl}/?mode=nonsense&quality=low&debug=1`);
  await page.getByTestId('front-door').waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('front-notice').textContent()).toContain('nonsense');
  expect(await page.getByTestId('menu-first-lesson').count()).toBe(0);
  expect(await page.getByTestId('menu-continue').textContent()).toContain('Piracy · versus');
  expect(await page.getByTestId('menu-saved-others').textContent()).toContain(
    '1 more unfinished voyage',
  );
  await page.getByTestId('menu-saved-others').locator('summary').click();
  const explore = page.getByTestId('menu-saved-game');
  expect(await explore.textContent()).toContain('Explore · solo voyage');
  await explore.click();
  await page.waitForURL(/mode=solo.*continue=1.*game=/);
  await page.getByTestId('decision').waitFor({ timeout: 120_000 });
  expect(await page.getByTestId('front-door').count()).toBe(0);
  const seed = await page.evaluate(
    () =>
      (
        window as unknown as { __nemo: { getState: () => { setup: { seed: string } } } }
      ).__nemo.getState().setup.seed,
  );
  expect(seed).toBe('front-1');
  expect(consoleErrors).toEqual([]);
  await page.close();
});

test('the Japanese front door fits 1280×720: first visit, and with saved games listed (issue 43 §5)', async () => {
  const size = { width: 1280, height: 720 };
  const { page, consoleErrors } = await harness.open('/?lang=ja&quality=low', size);
  await page.getByTestId('front-door').waitFor({ timeout: 60_000 });
  await waitUntilSettled(page);
  await expectLaidOut(page);
  await shoot(page, 'front-ja-first-1280x720');
  const game = (id: string, motive: string, turn: number) => ({
    id,
    savedAt: Date.UTC(2026, 11, 7, 5, turn),
    variant: 'solo',
    daily: null,
    practice: false,
    motive,
    turn,
    record: '{}',
  });
  await page.evaluate(
    (games) => localStorage.setItem('nemo.autosaves', JSON.stringify({ v: 1, games })),
    [game('a1', 'explore', 6), game('b2', 'piracy', 3)],
  );
  await page.reload();
  await page.getByTestId('menu-continue').waitFor({ timeout: 60_000 });
  await waitUntilSettled(page);
  await expectLaidOut(page);
  await shoot(page, 'front-ja-saved-1280x720');
  expect(consoleErrors).toEqual([]);
  await page.close();
});

// The same at 1280×720 with the 3D table behind the menu (full quality) and at 1920×1080:
// front.look.test.ts (npm run test:long).
test.each(SIZES)(
  'the front door at $width×$height: nothing cropped or overlapping',
  async (size) => {
    await checkFrontDoorAt(harness, size, false);
  },
);

test('touch works the menu: tap Versus, then a way to play', async () => {
  const page = await harness.browser.newPage({
    serviceWorkers: 'block',
    viewport: SIZES[1],
    hasTouch: true,
  });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${harness.baseUrl}/?quality=low`);
  await page.getByTestId('menu-versus').tap();
  await page.getByTestId('versus-bot').tap();
  await page.waitForURL(/mode=versus.*imperialist=bot/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'New game' }).waitFor({ timeout: 60_000 });
  expect(errors).toEqual([]);
  await page.close();
});
