import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../../scripts/findChromium';

declare module 'vitest' {
  export interface ProvidedContext {
    builtAppDir: string;
    chromiumPath: string;
  }
}

/**
 * Builds the app once for every browser test file: the bundled production build loads and
 * renders far faster than the dev server's hundreds of modules and React's development checks.
 */
export default async function buildApp(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'nemo-browser-'));
  await build({
    configFile: join(process.cwd(), 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  project.provide('builtAppDir', outDir);
  const browser = await findChromium();
  console.log(`Browser tests use ${browser.path} (${browser.source})`);
  project.provide('chromiumPath', browser.path);
  return () => rmSync(outDir, { recursive: true, force: true });
}
