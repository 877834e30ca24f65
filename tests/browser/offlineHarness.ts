import type { PreviewServer } from 'vite';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium, serveBuild } from './harness';

export interface BuiltApp {
  server: PreviewServer;
  browser: Browser;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The production build served by `vite preview` with its service worker allowed, and a headless
 * Chromium: the offline test installs the worker, then reloads with the network off.
 */
export async function startBuiltApp(): Promise<BuiltApp> {
  const { server, baseUrl } = await serveBuild(inject('builtAppDir'));
  const browser = await launchChromium();
  return {
    server,
    browser,
    baseUrl,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
