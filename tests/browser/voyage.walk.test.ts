import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { createGame } from '../../src/core/createGame';
import { newGameSetup } from '../../src/state/nemo/newGameSetup';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import type { Action, GameEvent } from '../../src/core/types';
import { botRng } from '../../src/kernel/seeds';
import { SCREENSHOT_DIR, harnessForFile } from './harness';
import { waitForTableRest } from './tableRest';

const harness = harnessForFile();

interface NemoApi {
  getDecision(): unknown;
  dispatch(action: unknown): boolean;
  skipAnimations(): void;
  staging(): { event: string | null };
  showcaseActions(): unknown[];
}
declare const window: Window & {
  __nemo: NemoApi;
  __staged: { event: string; actions: number }[];
};

const SEED = 'voyage-walk-7';
const SETUP = newGameSetup({ seed: SEED, motive: 'war', variant: 'solo', difficulty: 'normal' });

/** The known-seed voyage played to its end by the greedy bot in Node, and its first events. */
function botVoyage() {
  const state = createGame(SETUP).state;
  const rng = botRng('policy', 'voyage-test', 0);
  const actions: Action[] = [];
  const firstEvents: GameEvent[] = [];
  while (!state.result) {
    const decision = currentDecision(state);
    if (!decision) break;
    const action = chooseGreedy(state, decision, rng);
    applyActionInPlace(state, action, actions.length === 0 ? firstEvents : []);
    actions.push(action);
  }
  return { actions, firstEvents: firstEvents.map((e) => e.type) };
}

/** A stand-in of the board server's routes (the contract's JSON), kept in this test's memory. */
function stubBoardServer(page: Page, base: string) {
  const stored: { entry: Record<string, unknown>; record: unknown }[] = [];
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  return page.route(`${base}/api/**`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path === '/api/voyages') {
      const body = request.postDataJSON() as {
        record: { setup: { seed: string; motive: string } };
        name: string;
        claimed?: { score: number; level: string };
      };
      if (!/^[\p{L}\p{N} _.'-]{1,24}$/u.test(body.name.trim())) {
        return json(route, 400, { ok: false, reason: 'that name cannot go on the board' });
      }
      const entry = {
        id: `v${stored.length + 1}`,
        rank: 1,
        name: body.name.trim(),
        motive: body.record.setup.motive,
        difficulty: 'normal',
        seed: body.record.setup.seed,
        variant: 'solo',
        score: body.claimed?.score ?? 0,
        level: body.claimed?.level ?? 'Defeat',
        turns: 22,
        ending: 'other',
        daily: null,
        practice: false,
        submittedAt: new Date().toISOString(),
      };
      stored.push({ entry, record: body.record });
      return json(route, 201, { ok: true, entry });
    }
    const board = /^\/api\/boards\/seed\/(.+)$/.exec(path);
    if (board) {
      const rival = {
        ...(stored[0]?.entry ?? {}),
        id: 'rival',
        rank: 1,
        name: 'Ned Land',
        score: 0,
        level: 'Defeat',
      };
      const seed = decodeURIComponent(board[1] ?? '');
      const entries = stored
        .filter((s) => s.entry.seed === seed)
        .map((s) => ({ ...s.entry, rank: 2 }));
      return json(route, 200, {
        ok: true,
        board: { kind: 'seed', seed },
        entries: entries.length > 0 ? [rival, ...entries] : [],
      });
    }
    const voyage = /^\/api\/voyages\/([\w-]+)$/.exec(path);
    const found = stored.find((s) => s.entry.id === voyage?.[1]);
    if (found) return json(route, 200, { ok: true, ...found });
    return json(route, 404, { ok: false, reason: 'no such voyage' });
  });
}

