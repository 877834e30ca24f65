/**
 * Two bots on the same setups, compared the way engine developers compare versions (issue 45):
 * each bot's rates with 95 % intervals, the paired differences, and a sequential test (SPRT) on
 * which bot scored more on each setup. Reads the one-JSON-line-a-game files that
 * `scoreBreakdown.ts` writes on stderr (`2>>A.jsonl`), any number of files per bot:
 * `npx tsx scripts/sim/pairedReport.ts --a A1.jsonl,A2.jsonl --b B1.jsonl [--names old,new]`
 * Then a per-Motive table of both, and bot b's rows in the form `measuredOdds.ts` reads.
 */
import { readFileSync } from 'node:fs';
import { cliArg } from './cliArg';

/** One game's line: the Motive and game index name the setup; `score` is null for a defeat. */
export interface GameLine {
  motive: string;
  game: number;
  score: number | null;
  level: { key: string } | null;
}

export interface Interval {
  estimate: number;
  low: number;
  high: number;
}

const Z95 = 1.959964;

/** Wilson's 95 % interval for `hits` in `n` (a rate that stays inside 0–1 even at 0 hits). */
export function wilson(hits: number, n: number): Interval {
  if (n === 0) return { estimate: 0, low: 0, high: 1 };
  const p = hits / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The mean with a normal 95 % interval (n ≥ 2). */
export function meanInterval(xs: number[]): Interval {
  const n = xs.length;
  const mean = n ? xs.reduce((s, x) => s + x, 0) / n : 0;
  if (n < 2) return { estimate: mean, low: -Infinity, high: Infinity };
  const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
  const half = Z95 * Math.sqrt(variance / n);
  return { estimate: mean, low: mean - half, high: mean + half };
}

export type Verdict = 'b better' | 'no better' | 'undecided';

/**
 * Wald's sequential probability ratio test on the setups one bot won (scored more, a defeat
 * scoring 0; ties left out): H0 "b wins half" against H1 "b wins `p1`", error rates α = β.
 * The test may be read after every game and stops at the first bound it crosses.
 */
export function sprt(
  outcomes: readonly ('a' | 'b')[],
  p1 = 0.6,
  alpha = 0.05,
): { verdict: Verdict; llr: number; lower: number; upper: number; games: number } {
  const upper = Math.log((1 - alpha) / alpha);
  const lower = -upper;
  let llr = 0;
  let games = 0;
  for (const o of outcomes) {
    llr += o === 'b' ? Math.log(p1 / 0.5) : Math.log((1 - p1) / 0.5);
    games++;
    if (llr >= upper) return { verdict: 'b better', llr, lower, upper, games };
    if (llr <= lower) return { verdict: 'no better', llr, lower, upper, games };
  }
  return { verdict: 'undecided', llr, lower, upper, games };
}

const WINS = new Set(['level.success', 'level.triumph', 'level.triumphant']);

export interface BotSummary {
  games: number;
  finale: Interval;
  finales: number;
  success: Interval;
  wins: number;
  finaleScore: Interval;
  value: Interval;
}

export function summarize(lines: readonly GameLine[]): BotSummary {
  const finales = lines.filter((l) => l.score !== null);
  const wins = finales.filter((l) => WINS.has(l.level?.key ?? '')).length;
  return {
    games: lines.length,
    finales: finales.length,
    finale: wilson(finales.length, lines.length),
    wins,
    success: wilson(wins, lines.length),
    finaleScore: meanInterval(finales.map((l) => l.score as number)),
    value: meanInterval(lines.map((l) => l.score ?? 0)),
  };
}

export interface PairedSummary {
  pairs: number;
  onlyA: number;
  onlyB: number;
  valueDiff: Interval;
  finaleScoreDiff: Interval;
  bothFinales: number;
  test: ReturnType<typeof sprt>;
}

const keyOf = (l: GameLine) => `${l.motive}:${l.game}`;

/** The setups both bots played, in a fixed order (Motive, then game) so the SPRT is repeatable. */
export function pair(a: readonly GameLine[], b: readonly GameLine[]): [GameLine, GameLine][] {
  const byKey = new Map(b.map((l) => [keyOf(l), l]));
  return a
    .filter((l) => byKey.has(keyOf(l)))
    .sort((x, y) => x.game - y.game || (x.motive < y.motive ? -1 : x.motive > y.motive ? 1 : 0))
    .map((l) => [l, byKey.get(keyOf(l)) as GameLine]);
}

export function comparePaired(pairs: readonly [GameLine, GameLine][]): PairedSummary {
  const both = pairs.filter(([x, y]) => x.score !== null && y.score !== null);
  const outcomes: ('a' | 'b')[] = [];
  for (const [x, y] of pairs) {
    const d = (y.score ?? 0) - (x.score ?? 0);
    if (d !== 0) outcomes.push(d > 0 ? 'b' : 'a');
  }
  return {
    pairs: pairs.length,
    onlyA: pairs.filter(([x, y]) => x.score !== null && y.score === null).length,
    onlyB: pairs.filter(([x, y]) => x.score === null && y.score !== null).length,
    valueDiff: meanInterval(pairs.map(([x, y]) => (y.score ?? 0) - (x.score ?? 0))),
    finaleScoreDiff: meanInterval(both.map(([x, y]) => (y.score as number) - (x.score as number))),
    bothFinales: both.length,
    test: sprt(outcomes),
  };
}

function readLines(files: string): GameLine[] {
  const out = new Map<string, GameLine>();
  for (const file of files.split(',').filter(Boolean))
    for (const text of readFileSync(file, 'utf8').split('\n')) {
      if (!text.trim()) continue;
      const line = JSON.parse(text) as GameLine;
      out.set(keyOf(line), line);
    }
  return [...out.values()];
}

const pct = (i: Interval) =>
  `${(i.estimate * 100).toFixed(1)} % (${(i.low * 100).toFixed(1)}–${(i.high * 100).toFixed(1)})`;
const num = (i: Interval) =>
  Number.isFinite(i.low)
    ? `${i.estimate.toFixed(1)} (${i.low.toFixed(1)} to ${i.high.toFixed(1)})`
    : `${i.estimate.toFixed(1)} (–)`;

if (process.argv[1]?.endsWith('pairedReport.ts')) {
  const [nameA, nameB] = cliArg('names', 'a,b').split(',');
  const pairs = pair(readLines(cliArg('a', '')), readLines(cliArg('b', '')));
  const a = summarize(pairs.map(([x]) => x));
  const b = summarize(pairs.map(([, y]) => y));
  console.log(`${pairs.length} setups played by both bots; 95 % intervals in brackets.\n`);
  console.log(
    '| bot | Finale reached | Success or better | mean Finale score | VP a game (defeat = 0) |',
  );
  console.log('|---|---|---|---|---|');
  for (const [name, s] of [
    [nameA, a],
    [nameB, b],
  ] as const)
    console.log(
      `| ${name} | ${s.finales}/${s.games} · ${pct(s.finale)} | ${s.wins} · ${pct(s.success)} | ${num(s.finaleScore)} | ${num(s.value)} |`,
    );
  const p = comparePaired(pairs);
  console.log(
    `\nPaired (${nameB} − ${nameA}): VP a game ${num(p.valueDiff)}; Finale score on the ${p.bothFinales} setups both reached ${num(p.finaleScoreDiff)}; Finale reached by only ${nameA} ${p.onlyA}, only ${nameB} ${p.onlyB}.`,
  );
  const motives = [...new Set(pairs.map(([x]) => x.motive))];
  console.log(
    `\n| Motive | setups | ${nameA}: Finale · Success+ · mean Finale score | ${nameB}: Finale · Success+ · mean Finale score | only ${nameA} · only ${nameB} reached | VP a game, paired difference |\n|---|---|---|---|---|---|`,
  );
  for (const m of motives) {
    const mine = pairs.filter(([x]) => x.motive === m);
    const [sa, sb] = [summarize(mine.map(([x]) => x)), summarize(mine.map(([, y]) => y))];
    const pm = comparePaired(mine);
    const cell = (s: BotSummary) =>
      `${s.finales}/${s.games} · ${s.wins} · ${s.finaleScore.estimate.toFixed(1)}`;
    console.log(
      `| ${m} | ${mine.length} | ${cell(sa)} | ${cell(sb)} | ${pm.onlyA} · ${pm.onlyB} | ${num(pm.valueDiff)} |`,
    );
  }
  console.log(`\n${nameB}'s rows for the setup screen's odds:\n`);
  console.log(
    '| Motive | bot | reached the Finale | won (Success+) | Inconsequential | mean Finale score |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of oddsRows(
    pairs.map(([, y]) => y),
    motives,
  ))
    console.log(row);
  console.log(
    `\nSPRT (H0: ${nameB} outscores ${nameA} on half the setups, H1: on 60 %; α = β = 0.05): ${p.test.verdict} after ${p.test.games} decided setups (LLR ${p.test.llr.toFixed(2)}, bounds ${p.test.lower.toFixed(2)} and ${p.test.upper.toFixed(2)}).`,
  );
}

/** Bot b's per-Motive rows as the setup screen's odds table reads them (docs/balance.md). */
export function oddsRows(lines: readonly GameLine[], motives: readonly string[]): string[] {
  return motives.map((motive) => {
    const mine = lines.filter((l) => l.motive === motive);
    const s = summarize(mine);
    const incons = mine.filter((l) => l.level?.key === 'level.inconsequential').length;
    const pc = Math.round(s.finale.estimate * 100);
    return `| ${motive} | search | ${s.finales}/${s.games} (${pc} %) | ${s.wins} | ${incons} | ${s.finaleScore.estimate.toFixed(1)} |`;
  });
}
