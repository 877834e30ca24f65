import { afterAll, beforeAll, inject } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { HEADLESS_FLAGS, SOFTWARE_GL_FLAGS } from '../../scripts/findChromium';

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

export interface BrowserHarness {
  server: PreviewServer;
  browser: Browser;
  baseUrl: string;
  /** Opens a page at `path` (e.g. `/?mode=dice-demo`), collecting console errors. */
  open(path: string, viewport?: { width: number; height: number }): Promise<OpenedPage>;
  close(): Promise<void>;
}

export interface OpenedPage {
  page: Page;
  consoleErrors: string[];
  screenshot(name: string): Promise<string>;
}

/**
 * The Chromium found once for all browser tests (`buildApp.ts`: the system's, or the one inside
 * `@sparticuz/chromium`), headless, with WebGL on SwiftShader and no background traffic.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [...HEADLESS_FLAGS, ...SOFTWARE_GL_FLAGS],
  });
}

/** Serves a production build with `vite preview` on a free port. */
export async function serveBuild(
  outDir: string,
): Promise<{ server: PreviewServer; baseUrl: string }> {
  const server = await preview({
    configFile: join(process.cwd(), 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { server, baseUrl: `http://127.0.0.1:${address.port}` };
}

/**
 * Serves the build made once for all browser tests (`buildApp.ts`) and starts a headless
 * Chromium. Pages opened here block the service worker (the offline test has its own harness).
 */
export async function startHarness(): Promise<BrowserHarness> {
  const { server, baseUrl } = await serveBuild(inject('builtAppDir'));
  const browser = await launchChromium();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    server,
    browser,
    baseUrl,
    async open(path, viewport = { width: 1280, height: 800 }) {
      const page = await browser.newPage({ viewport, serviceWorkers: 'block' });
      const consoleErrors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(msg.text());
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
    async close() {
      await browser.close();
      await server.close();
    },
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
    get server() {
      return get().server;
    },
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
