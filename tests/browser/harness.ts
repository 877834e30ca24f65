import { afterAll, beforeAll } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

export interface BrowserHarness {
  server: ViteDevServer;
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

/** Debian's Chromium, headless, with WebGL on SwiftShader and no background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
    ],
  });
}

/** Starts a Vite dev server on a free port and a headless Debian Chromium. */
export async function startHarness(): Promise<BrowserHarness> {
  const server = await createServer({
    configFile: join(process.cwd(), 'vite.config.ts'),
    server: { port: 0, strictPort: false, host: '127.0.0.1' },
    logLevel: 'error',
    clearScreen: false,
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('Vite server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const browser = await launchChromium();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    server,
    browser,
    baseUrl,
    async open(path, viewport = { width: 1280, height: 800 }) {
      const page = await browser.newPage({ viewport });
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
          await page.screenshot({ path: file });
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
