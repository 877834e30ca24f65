import type { Browser } from 'playwright-core';
import { builtAppUrl, connectChromium, disconnect } from './harness';

export interface BuiltApp {
  browser: Browser;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The shared production build with its service worker allowed: the offline test installs the
 * worker in a context of its own, then reloads with the network off.
 */
export async function startBuiltApp(): Promise<BuiltApp> {
  const browser = await connectChromium();
  return {
    browser,
    baseUrl: builtAppUrl(),
    close: () => disconnect(browser),
  };
}
