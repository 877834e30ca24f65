import { build, preview } from 'vite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A production build of the app, served by `vite preview` on a free loopback port. */
export interface ServedBuild {
  /** The server's address, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  /** The folder the build is in. */
  outDir: string;
  /** Stops the server; removes the build when this helper made it. */
  close(): Promise<void>;
}

/**
 * Builds the app into a temp folder (or serves the existing build in `dist`) and serves it, for
 * the browser tests and the scripts that drive a page (`npm run bench -- render`, `rewalk.ts`).
 */
export async function serveBuild(
  options: { dist?: string; prefix?: string } = {},
): Promise<ServedBuild> {
  const outDir = options.dist ?? mkdtempSync(join(tmpdir(), options.prefix ?? 'nemo-build-'));
  const configFile = join(process.cwd(), 'vite.config.ts');
  if (!options.dist)
    await build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    configFile,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    outDir,
    async close() {
      await server.close();
      if (!options.dist) rmSync(outDir, { recursive: true, force: true });
    },
  };
}
