/**
 * What a resource point, a Character and two Notoriety are worth, measured by paired playouts
 * rather than read off a fit (issue 45): states from greedy games; each is played to its end by
 * the greedy bot twice on the same sampled world and dice, once as it is and once changed (a
 * resource point taken, a Character sacrificed, two Notoriety added), and the two ends compared.
 * The leaf evaluation's own answer for the same change is printed beside it, and the last line
 * is the `--fixed` weights for `fitEvaluation.ts`.
 * `npx tsx scripts/sim/resourceWorth.ts [--games 64] [--worlds 4] [--seed worth] [--banked 0.8]
 *   [--changes space,crew] [--weights F.json]` (a space freed: one ship leaves the map)
 */
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { cloneState } from '../../src/core/cloneState';
import { botRng } from '../../src/kernel/seeds';
import { MOTIVE_IDS, MOTIVES } from '../../src/core/data/motives';
import { policyFor } from '../../src/core/bots/policyFor';
import { determinize } from '../../src/core/bots/search/determinize';
import {
  FEATURE_NAMES,
  evaluateState,
  stateFeatures,
} from '../../src/core/bots/search/evaluateState';
import { characterById } from '../../src/core/content/lookup';
import type { GameState } from '../../src/core/types';
import type { ResourceId } from '../../src/core/data/types';
import { rngFromWords, drawWords } from '../../src/kernel/prng';
import { cliArg } from './cliArg';
import { readFileSync } from 'node:fs';
import { EVAL_WEIGHTS, type EvalWeights } from '../../src/core/bots/search/evalWeights';
import { NOTORIETY } from '../../src/core/data/tracks';
import { OCEAN_IDS, type OceanId } from '../../src/core/data/types';
import { EMPTY } from '../../src/core/board';

const games = Number(cliArg('games', '64'));
const worlds = Number(cliArg('worlds', '4'));
const seed = cliArg('seed', 'worth');
/** The score model's weight of VP banked now (`vpNow`), netted out of the measured Finale scores. */
const banked = Number(cliArg('banked', '0.8'));
const greedy = policyFor('nautilus', 'greedy');
/** `--weights F.json`: the model columns read these weights (a fit's output) instead of today's. */
const weightsFile = cliArg('weights', '');
const weights = weightsFile
  ? (JSON.parse(readFileSync(weightsFile, 'utf8')) as EvalWeights)
  : EVAL_WEIGHTS;
const CHANGE_NAMES = cliArg('changes', '').split(',').filter(Boolean);

/** A change made to a state, and the evaluation feature whose weight it measures. */
type Change = {
  name: string;
  feature: (typeof FEATURE_NAMES)[number];
  apply: (s: GameState) => boolean;
};
const lose = (r: ResourceId): Change => ({
  name: r,
  feature: r,
  apply: (s) => {
    if (s.resources[r] <= 1) return false;
    s.resources[r]--;
    return true;
  },
});
/** The ships on the map a change may take away (not Hidden Ships, whose identity is unknown). */
function shipSpaces(s: GameState): [OceanId, number][] {
  const out: [OceanId, number][] = [];
  for (const o of OCEAN_IDS)
    s.oceans[o].slots.forEach((v, i) => {
      if (v >= 0) out.push([o, i]);
    });
  return out;
}
const CHANGES: Change[] = [
  lose('nemo'),
  lose('crew'),
  lose('hull'),
  {
    name: 'character',
    feature: 'characters',
    apply: (s) => {
      // The tile only (its VP, ability and Attributes): a penalty is a resource point, above.
      const c = s.characters.find((t) => !t.sacrificed && characterById(t.id).vp > 0);
      if (!c) return false;
      c.sacrificed = true;
      c.attributes = [];
      return true;
    },
  },
  {
    // Two Notoriety, what an attack usually costs; short of the purple flip (36) and of World
    // Order's Wonder spaces, whose crossings the change would skip.
    name: 'notoriety',
    feature: 'notoriety',
    apply: (s) => {
      if (s.motive === 'worldOrder' || s.notoriety + 2 >= NOTORIETY.purpleFlip) return false;
      s.notoriety += 2;
      return true;
    },
  },
  {
    // A space freed: one ship on the map (picked by a fixed rule of the turn and the number of
    // ships, so any of them in time) leaves the game, as a sunk ship leaves its space, but
    // without its VP; what it measures is the room alone.
    name: 'space',
    feature: 'slackMinusDice',
    apply: (s) => {
      const ships = shipSpaces(s);
      if (ships.length === 0) return false;
      const [ocean, slot] = ships[(s.turn * 7 + ships.length * 3) % ships.length] as [
        OceanId,
        number,
      ];
      s.oceans[ocean].slots[slot] = EMPTY;
      return true;
    },
  },
];

