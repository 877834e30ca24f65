// `npm start`: the game server (port 2567) and the Vite dev server (port 5173) together.
import { spawn } from 'node:child_process';

const children = [
  spawn(
    process.execPath,
    ['--import', './server/wsPolyfill.mjs', '--import', 'tsx', 'server/main.ts'],
    {
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', '5173', '--strictPort'], {
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
