import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * The slowest test files of a Vitest run, from its JSON report:
 * `npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json`
 * then `npx tsx scripts/testTimes.ts [test-results/vitest.json] [N]`. Prints a Markdown table.
 */
interface Report {
  startTime: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

const file = process.argv[2] ?? 'test-results/vitest.json';
const count = Number(process.argv[3] ?? 15);
const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
const rows = report.testResults
  .map((r) => ({
    name: relative(process.cwd(), r.name),
    seconds: (r.endTime - r.startTime) / 1000,
    tests: r.assertionResults.length,
  }))
  .sort((a, b) => b.seconds - a.seconds);
const total = rows.reduce((sum, r) => sum + r.seconds, 0);
const wall = (Math.max(...report.testResults.map((r) => r.endTime)) - report.startTime) / 1000;
process.stdout.write(`| file | tests | s |\n|---|---|---|\n`);
for (const r of rows.slice(0, count))
  process.stdout.write(`| ${r.name} | ${r.tests} | ${r.seconds.toFixed(0)} |\n`);
process.stdout.write(
  `\n${rows.length} files; ${total.toFixed(0)} s of file time in ${wall.toFixed(0)} s of wall time\n`,
);
