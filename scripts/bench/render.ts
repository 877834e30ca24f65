/**
 * Rendering benchmark (issue 27): in headless Chromium on SwiftShader (software WebGL, no GPU),
 * the draw calls and triangles of the full board at rest and of every staging a game plays,
 * the CPU time per frame, and the frames drawn while the table is idle (must be 0).
 * At the default quality and at `quality=low`. Software rendering makes fps meaningless here:
 * the figures are per frame, from `window.__nemo.renderStats()` (`debug=1`).
 *
 *   npm run bench -- render
 *   RENDER_BENCH_DIST=dist npm run bench -- render   # serve an existing build, skip building
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Metric } from '../benchStats';
import { findChromium, HEADLESS_FLAGS, SOFTWARE_GL_FLAGS } from '../findChromium';
import { serveBuild } from '../servedBuild';
import { budgetBreaches, stagingMetrics, type FrameSample } from '../render/stagingMetrics';
import { framesNow, waitForTableRest, type RenderStats } from '../../tests/browser/tableRest';
import { playSimplestLine } from '../../tests/browser/simplestLine';
import { versusStagingRecord } from '../../tests/browser/versusStagingRecord';

interface NemoApi {
  getLegalActions(): unknown[];
  dispatch(action: unknown): boolean;
  isIdle(): boolean;
  renderStats(): RenderStats;
  staging(): { kind: string | null };
}
declare const window: Window & {
  __nemo?: NemoApi;
  __benchSamples?: FrameSample[];
  __benchUnwatch?: () => void;
};

/** The browser tests' size: a software renderer's cost grows with the pixels, not the draw calls. */
const VIEWPORT = { width: 960, height: 540 };
/** How long a table at rest is watched for frames. */
const IDLE_MS = Number(process.env.RENDER_BENCH_IDLE_MS ?? 3000);
/** The solo line sinks a ship on its fifth decision; a few more in case the seed's game changes. */
const DECISIONS = 12;
/** How long the solo game is played, at most, at each quality: a safety stop, not the plan. */
const PLAY_MS = Number(process.env.RENDER_BENCH_PLAY_MS ?? 300_000);
const SOLO = '/?seed=stage-10&motive=war&speed=4&debug=1';
const VERSUS = '/?mode=versus&continue=1&nautilus=human&imperialist=human&speed=4&debug=1';
const AUTOSAVE = 'nemos-war-3d.autosave.v1';
/** The stagings the two games are played for; a missing one is named on stderr. */
const EXPECTED = ['combat', 'sinking', 'shipSails', 'pursuit'];

const started = Date.now();
/** Progress on stderr: stdout carries only the bench lines. */
const note = (what: string) =>
  process.stderr.write(`bench render: ${what} (${Math.round((Date.now() - started) / 1000)} s)\n`);

/** Goes to `url` and waits for the table's first frame. */
async function openTable(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window.__nemo?.renderStats?.().frames ?? 0) > 0, null, {
    timeout: 120_000,
  });
}

/** A page of its own (a fresh context), its errors collected into `errors`. */
async function newPage(browser: Browser, errors: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORT, serviceWorkers: 'block' });
  page.on('pageerror', (e) => errors.push(String(e)));
  return page;
}

async function openPage(browser: Browser, url: string, errors: string[]): Promise<Page> {
  const page = await newPage(browser, errors);
  await openTable(page, url);
  return page;
}

/** Frames drawn in `IDLE_MS` once the table has come to rest. */
async function idleFrames(page: Page): Promise<number> {
  await waitForTableRest(page, { playback: true, timeout: 60_000 });
  const before = await framesNow(page);
  await page.waitForTimeout(IDLE_MS);
  return (await framesNow(page)) - before;
}

/**
 * Records every frame the page draws from now on, as it is drawn, with the staging on the table
 * then. A string, not a function: tsx would wrap a named inner function in a helper the page
 * does not have.
 */
const SAMPLER = `(() => {
  const samples = [];
  window.__benchSamples = samples;
  window.__benchUnwatch = window.__nemo.watchFrames((frame) => {
    const { drawCalls, triangles, frameMs } = frame;
    samples.push({ kind: window.__nemo.staging().kind, drawCalls, triangles, frameMs });
  });
})()`;

function startSampling(page: Page): Promise<void> {
  return page.evaluate(SAMPLER);
}

function stopSampling(page: Page): Promise<FrameSample[]> {
  return page.evaluate(() => {
    window.__benchUnwatch?.();
    return window.__benchSamples ?? [];
  });
}

/**
 * A solo game played (the simplest line, as the stage test plays it) until a ship it attacked has
 * sunk: `DECISIONS` at most, as many seconds as the software renderer needs for them.
 */
async function soloStagings(browser: Browser, url: string, errors: string[]) {
  const page = await openPage(browser, url, errors);
  await page.waitForFunction(() => (window.__nemo?.getLegalActions().length ?? 0) > 0, null, {
    timeout: 120_000,
  });
  await startSampling(page);
  const until = Date.now() + PLAY_MS;
  const now = () =>
    page.evaluate(() => {
      const sank = (window.__benchSamples ?? []).some((s) => s.kind === 'sinking');
      return { idle: window.__nemo?.isIdle(), done: sank };
    });
  let decisions = 0;
  for (
    let at = await now();
    !at.done && decisions < DECISIONS && Date.now() < until;
    at = await now()
  ) {
    if (!at.idle) await page.waitForTimeout(100);
    else if ((await playSimplestLine(page)) !== 'refused') decisions += 1;
    else await page.waitForTimeout(100);
  }
  await page.waitForFunction(() => window.__nemo?.isIdle(), null, { timeout: 60_000 });
  const idle = await idleFrames(page);
  const samples = await stopSampling(page);
  await page.close();
  return { samples, idle };
}

