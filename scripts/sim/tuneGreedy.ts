/**
 * One-at-a-time sweep of the greedy bot's tuning weights (`BOT_TUNING`), the playout policy of
 * the search bot: each setting plays the same Normal games (the same seeds for every setting).
 * `npx tsx scripts/sim/tuneGreedy.ts --games 100 --seed 21 [--set slack=2,boldFollow=1.5]
 *   [--sweep slack=1,1.4,2]`
 * Prints one Markdown row per setting: Finale rate, scores of 250+ VP, mean Finale score, VP per
 * game (defeat = 0).
 */
import { BOT_TUNING } from '../../src/core/bots/botValues';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import { cliArg as arg } from './cliArg';
import { finaleRate, tallyNormalGames } from './playNormalGame';
import { isTuningKey, setTuning } from './botTuning';

const games = Number(arg('games', '100'));
const seed = arg('seed', '21');
setTuning(arg('set', ''));
const [sweepKey, sweepValues] = arg('sweep', '').split('=');
const key = sweepKey && isTuningKey(sweepKey) ? sweepKey : null;
const values = key ? (sweepValues ?? '').split(',').map(Number) : [NaN];

console.log(
  `| setting | Finale | 250+ VP | mean Finale score | VP per game (defeat = 0) |\n|---|---|---|---|---|`,
);
for (const value of values) {
  if (key) BOT_TUNING[key] = value;
  const r = tallyNormalGames(seed, games, MOTIVE_IDS);
  const label = Object.entries(BOT_TUNING)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const mean = r.finales > 0 ? (r.vp / r.finales).toFixed(1) : '–';
  console.log(
    `| ${label} | ${finaleRate(r)} | ${r.over250} | ${mean} | ${(r.vp / r.games).toFixed(1)} |`,
  );
}
