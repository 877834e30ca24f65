import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  endpoint: string;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

let nextPort = 2600 + (process.pid % 200) * 2;

/** Starts server/main.ts the way `npm run server` does (polyfill unless told otherwise). */
export async function spawnServer(
  env: Record<string, string>,
  options: { polyfill?: boolean; port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? nextPort++;
  const args = [
    ...(options.polyfill === false ? [] : ['--import', './server/wsPolyfill.mjs']),
    '--import',
    'tsx',
    'server/main.ts',
  ];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BOT_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 25_000);
    const check = () => {
      if (output.includes('nemo online server on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    port,
    endpoint: `http://127.0.0.1:${port}`,
    output: () => output,
    stop(signal = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
}