/** A saved versus game: the Airship or the Sea Serpent sails, then a Squadron hunts. */
async function versusStagings(browser: Browser, baseUrl: string, url: string, errors: string[]) {
  const { record, move, hunt } = versusStagingRecord();
  const game = await newPage(browser, errors);
  await game.goto(`${baseUrl}/favicon.svg`);
  await game.evaluate((a) => localStorage.setItem(a.key, a.record), { key: AUTOSAVE, record });
  await openTable(game, url);
  await game.waitForFunction(() => window.__nemo?.isIdle(), null, { timeout: 120_000 });
  await startSampling(game);
  for (const action of [move, hunt]) {
    await game.evaluate((a) => {
      if (!window.__nemo?.dispatch(a)) throw new Error(`refused: ${JSON.stringify(a)}`);
    }, action);
    await game.waitForFunction(() => window.__nemo?.isIdle(), null, { timeout: 60_000 });
  }
  const idle = await idleFrames(game);
  const samples = await stopSampling(game);
  await game.close();
  return { samples, idle };
}

/** The full board (`mode=table-demo`, every kind of piece on it) at rest, and its idle frames. */
async function fullBoard(browser: Browser, baseUrl: string, errors: string[]): Promise<Metric[]> {
  const page = await openPage(browser, `${baseUrl}/?mode=table-demo&debug=1`, errors);
  const idle = await idleFrames(page);
  const rest = await page.evaluate(() => window.__nemo?.renderStats());
  await page.close();
  note('full board');
  if (!rest) throw new Error('the table demo has no renderStats()');
  return [
    { metric: 'render.fullBoard.drawCalls', value: rest.drawCalls, unit: 'calls (at rest)' },
    { metric: 'render.fullBoard.triangles', value: rest.triangles, unit: 'triangles (at rest)' },
    { metric: 'render.idleFrames.fullBoard', value: idle, unit: `frames (in ${IDLE_MS} ms)` },
  ];
}

/** How many frames of each staging kind were sampled, for the progress line. */
function describe(samples: readonly FrameSample[]): string {
  const counts = new Map<string, number>();
  for (const s of samples)
    counts.set(s.kind ?? 'between', (counts.get(s.kind ?? 'between') ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${kind} ${n}`).join(', ');
}

/** Every staging the solo and the versus games play at one quality, and their idle frames. */
async function stagingsAt(
  browser: Browser,
  baseUrl: string,
  quality: 'high' | 'low',
  errors: string[],
): Promise<Metric[]> {
  const q = quality === 'low' ? '&quality=low' : '';
  const prefix = quality === 'low' ? 'render.low.' : 'render.';
  const solo = await soloStagings(browser, `${baseUrl}${SOLO}${q}`, errors);
  note(`solo game at quality ${quality}: ${describe(solo.samples)}`);
  const versus = await versusStagings(browser, baseUrl, `${baseUrl}${VERSUS}${q}`, errors);
  note(`versus game at quality ${quality}: ${describe(versus.samples)}`);
  const missing = EXPECTED.filter(
    (k) => ![...solo.samples, ...versus.samples].some((s) => s.kind === k),
  );
  if (missing.length > 0) note(`no frame of ${missing.join(', ')} at quality ${quality}`);
  const unit = `frames (in ${IDLE_MS} ms)`;
  return [
    ...stagingMetrics([...solo.samples, ...versus.samples], prefix),
    { metric: `${prefix}idleFrames.solo`, value: solo.idle, unit },
    { metric: `${prefix}idleFrames.versus`, value: versus.idle, unit },
  ];
}

export default async function benchRender(): Promise<Metric[]> {
  const served = await serveBuild({ dist: process.env.RENDER_BENCH_DIST, prefix: 'nemo-render-' });
  const found = await findChromium();
  const browser = await chromium.launch({
    executablePath: found.path,
    headless: true,
    args: [...HEADLESS_FLAGS, ...SOFTWARE_GL_FLAGS],
  });
  const errors: string[] = [];
  note(`built and served; ${found.path}`);
  try {
    const metrics = [
      ...(await fullBoard(browser, served.baseUrl, errors)),
      ...(await stagingsAt(browser, served.baseUrl, 'high', errors)),
      ...(await stagingsAt(browser, served.baseUrl, 'low', errors)),
    ];
    const idle = metrics
      .filter((m) => m.metric.includes('idleFrames.'))
      .reduce((n, m) => n + m.value, 0);
    metrics.push({ metric: 'render.idleFrames', value: idle, unit: 'frames (every page at rest)' });
    for (const line of budgetBreaches(metrics)) process.stderr.write(`bench render: ${line}\n`);
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return metrics;
  } finally {
    await browser.close();
    await served.close();
  }
}
