/**
 * Walks the new-player study's path again and photographs it at three screen sizes into
 * `docs/screenshots/rewalk/` (issue 27): the card pause, the first Action Phase (also with the
 * coach open, and in Japanese), the tableau with a hover info card, a test with its Roll button,
 * a showcase close-up and the showcase's end card.
 * Every page is seeded, so the same build gives the same pictures.
 *
 *   npx tsx scripts/rewalk.ts              # builds into a temp folder, serves it, walks
 *   npx tsx scripts/rewalk.ts --dist dist  # walks an existing build instead
 */
import { REVEALED_CLASSES } from '../src/scene/staging/miniatureClass';
import { chromium, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  act,
  currentDecision,
  legalActions,
  type Action,
  type DecisionKind,
  type GameSession,
  type GameState,
} from '../src/core/index';
import { findChromium, HEADLESS_FLAGS, SOFTWARE_GL_FLAGS } from './findChromium';
import { serveBuild } from './servedBuild';

/** The debug probes (`debug=1`) this walk uses. */
interface Probe {
  getDecision?(): { kind: string; options: unknown[] } | null;
  getLegalActions?(): { type: string }[];
  dispatch?(action: unknown): boolean;
  getState(): unknown;
  tableScreenPosition(x: number, y: number, z: number): { x: number; y: number };
  showcase?(): { camera: { kind: string } };
  screenBoxes?(name: string, keyPrefix?: string): { x: number; y: number }[];
}
declare const window: {
  __nemo: Probe;
  localStorage: Storage;
  innerWidth: number;
  innerHeight: number;
};

const OUT = join(process.cwd(), 'docs', 'screenshots', 'rewalk');
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const SOLO = '/?seed=rewalk-1&motive=war&debug=1&quality=low';
const SOLO_JA = `${SOLO}&lang=ja`;
const SHOW = '/?mode=showcase&seed=rewalk-show&motive=war&debug=1&quality=low&speed=2';
const END =
  '/?mode=showcase&seed=rewalk-end&motive=war&speed=instant&debug=1&bot=quick&quality=low';
/** Decisions that end in the Roll button. */
const ROLLS: readonly DecisionKind[] = ['testCommit', 'attackCommit'];

/** JPEG at quality 70: the twenty-four pictures stay small enough to keep in the repository. */
const picture = (name: string) => ({
  path: join(OUT, `${name}.jpg`),
  type: 'jpeg' as const,
  quality: 70,
  // A software renderer on a busy machine may take a while to draw a frame.
  timeout: 120_000,
});

/**
 * Waits `ms` while asking for a frame each frame: headless Chromium runs no rendering step for
 * a table at rest, so a camera refitting to a new size would otherwise stop half-way.
 */
async function settle(page: Page, ms: number): Promise<void> {
  const until = Date.now() + ms;
  await page.waitForFunction((end) => Date.now() >= end, until, {
    polling: 'raf',
    timeout: ms + 60_000,
  });
}

/** Photographs the page as it stands at each size. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // A resting table asks for no frames, and a headless page then runs no rendering step to
    // hand the canvas its new size: ask for frames until it has it, so the camera refits.
    await page.waitForFunction(
      (w) => Math.round(document.querySelector('canvas')?.getBoundingClientRect().width ?? w) === w,
      size.width,
      { timeout: 15_000, polling: 'raf' },
    );
    await settle(page, 900);
    await page.screenshot(picture(`${name}-${size.width}x${size.height}`));
  }
  await page.setViewportSize(SIZES[0]);
  console.log(`rewalk: ${name}`);
}

const decisionKind = (page: Page) =>
  page.evaluate(() => window.__nemo.getDecision?.()?.kind ?? null) as Promise<string | null>;

/** Continues step pauses and takes each decision's first option until `until` holds. */
async function playUntil(page: Page, until: (kind: string | null) => boolean): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const kind = await decisionKind(page);
    if (until(kind)) return;
    if (await page.getByTestId('step-continue').isVisible()) {
      await page.getByTestId('step-continue').click();
    } else if (kind) {
      await page.evaluate(() => {
        const option = window.__nemo.getDecision?.()?.options[0];
        if (option) window.__nemo.dispatch?.(option);
      });
    }
    await page.waitForTimeout(300);
  }
  throw new Error('rewalk: the game never reached the wanted decision');
}

/** From the page's position, the shortest run of Nautilus choices (up to 3) that asks to roll. */
function pathToRoll(state: GameState): Action[] | null {
  const start: GameSession = {
    setup: state.setup,
    actions: [],
    state,
    events: [],
    undoFloor: 0,
  } as GameSession;
  let frontier: { session: GameSession; path: Action[] }[] = [{ session: start, path: [] }];
  for (let depth = 0; depth < 3; depth++) {
    const next: typeof frontier = [];
    for (const { session, path } of frontier) {
      const decision = currentDecision(session.state);
      if (!decision || decision.seat !== 'nautilus') continue;
      for (const option of legalActions(session.state, decision.seat)) {
        const after = act(session, option).session;
        const kind = currentDecision(after.state)?.kind;
        if (kind && ROLLS.includes(kind)) return [...path, option];
        if (depth < 2) next.push({ session: after, path: [...path, option] });
      }
    }
    frontier = next.slice(0, 60);
  }
  return null;
}

/** With the step pause on (a stored setting: set, then reload), until the game asks. */
async function startSolo(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.setItem('nemo.stepMode', 'on'));
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => (window.__nemo?.getLegalActions?.().length ?? 0) > 0, null, {
    timeout: 180_000,
  });
}

