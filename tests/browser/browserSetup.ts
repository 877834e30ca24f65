import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { findChromium, HEADLESS_FLAGS, SOFTWARE_GL_FLAGS } from '../../scripts/findChromium';
import { serveBuild } from '../../scripts/servedBuild';

declare module 'vitest' {
  export interface ProvidedContext {
    builtAppDir: string;
    chromiumPath: string;
    /** The address of the one `vite preview` server of the build. */
    baseUrl: string;
    /** One running Chromium per test worker, reached with `chromium.connect`. */
    browserEndpoints: string[];
  }
}

/** As many Chromiums as Vitest runs browser files at once (`maxWorkers` in vitest.config.ts). */
const BROWSERS = 2;

/**
 * Builds the app once, serves it once and starts the browsers once for every browser test file.
 * A software renderer pays most of a page's cost the first time its GPU process meets a shader
 * or a pipeline state; one long-lived Chromium per worker pays it once, not once per file.
 */
export default async function setUpBrowserTests(
  project: TestProject,
): Promise<() => Promise<void>> {
  const served = await serveBuild({ prefix: 'nemo-browser-' });
  project.provide('builtAppDir', served.outDir);
  project.provide('baseUrl', served.baseUrl);
  const found = await findChromium();
  console.log(`Browser tests use ${found.path} (${found.source})`);
  project.provide('chromiumPath', found.path);

  const browsers: BrowserServer[] = await Promise.all(
    Array.from({ length: BROWSERS }, () =>
      chromium.launchServer({
        executablePath: found.path,
        headless: true,
        args: [...HEADLESS_FLAGS, ...SOFTWARE_GL_FLAGS],
      }),
    ),
  );
  project.provide(
    'browserEndpoints',
    browsers.map((b) => b.wsEndpoint()),
  );

  return async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await served.close();
  };
}
