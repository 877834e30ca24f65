// `npm test`: the static checks two at a time (the machine this must be quick on has 2 cores),
// then Vitest. Extra arguments go to Vitest (`npm test -- tests/core`).
import { spawn } from 'node:child_process';

const PHASES = [
  [
    ['typecheck (app, tests, scripts)', 'tsc', ['-p', 'tsconfig.json', '--noEmit']],
    ['lint', 'eslint', ['.']],
  ],
  [
    ['typecheck (pure cores, no DOM)', 'tsc', ['-p', 'tsconfig.pure.json', '--noEmit']],
    ['typecheck (server)', 'tsc', ['-p', 'server/tsconfig.json', '--noEmit']],
    ['format', 'prettier', ['--check', '--log-level', 'warn', '.']],
  ],
];

function run(label, bin, args, capture) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(`node_modules/.bin/${bin}`, args, {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${label} (${seconds} s)\n`);
      if (code !== 0) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const vitestArgs = process.argv.slice(2);
const onlyVitest = process.env.SKIP_STATIC === '1';
if (!onlyVitest) {
  for (const phase of PHASES) {
    const results = await Promise.all(phase.map(([l, b, a]) => run(l, b, a, true)));
    if (results.includes(false)) process.exit(1);
  }
}
process.exit((await run('vitest', 'vitest', ['run', ...vitestArgs], false)) ? 0 : 1);
