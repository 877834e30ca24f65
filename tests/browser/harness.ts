import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');
const DOCS_SCREENSHOT_DIR = join(process.cwd(), 'docs', 'screenshots');

/**
 * Copies a test's screenshot into `docs/screenshots` when `NEMO_DOCS_SHOTS=1`; an ordinary run
 * leaves the committed pictures alone, so `npm test` never dirties the working tree.
 */
export function keepForDocs(file: string, name: string): void {
  if (!process.env.NEMO_DOCS_SHOTS) return;
  mkdirSync(DOCS_SCREENSHOT_DIR, { recursive: true });
  copyFileSync(file, join(DOCS_SCREENSHOT_DIR, `${name}.png`));
}

export interface BrowserHarness {
  browser: Browser;
  baseUrl: string;
  /** Opens a page at `path` (e.g. `/?mode=dice-demo`), collecting console errors. */
  open(path: string, viewport?: { width: number; height: number }): Promise<OpenedPage>;
  /** Closes every page and context this file opened; the shared browser keeps running. */
  close(): Promise<void>;
}

export interface OpenedPage {
  page: Page;
  consoleErrors: string[];
  screenshot(name: string): Promise<string>;
}

/**
 * This worker's Chromium, started once for all browser files (`browserSetup.ts`): the system's
 * or the one inside `@sparticuz/chromium`, headless, with WebGL on SwiftShader. Closing the
 * connection closes the contexts it made and leaves the browser warm for the next file.
 */
export function connectChromium(): Promise<Browser> {
  const endpoints = inject('browserEndpoints');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const endpoint = endpoints[(Math.max(worker, 1) - 1) % endpoints.length];
  if (!endpoint) throw new Error('no browser was started for the browser tests');
  return chromium.connect(endpoint);
}

/** Closes the contexts this connection made and disconnects; the browser stays warm. */
export async function disconnect(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((c) => c.close()));
  await browser.close();
}

/** The shared build's address (`browserSetup.ts`). */
export function builtAppUrl(): string {
  return inject('baseUrl');
}

/**
 * Connects to the worker's Chromium and serves pages of the shared build. Pages opened here
 * block the service worker (the offline test allows it in its own context).
 */
export async function startHarness(): Promise<BrowserHarness> {
  const baseUrl = builtAppUrl();
  const browser = await connectChromium();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    browser,
    baseUrl,
    async open(path, viewport = { width: 1280, height: 800 }) {
      const page = await browser.newPage({ viewport, serviceWorkers: 'block' });
      const consoleErrors: string[] = [];
      page.on('console', (msg) => {
        // A page with no icon link (a bare file such as /favicon.svg) makes the browser itself
        // ask for /favicon.ico, whose 404 may land at any moment: it is not the app's error.
        if (msg.type() === 'error' && !msg.location().url.endsWith('/favicon.ico')) {
          consoleErrors.push(msg.text());
        }
      });
      page.on('pageerror', (err) => consoleErrors.push(String(err)));
      page.on('request', (req) => {
        const url = req.url();
        if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) {
          consoleErrors.push(`offline violation: request to ${url}`);
        }
      });
      await page.goto(baseUrl + path, { waitUntil: 'load' });
      return {
        page,
        consoleErrors,
        async screenshot(name) {
          const file = join(SCREENSHOT_DIR, `${name}.png`);
          await page.screenshot({ path: file, timeout: 120_000 });
          return file;
        },
      };
    },
    close: () => disconnect(browser),
  };
}

/** The harness of one test file: started before its tests and closed after them. */
export function harnessForFile(): BrowserHarness {
  let started: BrowserHarness | null = null;
  beforeAll(async () => {
    started = await startHarness();
  });
  afterAll(async () => {
    await started?.close();
  });
  const get = (): BrowserHarness => {
    if (!started) throw new Error('the browser harness has not started');
    return started;
  };
  return {
    get browser() {
      return get().browser;
    },
    get baseUrl() {
      return get().baseUrl;
    },
    open: (path, viewport) => get().open(path, viewport),
    close: () => get().close(),
  };
}
