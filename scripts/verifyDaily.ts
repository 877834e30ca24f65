import { isDayText } from '../src/kernel/seeds';
import { DEFAULT_PORT } from '../src/protocol/protocol';
import { verifyDailyBoard } from './verify/verifyDailyBoard';

/**
 * `npm run verify-daily -- DATE [--server URL]`: checks a closed day's board against its
 * commitment and replays every entry (see scripts/verify/verifyDailyBoard.ts). Prints one JSON
 * line `{ok, date, entries, mismatches}`; exits 1 on any mismatch, 2 on bad arguments.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const date = args.find((a) => !a.startsWith('--'));
  const at = args.indexOf('--server');
  const server = at >= 0 ? args[at + 1] : `http://127.0.0.1:${DEFAULT_PORT}`;
  if (!date || !isDayText(date) || !server) {
    process.stderr.write('verify-daily: npm run verify-daily -- YYYY-MM-DD [--server URL]\n');
    process.exit(2);
  }
  const check = await verifyDailyBoard(server, date);
  process.stdout.write(`${JSON.stringify(check)}\n`);
  process.exit(check.ok ? 0 : 1);
}

main().catch((e: unknown) => {
  process.stderr.write(`verify-daily: ${(e as Error).message}\n`);
  process.exit(1);
});
