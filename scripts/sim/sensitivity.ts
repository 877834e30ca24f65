/**
 * Which published numbers make the game as implemented hard (issue 15)? Changes one piece of data
 * in this process only, then plays the greedy bot on the same Normal games as the unchanged data.
 * `npx tsx scripts/sim/sensitivity.ts --games 100 --seed 21 --knob capacity=1 [--policy search
 *   --playouts 16]`
 * Knobs (each a signed step; several may be joined with commas):
 *   capacity=N   ship spaces of every Major Ocean +N
 *   defense=N    Defense Strength of every ship side +N (negative: easier to sink)
 *   attack=N     Attack Strength of every Warship side +N (negative: fires less well)
 *   shipVp=N     VP of every ship side +N (in its own category)
 * `--motives science,explore` plays only those Motives.
 * Prints one Markdown row: the bot, the knob, Finale rate, mean Finale score, scores of 250+ VP, VP per
 * game, and the Finales per Motive.
 */
import { OCEANS } from '../../src/core/data/oceans';
import { SHIPS } from '../../src/core/data/ships';
import type { MotiveId, ShipSide } from '../../src/core/data/types';
import { cliArg as arg } from './cliArg';

const games = Number(arg('games', '100'));
const seed = arg('seed', '21');
const knob = arg('knob', '');
const policy = arg('policy', 'greedy');
const playouts = Number(arg('playouts', '16'));

function eachSide(f: (side: ShipSide) => void): void {
  for (const ship of SHIPS) {
    f(ship.front);
    f(ship.back);
  }
}

for (const pair of knob.split(',').filter(Boolean)) {
  const [name, raw] = pair.split('=');
  const step = Number(raw);
  if (!Number.isFinite(step)) throw new Error(`bad step in ${pair}`);
  if (name === 'capacity') {
    for (const ocean of Object.values(OCEANS)) if (ocean.die !== null) ocean.capacity += step;
  } else if (name === 'defense') eachSide((s) => (s.defense += step));
  else if (name === 'attack') eachSide((s) => s.attack !== null && (s.attack += step));
  else if (name === 'shipVp')
    eachSide((s) => {
      for (const k of Object.keys(s.vp) as (keyof ShipSide['vp'])[])
        s.vp[k] = (s.vp[k] ?? 0) + step;
    });
  else throw new Error(`unknown knob ${name}`);
}

// The rules read the data tables when they load, so they are loaded after the change.
const { finaleRate, tallyNormalGames } = await import('./playNormalGame');
const { MOTIVE_IDS } = await import('../../src/core/data/motives');

const motives = arg('motives', '') ? (arg('motives', '').split(',') as MotiveId[]) : MOTIVE_IDS;
const t = tallyNormalGames(seed, games, motives, {
  policy: policy === 'search' ? 'search' : 'greedy',
  budget: { playouts },
});
const perMotive = motives.map((m) => `${m} ${t.finalesByMotive[m] ?? 0}`).join(', ');
console.log(
  `| ${policy} | ${knob || 'published data'} | ${finaleRate(t)} | ${t.finales ? (t.vp / t.finales).toFixed(1) : '–'} | ${t.over250} | ${(t.vp / t.games).toFixed(1)} | ${perMotive} |`,
);