/** Screenshots at each size into test-results/screenshots (docs/screenshots keeps chosen ones). */
async function shoot(page: Page, name: string, sizes: { width: number; height: number }[]) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    const file = join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`);
    await page.screenshot({ path: file, timeout: 120_000 });
  }
}

test('a known-seed voyage: played to its end, submitted, ranked on its seed board, replayed', async () => {
  const { actions, firstEvents } = botVoyage();
  // The first address only gives the page its origin for the stubbed server (the front door on
  // the cheap setting, which leaves the 3D table out); the voyage starts at the next.
  const { page, consoleErrors } = await harness.open('/?quality=low', { width: 1280, height: 720 });
  const base = harness.baseUrl;
  await stubBoardServer(page, base);
  const server = encodeURIComponent(base);
  await page.goto(
    `${base}/?quality=low&debug=1&lang=en&server=${server}&seed=${SEED}&motive=war&difficulty=normal`,
  );
  await page.waitForFunction(() => window.__nemo?.getDecision?.() != null, null, {
    timeout: 60_000,
  });
  await page.evaluate((all) => {
    for (const action of all) window.__nemo.dispatch(action);
    window.__nemo.skipAnimations();
  }, actions);

  // The score sheet offers the board; a bad name is refused before anything is sent.
  const submit = page.getByTestId('voyage-submit');
  await submit.waitFor({ timeout: 60_000 });
  // The whole voyage arrived at once: let the page finish showing it (a loaded software renderer
  // can keep the page busy past a click's 30 s) before typing into the sheet.
  await waitForTableRest(page, { playback: true });
  expect(await submit.textContent()).toContain('known-seed boards');
  await page.getByTestId('submit-name').fill('<Nemo>');
  await page.getByTestId('submit-send').click();
  await page.getByText('Letters, digits, spaces').waitFor();
  await page.getByTestId('submit-name').fill('Captain Test');
  await page.getByTestId('submit-send').click();
  await expect
    .poll(() => page.getByTestId('submit-status').getAttribute('data-status'))
    .toBe('submitted');

  await shoot(page, 'voyage-submit', [{ width: 1280, height: 720 }]);

  // The seed's board: this browser's entry highlighted among the others, and the seed known.
  await page.getByTestId('board-links').getByRole('link').first().click();
  const own = page.locator('[data-testid="board-entry"][data-own="true"]');
  await own.waitFor({ timeout: 30_000 });
  expect(await own.textContent()).toContain('Captain Test');
  expect(await page.getByTestId('board-entry').count()).toBe(2);
  expect(await page.getByTestId('board-known-seed').textContent()).toContain('known in advance');
  await shoot(page, 'voyage-board', [
    { width: 1024, height: 768 },
    { width: 1280, height: 720 },
  ]);

  // Its replay: the record is fetched from the board and shown from its first event.
  await own.getByTestId('board-replay').click();
  await page.waitForURL(/mode=replay&id=/);
  await page.evaluate(() => {
    window.__staged = [];
    const poll = () => {
      const event = window.__nemo?.staging?.().event;
      if (event && window.__staged.at(-1)?.event !== event) {
        window.__staged.push({ event, actions: window.__nemo.showcaseActions().length });
      }
      if (window.__staged.length < 3) setTimeout(poll, 5);
    };
    poll();
  });
  await page.waitForFunction(() => window.__staged.length > 0, null, { timeout: 60_000 });
  // The first event on stage comes from the record's first action (the show starts at its start).
  const first = await page.evaluate(() => window.__staged[0]);
  expect(first?.actions).toBe(1);
  expect(firstEvents).toContain(first?.event);
  expect(await page.getByTestId('replay-entry').textContent()).toContain('Captain Test');
  await page.keyboard.press(' ');
  await page.waitForTimeout(1500);
  await shoot(page, 'voyage-replay', [
    { width: 1024, height: 768 },
    { width: 1280, height: 720 },
  ]);
  // The coach's review of any replay: the show jumps to its end and the review opens.
  await page.getByTestId('replay-review').click();
  await page.getByTestId('review').waitFor({ timeout: 30_000 });
  expect(consoleErrors).toEqual([]);
  await page.close();
}, 300_000);
