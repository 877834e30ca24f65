// The unit project runs its files in threads without isolation (vitest.config.ts): the files of
// one worker share globals and loaded modules, so after each file this puts back what a test may
// change there — browser-like globals, timers, spies, stubs and the i18n language.
import { afterAll, vi } from 'vitest';

const GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'IS_REACT_ACT_ENVIRONMENT',
] as const;

const before = new Map(GLOBALS.map((k) => [k, Object.getOwnPropertyDescriptor(globalThis, k)]));

afterAll(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  const g = globalThis as Record<string, unknown>;
  for (const [key, descriptor] of before) {
    if (descriptor) Object.defineProperty(globalThis, key, descriptor);
    else delete g[key];
  }
  const { i18n, setLanguage } = await import('../src/i18n/i18n');
  if (i18n.language !== 'en') await setLanguage('en');
});
