import { build, preview, type PreviewServer } from 'vite';
import type { Browser } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './harness';

export interface BuiltApp {
  server: PreviewServer;
  browser: Browser;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The production build (with its service worker) served by `vite preview` on a free port, and a
 * headless Chromium: a service worker only exists in the built bundle, not in the dev server.
 */
export async function startBuiltApp(): Promise<BuiltApp> {
  const outDir = mkdtempSync(join(tmpdir(), 'nemo-offline-'));
  const configFile = join(process.cwd(), 'vite.config.ts');
  await build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    configFile,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  const browser = await launchChromium();
  return {
    server,
    browser,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await browser.close();
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
