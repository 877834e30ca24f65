import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where a browser for the tests and scripts came from, for the one line the harness prints. */
export interface FoundChromium {
  path: string;
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
}

/** Names a system Chromium or Chrome goes by on PATH (Debian, Ubuntu, Google's packages). */
const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

function onPath(name: string): string | null {
  try {
    const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    return found !== '' && existsSync(found) ? found : null;
  } catch {
    return null;
  }
}

/**
 * Finds a Chromium: `CHROMIUM_PATH` if set, else the system's (looked up on PATH, so a PATH
 * without it means "not installed"), else the one that ships inside the `@sparticuz/chromium`
 * dev dependency (unpacked once into the temp folder). `npm install` always provides the last,
 * so the tests never need a system package.
 */
export async function findChromium(): Promise<FoundChromium> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return { path: fromEnv, source: 'CHROMIUM_PATH' };
  }
  for (const name of SYSTEM_NAMES) {
    const path = onPath(name);
    if (path) return { path, source: 'system' };
  }
  const bundled = (await import('@sparticuz/chromium')).default;
  return { path: await bundled.executablePath(), source: '@sparticuz/chromium' };
}

/** Flags for a headless run on a machine with no GPU and no network but the loopback. */
export const HEADLESS_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** WebGL 2 through SwiftShader (software), as the browser tests render the table. */
export const SOFTWARE_GL_FLAGS = [
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];
