import { cliArg } from './sim/cliArg';
import { runLoadtest } from './loadtest/runLoadtest';
import { runCrewLoadtest } from './loadtest/runCrewLoadtest';

/**
 * `npm run loadtest [-- --budget-s 240 --step 25 --window-s 15 --max-rooms 1000 --soak-s 0]`:
 * one server process on loopback, rooms of scripted players (a decision every 2–5 s) plus a
 * spectator each (`--daily`: one-seat voyage-of-the-day rooms, each step's players joining at
 * once with their device keys), ramped until the round trip's p95 passes 50 ms or the server uses a whole core.
 * Progress goes to stderr; the last stdout line is one JSON object (`roomsHeld`, `roundTripMsP95`, …).
 * With `--crew`, the crew vote instead (scripts/loadtest/runCrewLoadtest.ts).
 */
const range = (text: string) => {
  const [min = 2000, max = min] = text.split('-').map(Number);
  return { min, max };
};

if (process.argv.includes('--crew')) {
  // `npm run loadtest -- --crew [--voters 500 --decisions 10 --vote-s 5 --budget-s 150]`: the crew vote.
  const crew = await runCrewLoadtest({
    voters: Number(cliArg('voters', '500')),
    decisions: Number(cliArg('decisions', '10')),
    voteS: Number(cliArg('vote-s', '5')),
    budgetS: Number(cliArg('budget-s', '150')),
    p95LimitMs: Number(cliArg('p95-ms', '200')),
    maxShows: Number(cliArg('max-shows', '40')),
    seed: cliArg('seed', 'crew'),
    port: Number(cliArg('port', '2613')),
  });
  process.stdout.write(`${JSON.stringify(crew)}\n`);
  process.exit(crew.lostOrDoubled === 0 && crew.votesCounted === crew.votesSent ? 0 : 1);
}

const result = await runLoadtest({
  budgetS: Number(cliArg('budget-s', '240')),
  step: Number(cliArg('step', '25')),
  windowS: Number(cliArg('window-s', '15')),
  maxRooms: Number(cliArg('max-rooms', '1000')),
  pace: range(cliArg('pace-ms', '2000-5000')),
  p95LimitMs: Number(cliArg('p95-ms', '50')),
  soakS: Number(cliArg('soak-s', '0')),
  // The soak holds the human pace by default; a faster `--soak-pace-ms` makes rooms finish sooner.
  soakPace: range(cliArg('soak-pace-ms', cliArg('pace-ms', '2000-5000'))),
  seed: cliArg('seed', 'load'),
  port: Number(cliArg('port', '2611')),
  daily: process.argv.includes('--daily'),
});
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(result.lostOrDoubled === 0 ? 0 : 1);
