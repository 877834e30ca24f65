import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Metric {
  metric: string;
  value: number;
  unit: string;
}

/** Runs every scripts/bench/*.ts module (or those named on the command line) and prints JSON lines. */
async function main(): Promise<void> {
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'bench');
  const only = process.argv.slice(2);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .filter((f) => only.length === 0 || only.includes(f.replace(/\.ts$/, '')))
    .sort();
  for (const file of files) {
    const mod = (await import(join(dir, file))) as { default: () => Promise<Metric[]> };
    for (const m of await mod.default()) process.stdout.write(JSON.stringify(m) + '\n');
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).message}\n`);
  process.exit(1);
});
