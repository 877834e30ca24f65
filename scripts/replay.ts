import { readFileSync } from 'node:fs';
import { loadRecord } from '../src/core/replayRecord';
import { recordHash } from '../src/core/hash';

/** `npm run replay -- FILE`: replays a record, checks its hash, prints one JSON line. */
function main(): void {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('replay: give a record file: npm run replay -- FILE\n');
    process.exit(2);
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    process.stderr.write(`replay: cannot read ${file}: ${(e as Error).message}\n`);
    process.exit(2);
  }
  try {
    const { record, state } = loadRecord(text);
    process.stdout.write(
      JSON.stringify({
        ok: true,
        finalHash: recordHash(state, record.formatVersion),
        actions: record.actions.length,
      }) + '\n',
    );
  } catch (e) {
    process.stderr.write(`replay: ${(e as Error).message}\n`);
    process.exit(1);
  }
}

main();
