// `npm test`: Vitest, with the static checks (type checks, lint, format) running beside it at
// the lowest CPU priority, two at a time: on a 2-core machine the browser tests leave gaps while
// a page waits, and the checks fill them instead of holding Vitest back for a minute. A failed
// check is printed as soon as it ends and fails the run. Extra arguments go to Vitest
// (`npm test -- tests/core`: then one Vitest runs them); `SKIP_STATIC=1` runs Vitest alone.
import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { isAbsolute } from 'node:path';

// The type checks run on TypeScript 7, the native compiler (`typescript-native`): about a quarter
// of the CPU time of TypeScript 5.9's `tsc`, which stays for typescript-eslint and editors.
const TSC = 'node_modules/typescript-native/bin/tsc';

const LANES = [
  [
    ['typecheck (app, tests, scripts)', process.execPath, [TSC, '-p', 'tsconfig.json', '--noEmit']],
    [
      'typecheck (pure cores, no DOM)',
      process.execPath,
      [TSC, '-p', 'tsconfig.pure.json', '--noEmit'],
    ],
  ],
  [
    ['lint', 'eslint', ['.']],
    ['format', 'prettier', ['--check', '--log-level', 'warn', '.']],
    ['typecheck (server)', process.execPath, [TSC, '-p', 'server/tsconfig.json', '--noEmit']],
  ],
];

function run(label, bin, args, { capture, low, quiet = false, echo = false }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(isAbsolute(bin) ? bin : `node_modules/.bin/${bin}`, args, {
      stdio: capture || echo ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (low && child.pid !== undefined) {
      try {
        setPriority(child.pid, constants.priority.PRIORITY_LOW);
      } catch {
        // Not allowed here: the check runs at normal priority.
      }
    }
    let output = '';
    child.stdout?.on('data', (d) => {
      output += d;
      if (echo) process.stdout.write(d);
    });
    child.stderr?.on('data', (d) => {
      output += d;
      if (echo) process.stderr.write(d);
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const line = `${code === 0 ? '✓' : '✗'} ${label} (${seconds} s)`;
      if (capture && !quiet) process.stdout.write(`${line}\n${code === 0 ? '' : output}`);
      resolve({ ok: code === 0, line, output });
    });
  });
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Vitest's closing lines (files, tests, duration), without the per-test lines before them. */
function summaryOf(output) {
  const lines = output.replace(ANSI, '').split('\n');
  const start = lines.findIndex((l) => l.trim().startsWith('Test Files'));
  return start < 0 ? output : `${lines.slice(start).join('\n')}`;
}

/** Vitest's failure report (failed tests, unhandled errors) and its summary, at most 12,000 characters. */
function failuresOf(output) {
  const plain = output.replace(ANSI, '');
  const start = plain.search(/⎯+ (Failed Tests|Unhandled Errors?|Failed Suites)/);
  const report = start < 0 ? plain.slice(-12_000) : plain.slice(start);
  return report.length > 12_000 ? `…${report.slice(-12_000)}` : report;
}

async function runLane(lane) {
  const results = [];
  for (const [label, bin, args] of lane)
    results.push(await run(label, bin, args, { capture: true, low: true }));
  return results;
}

const vitestArgs = process.argv.slice(2);
const onlyVitest = process.env.SKIP_STATIC === '1';
const staticChecks = onlyVitest ? Promise.resolve([]) : Promise.all(LANES.map(runLane));
// With no arguments, the server project (its files one at a time: they share a database) runs in
// a Vitest of its own beside the unit and browser projects; in one Vitest it waited for them and
// then ran alone, one core idle for most of a minute. Its report prints once the other ends.
const split = vitestArgs.length === 0;
const server = split
  ? run('vitest (server)', 'vitest', ['run', '--project', 'server'], {
      capture: true,
      low: false,
      quiet: true,
    })
  : null;
const main = await run(
  'vitest',
  'vitest',
  ['run', ...(split ? ['--project', 'unit', '--project', 'browser'] : vitestArgs)],
  { capture: false, low: false, echo: true },
);
const serverRun = await server;
if (serverRun)
  process.stdout.write(
    `\nThe server project:\n${serverRun.ok ? summaryOf(serverRun.output) : serverRun.output}${serverRun.line}\n`,
  );
const checks = (await staticChecks).flat();
if (checks.length > 0)
  process.stdout.write(`\nStatic checks:\n${checks.map((c) => `  ${c.line}`).join('\n')}\n`);
// CI shows the end of the output: a failure of the unit and browser run is said again last.
if (!main.ok)
  process.stdout.write(`\nThe unit and browser run failed:\n${failuresOf(main.output)}\n`);
process.exit(main.ok && (serverRun?.ok ?? true) && checks.every((c) => c.ok) ? 0 : 1);
