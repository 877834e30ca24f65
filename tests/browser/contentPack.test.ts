import { readFileSync } from 'node:fs';
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