/** The first Action Phase in Japanese: every option, the coach and the log in the other script. */
async function walkJapanese(page: Page): Promise<void> {
  await startSolo(page);
  await playUntil(page, (kind) => kind === 'action');
  await page.getByTestId('decision').waitFor();
  await page.waitForTimeout(1500);
  await shoot(page, 'action-phase-ja');
}

async function walkSolo(page: Page): Promise<void> {
  await startSolo(page);
  // Decline the starting Upgrade: the Event Phase draws a card and the step pause waits at it.
  await page.evaluate(() => {
    const a = window.__nemo.getLegalActions?.() ?? [];
    window.__nemo.dispatch?.(a.find((o) => o.type === 'declineStartingUpgrade') ?? a[0]);
  });
  await page.getByTestId('step-pause').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(800);
  await shoot(page, 'card-pause');

  await playUntil(page, (kind) => kind === 'action');
  await page.getByTestId('decision').waitFor();
  await page.waitForTimeout(1500);
  await shoot(page, 'action-phase');
  // The coach (H) opens beside the decision; the options stay on screen.
  await page.keyboard.press('h');
  await page.locator('[data-testid="coach-panel"][data-open="true"]').waitFor();
  await page.waitForTimeout(800);
  await shoot(page, 'coach-open');
  await page.keyboard.press('h');

  // The tableau: a Character tile beside the player's board, hovered.
  await page.evaluate(() => window.localStorage.setItem('nemo.stepMode', 'off'));
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settle(page, 1500);
    const at = await page.evaluate(
      () =>
        window.__nemo.screenBoxes?.('card-piles', 'character:')[0] ??
        window.__nemo.tableScreenPosition(-14.9, 0.07, 11.6),
    );
    await page.mouse.move(at.x, at.y);
    const shown = await page
      .getByTestId('table-item-info')
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) console.log(`rewalk: no info card on hover at ${size.width}x${size.height}`);
    await page.screenshot(picture(`tableau-hover-${size.width}x${size.height}`));
    await page.mouse.move(2, 2);
  }
  console.log('rewalk: tableau-hover');
  await page.setViewportSize(SIZES[0]);

  const state = (await page.evaluate(() => window.__nemo.getState())) as GameState;
  const path = pathToRoll(state);
  if (!path) throw new Error('rewalk: no Action Phase choice leads to a roll');
  for (const action of path) {
    await page.waitForFunction(() => Boolean(window.__nemo.getDecision?.()), null, {
      timeout: 120_000,
    });
    await page.evaluate((a) => window.__nemo.dispatch?.(a), action);
  }
  await playUntil(page, (kind) => kind !== null && (ROLLS as readonly string[]).includes(kind));
  await page.getByTestId('decision').waitFor();
  await page.waitForTimeout(1500);
  await shoot(page, 'test-roll');
}

/** Ship miniature meshes, one per class at sea (ShipMiniatures). */
const MINIATURES = REVEALED_CLASSES;

/** Whether the show's camera is on an Ocean close-up with the Nautilus and a miniature in view. */
const oceanCloseUp = (page: Page) =>
  page.evaluate((kinds) => {
    const api = window.__nemo;
    if (api?.showcase?.().camera.kind !== 'ocean' || !api.screenBoxes) return false;
    // (No named functions in here: tsx would wrap them in a helper the page does not have.)
    const ships = kinds
      .flatMap((k) => api.screenBoxes!(`ship-miniatures:${k}`))
      .filter((b) => b.x > 0 && b.x < window.innerWidth && b.y > 0 && b.y < window.innerHeight);
    const nautilus = api
      .screenBoxes('nautilus')
      .filter((b) => b.x > 0 && b.x < window.innerWidth && b.y > 0 && b.y < window.innerHeight);
    return ships.length > 0 && nautilus.length > 0;
  }, MINIATURES);

async function walkShowcase(page: Page): Promise<void> {
  // An Ocean close-up with the Nautilus and a revealed ship's miniature in the picture (a
  // close-up of Hidden Ship tiles alone shows no miniature). The pause (Space) may land just
  // after the director has cut to the dice tray: then resume and wait for the next close-up.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('rewalk: no Ocean close-up to pause on');
    if (!(await oceanCloseUp(page))) {
      await page.waitForTimeout(100);
      continue;
    }
    await page.keyboard.press(' ');
    await page.waitForTimeout(2000);
    if (await oceanCloseUp(page)) break;
    console.log('rewalk: the pause missed the close-up; trying the next one');
    await page.keyboard.press(' ');
    await page.waitForTimeout(500);
  }
  await shoot(page, 'showcase-closeup');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const distAt = args.indexOf('--dist');
  const given = distAt >= 0 ? args[distAt + 1] : undefined;
  const served = await serveBuild({ dist: given, prefix: 'nemo-rewalk-' });
  const base = served.baseUrl;
  const found = await findChromium();
  const browser = await chromium.launch({
    executablePath: found.path,
    headless: true,
    args: [...HEADLESS_FLAGS, ...SOFTWARE_GL_FLAGS],
  });
  mkdirSync(OUT, { recursive: true });
  const open = async (path: string) => {
    const page = await browser.newPage({ viewport: SIZES[0], serviceWorkers: 'block' });
    page.on('pageerror', (e) => console.log(`rewalk: page error ${String(e)}`));
    await page.goto(base + path, { waitUntil: 'load' });
    return page;
  };
  try {
    await walkSolo(await open(SOLO));
    await walkJapanese(await open(SOLO_JA));
    await walkShowcase(await open(SHOW));
    const end = await open(END);
    await end.getByTestId('showcase-end-card').waitFor({ timeout: 240_000 });
    await end.waitForTimeout(1000);
    await shoot(end, 'end-card');
  } finally {
    await browser.close();
    await served.close();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`rewalk: ${(e as Error).message}\n`);
  process.exit(1);
});
