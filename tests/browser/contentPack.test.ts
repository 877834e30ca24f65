import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForFile } from './harness';

const harness = harnessForFile();

interface NemoApi {
  getLegalActions(): { type: string; exert?: unknown[]; treasure?: string }[];
  getDecision(): { kind: string } | null;
  dispatch(action: unknown): boolean;
  getState(): {
    setup: { seed: string; contentPack?: { name?: string; cards?: Record<string, unknown> } };
    notoriety: number;
    resources: { hull: number };
  } | null;
  getEvents(): { type: string; amount?: number }[];
  skipAnimations(): void;
  isIdle(): boolean;
}
declare const window: { __nemo: NemoApi };

const EXAMPLE = 'content/example-pack.json';
const SETUP = '/?mode=solo&debug=1&lang=en&speed=instant&quality=low';

test('a pack loaded on the setup screen is named, listed and played: its card’s info and its fail in the log', async () => {
  const { page, consoleErrors } = await harness.open(SETUP, { width: 1280, height: 720 });
  await page.getByTestId('content-pack-file').waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByTestId('content-pack-file').setInputFiles(EXAMPLE);
  expect(await page.getByTestId('content-pack-name').textContent()).toBe(
    JSON.parse(readFileSync(EXAMPLE, 'utf8')).name,
  );
  const listed = await page.getByTestId('content-pack-components').locator('li').allTextContents();
  expect(listed).toHaveLength(3);
  for (const line of listed) expect(line).toMatch(/\(from your pack\)$/);

  // The built-in odds do not hold for a pack: measuring it runs in a worker, with a progress bar.
  const odds = page.getByTestId('measured-odds');
  expect(await odds.getAttribute('data-pack')).toBe('none');
  await page.getByTestId('pack-odds-measure').click();
  await page.waitForFunction(
    () =>
      Number(document.querySelector('[data-testid="pack-odds-progress"]')?.getAttribute('value')) >=
      1,
    null,
    { timeout: 30_000 },
  );

  // Seed pack3: the first Event card is E01, whose fail the example pack makes +5 Notoriety, −1 Hull.
  await page.getByLabel('Seed').fill('pack3');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.waitForFunction(
    () => window.__nemo?.getDecision?.()?.kind === 'startingUpgrade',
    null,
    {
      timeout: 60_000,
    },
  );
  expect(await page.evaluate(() => window.__nemo.getState()?.setup.contentPack?.name)).toMatch(
    /^Example/,
  );
  expect(await page.getByTestId('hud-pack').getAttribute('title')).toMatch(
    /^With the content pack "Example/,
  );
  await page.evaluate(() => {
    window.__nemo.dispatch({ type: 'declineStartingUpgrade' });
    window.__nemo.skipAnimations();
  });
  await page.waitForFunction(() => window.__nemo.getDecision()?.kind === 'testCommit');

  await page.getByTestId('tableau-button').click();
  await page.getByTestId('tableau-item').first().hover();
  const info = page.getByTestId('card-info');
  await info.waitFor();
  expect(await info.getByTestId('card-info-pack').textContent()).toBe(
    'Your pack: Fail: +5 Notoriety; lose 1 Hull.',
  );
  await page.getByTestId('tableau-button').click();

  const before = await page.evaluate(() => window.__nemo.getState()!);
  await page.evaluate(() => {
    const api = window.__nemo;
    const plain = api
      .getLegalActions()
      .find((a) => a.type === 'commitTest' && a.exert?.length === 0 && !a.treasure);
    api.dispatch(plain);
    api.dispatch(api.getLegalActions().find((a) => a.type === 'acceptResult'));
    api.skipAnimations();
  });
  await page.waitForFunction(() => window.__nemo.isIdle());
  const after = await page.evaluate(() => window.__nemo.getState()!);
  expect(after.notoriety - before.notoriety).toBe(5);
  expect(before.resources.hull - after.resources.hull).toBe(1);
  const log = (await page.getByTestId('log').textContent()) ?? '';
  expect(log).toMatch(/Notoriety[^.]*5/);
  expect(consoleErrors).toEqual([]);

  // The saved game resumes with its pack.
  await page.goto(`${harness.baseUrl}${SETUP}`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(() => window.__nemo?.getState?.()?.setup.seed === 'pack3', null, {
    timeout: 60_000,
  });
  expect(
    await page.evaluate(() => window.__nemo.getState()?.setup.contentPack?.cards),
  ).toHaveProperty('E01');
});

test('a malformed pack is refused with its field named, and nothing changes', async () => {
  const { page, consoleErrors } = await harness.open(SETUP, { width: 1024, height: 768 });
  await page.getByTestId('content-pack-file').waitFor({ state: 'attached', timeout: 60_000 });
  const bad = readFileSync(EXAMPLE, 'utf8').replace('"amount": 5', '"amount": "five"');
  await page.getByTestId('content-pack-file').setInputFiles({
    name: 'bad-pack.json',
    mimeType: 'application/json',
    buffer: Buffer.from(bad),
  });
  expect(await page.getByTestId('content-pack-refusal').textContent()).toContain(
    'cards.E01.fail[0].amount: expected number',
  );
  expect(await page.getByTestId('content-pack-summary').count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('nemo.contentPack'))).toBeNull();
  await startWithPackless(page);
  expect(await page.evaluate(() => window.__nemo.getState()?.setup.contentPack)).toBeUndefined();
  expect(consoleErrors).toEqual([]);
});