/** How far the Pariah space is before the change (Piracy has none). */
function pariahBand(s: GameState): string {
  const pariah = MOTIVES[s.motive].pariah;
  if (pariah === null || pariah === undefined) return 'no Pariah';
  const room = pariah - s.notoriety;
  return room <= 6 ? 'Pariah ≤ 6 away' : room <= 12 ? 'Pariah 7–12 away' : 'Pariah 13+ away';
}

function playOut(state: GameState, words: [number, number, number, number]): number | null {
  const rng = rngFromWords(...words);
  for (let i = 0; !state.result && i < 20_000; i++) {
    const d = currentDecision(state);
    if (!d) break;
    applyActionInPlace(state, greedy(state, d, rng), [], true);
  }
  return state.result?.score?.total ?? null;
}

interface Tally {
  n: number;
  dFinale: number;
  dValue: number;
  dScoreBoth: number;
  both: number;
  mFinale: number;
  mValue: number;
}
/** Per feature, over the changes that moved it: the inputs of the fixed weights. */
interface Fixed {
  n: number;
  finales: number;
  dFinale: number;
  both: number;
  dScoreNet: number;
  /** The feature's total change over the pairs, and over those where both reached the Finale. */
  dx: number;
  dxBoth: number;
}
const fixed = new Map<string, Fixed>();
const VP_NOW = FEATURE_NAMES.indexOf('vpNow');
const tallies = new Map<string, Tally>();
const add = (
  key: string,
  a: number | null,
  b: number | null,
  ma: ReturnType<typeof evaluateState>,
  mb: ReturnType<typeof evaluateState>,
) => {
  const t = tallies.get(key) ?? {
    n: 0,
    dFinale: 0,
    dValue: 0,
    dScoreBoth: 0,
    both: 0,
    mFinale: 0,
    mValue: 0,
  };
  t.n++;
  t.dFinale += (b === null ? 0 : 1) - (a === null ? 0 : 1);
  t.dValue += (b ?? 0) - (a ?? 0);
  if (a !== null && b !== null) {
    t.both++;
    t.dScoreBoth += b - a;
  }
  t.mFinale += mb.finaleChance - ma.finaleChance;
  t.mValue += mb.value - ma.value;
  tallies.set(key, t);
};

