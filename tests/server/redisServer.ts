import { spawn, type ChildProcess } from 'node:child_process';

/** A throwaway redis-server on `port` (no persistence), resolved once it accepts connections. */
export function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis did not start: ${out}`)), 10_000);
    child.stdout?.on('data', (d) => {
      out += String(d);
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`redis exited ${code}: ${out}`)));
  });
}