async function startWithPackless(page: Page) {
  await page.getByRole('button', { name: 'New game' }).click();
  await page.waitForFunction(
    () => window.__nemo?.getState?.() !== null && window.__nemo?.getState?.() !== undefined,
    null,
    {
      timeout: 60_000,
    },
  );
}

interface PackApi {
  packDraft(): unknown;
  packCheck(): { ok: boolean; pack?: unknown; reason?: string };
}

test('the editor builds a pack from form controls alone; it exports, imports the same, and changes a card in play', async () => {
  const { page, consoleErrors } = await harness.open('/?mode=pack&debug=1&lang=en', {
    width: 1280,
    height: 720,
  });
  const api = () =>
    page.evaluate(() => (window as unknown as { __nemo: PackApi }).__nemo.packCheck());
  const at = (path: string) => page.locator(`[data-path="${path}"]`);
  await page.getByTestId('pack-start-empty').click();
  await page.getByTestId('pack-name').fill('Form-built pack');
  await page.getByTestId('pack-section').selectOption('cards');
  await page.getByTestId('pack-component').selectOption('E02');
  await page.getByTestId('pack-replace').click();
  // Public Opinion, rewritten: +3 Notoriety, then to the Pass pile, in the owner's own words.
  await at('play.include').check();
  await at('play.0.kind').selectOption('notoriety');
  await at('play.0.amount').fill('3');
  await at('pile.include').check();
  await at('pile').selectOption('pass');
  await at('text.include').check();
  expect(await page.getByTestId('pack-validation').textContent()).toMatch(
    /^Not valid yet: cards\.E02\.text/,
  );
  await at('text').fill('My own words: the papers rage, +3 Notoriety.');
  await page.waitForSelector('[data-testid="pack-validation"][data-valid="true"]');
  const check = await api();
  expect(check.pack).toEqual({
    format: 'nemos-war-content',
    version: 1,
    name: 'Form-built pack',
    cards: {
      E02: {
        play: [{ kind: 'notoriety', amount: 3 }],
        pile: 'pass',
        text: 'My own words: the papers rage, +3 Notoriety.',
      },
    },
  });
  expect(await page.getByTestId('pack-current').textContent()).toContain('Played: +3 Notoriety.');

  await page.getByTestId('pack-try-play').click();
  const tried = (await page.getByTestId('pack-try-lines').textContent()) ?? '';
  expect(tried).toContain('My own words: the papers rage, +3 Notoriety.');
  expect(tried).toMatch(/Notoriety/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('pack-export').click(),
  ]);
  const file = join(mkdtempSync(join(tmpdir(), 'nemo-pack-')), 'form-built-pack.json');
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported).toEqual(check.pack);
  await page.getByTestId('pack-start-example').click();
  await page.getByTestId('pack-import-file').setInputFiles(file);
  await page.getByTestId('pack-name').and(page.locator('[value="Form-built pack"]')).waitFor();
  expect((await api()).pack).toEqual(exported);

  // Played: the form-built pack on the setup screen; seed pack9 draws Public Opinion first.
  await page.goto(`${harness.baseUrl}${SETUP}`, { waitUntil: 'load' });
  await page.getByTestId('content-pack-file').setInputFiles(file);
  await page.getByLabel('Seed').fill('pack9');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.waitForFunction(
    () => window.__nemo?.getDecision?.()?.kind === 'startingUpgrade',
    null,
    {
      timeout: 60_000,
    },
  );
  await page.evaluate(() => {
    window.__nemo.dispatch({ type: 'declineStartingUpgrade' });
    window.__nemo.skipAnimations();
  });
  await page.waitForFunction(() => window.__nemo.isIdle());
  const state = await page.evaluate(
    () => window.__nemo.getState() as unknown as { notoriety: number; passPile: string[] },
  );
  expect(state.notoriety).toBe(3);
  expect(state.passPile).toContain('E02');
  expect(await page.getByTestId('log').textContent()).toContain('My own words');
  expect(consoleErrors).toEqual([]);
});