for (let g = 0; g < games; g++) {
  const motive = MOTIVE_IDS[g % MOTIVE_IDS.length]!;
  const state = createGame(
    defaultSetup({ seed: `${seed}:${g}`, motive, difficulty: allAspects('normal') }),
  ).state;
  const rng = botRng('policy', seed, g);
  const snaps: GameState[] = [];
  let lastTurn = -1;
  for (let step = 0; !state.result && step < 20_000; step++) {
    const d = currentDecision(state);
    if (!d) break;
    if (d.kind === 'action' && state.turn !== lastTurn && state.turn % 3 === 1) {
      snaps.push(cloneState(state));
      lastTurn = state.turn;
    }
    applyActionInPlace(state, greedy(state, d, rng), [], true);
  }
  const wr = botRng('policy', seed, g, 'worlds');
  for (const snap of snaps) {
    for (let w = 0; w < worlds; w++) {
      const world = determinize(snap, rngFromWords(...drawWords(wr)));
      const words = drawWords(wr);
      const base = playOut(cloneState(world), words);
      const mBase = evaluateState(world, weights);
      const xBase = stateFeatures(world);
      for (const ch of CHANGES) {
        if (CHANGE_NAMES.length > 0 && !CHANGE_NAMES.includes(ch.name)) continue;
        const changed = cloneState(world);
        const resource = ch.name in world.resources;
        const level = resource ? changed.resources[ch.name as ResourceId] : 0;
        if (!ch.apply(changed)) continue;
        const mChanged = evaluateState(changed, weights);
        const x = stateFeatures(changed);
        const end = playOut(changed, words);
        add(`${ch.name}`, base, end, mBase, mChanged);
        // Resources only above their danger zone, where the `danger` feature is silent.
        const j = FEATURE_NAMES.indexOf(ch.feature);
        const dx = (x[j] ?? 0) - (xBase[j] ?? 0);
        // A space in Act III is measured apart: its `slackLate` weight is what it adds there.
        const feature =
          ch.feature === 'slackMinusDice' && world.act === 3 ? 'slackLate' : ch.feature;
        if (dx !== 0 && (level >= 3 || !resource)) {
          const f = fixed.get(feature) ?? {
            n: 0,
            finales: 0,
            dFinale: 0,
            both: 0,
            dScoreNet: 0,
            dx: 0,
            dxBoth: 0,
          };
          f.n++;
          f.dx += dx;
          f.finales += base === null ? 0 : 1;
          f.dFinale += (end === null ? 0 : 1) - (base === null ? 0 : 1);
          if (base !== null && end !== null) {
            // Net of the VP banked now, which the score model already counts through vpNow.
            const dVpNow = (x[VP_NOW] ?? 0) - (xBase[VP_NOW] ?? 0);
            f.both++;
            f.dxBoth += dx;
            f.dScoreNet += end - base - banked * dVpNow;
          }
          fixed.set(feature, f);
        }
        if (resource)
          add(`${ch.name} from ${level >= 5 ? '5+' : level}`, base, end, mBase, mChanged);
        add(`${ch.name} act ${snap.act}`, base, end, mBase, mChanged);
        if (ch.name === 'notoriety')
          add(`notoriety ${pariahBand(world)}`, base, end, mBase, mChanged);
      }
    }
  }
}
console.log(
  '| change | pairs | ΔFinale (played) | ΔFinale (model) | ΔVP, defeat = 0 (played) | Δvalue (model) | ΔFinale score, both reached (played) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const [k, t] of [...tallies.entries()].sort()) {
  const f = (x: number) => (x / t.n).toFixed(3);
  console.log(
    `| ${k} | ${t.n} | ${f(t.dFinale)} | ${f(t.mFinale)} | ${(t.dValue / t.n).toFixed(1)} | ${(t.mValue / t.n).toFixed(1)} | ${t.both ? (t.dScoreBoth / t.both).toFixed(1) : '–'} (${t.both}) |`,
  );
}

// One unit more of the feature: the logit step that moves the base rate by the measured ΔFinale,
// and the Finale score it adds beyond its banked VP. `fitEvaluation.ts --fixed` takes this line.
const perUnit = new Map(
  [...fixed.entries()].map(([name, f]) => {
    const p = Math.min(0.95, Math.max(0.05, f.finales / f.n));
    return [
      name,
      { logit: f.dFinale / f.dx / (p * (1 - p)), score: f.dxBoth ? f.dScoreNet / f.dxBoth : 0 },
    ];
  }),
);
// `slackLate` counts on top of `slackMinusDice` in Act III: its weight is the difference.
const early = perUnit.get('slackMinusDice');
const late = perUnit.get('slackLate');
if (early && late)
  perUnit.set('slackLate', { logit: late.logit - early.logit, score: late.score - early.score });
const fixedLine = [...perUnit.entries()].map(
  ([name, w]) => `${name}=${w.logit.toFixed(4)}:${w.score.toFixed(3)}`,
);
console.log(`\n--fixed ${fixedLine.join(',')}`);
