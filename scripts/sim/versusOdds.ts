/**
 * Writes src/state/setup/versusOdds.ts, each seat's measured win rate that the versus setup screen
 * shows (issue 25 §3): bots on both seats, per Stern Motive, whole difficulty level, gemstone
 * penalty (Victory and Epilogue Balancing) and bot strength. Games are seeded like
 * scripts/sim/versusBalance.ts (`seed:game` for the setup, the sim's policy stream per seat).
 * `npx tsx scripts/sim/versusOdds.ts --games 100 --seed 11 [--strong-games 8]
 *   [--difficulties easy,normal,hard] && npx prettier --write src/state/setup/versusOdds.ts`
 * `--strong-games 0` measures the quick (greedy) bots only; the strong (search) rows cost about a
 * minute a game and are measured at Normal with the −2 penalty only. The quick bots are also
 * measured with our designed handicap (`versus.handicap` 1–3, keys ending `/h1`–`/h3`) at every
 * difficulty and penalty; `--table-handicaps 0` leaves those rows out.
 * Prints the Markdown tables for docs/balance.md on stdout.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { policyFor } from '../../src/core/bots/policyFor';
import { DEFAULT_VERSUS_OPTIONS } from '../../src/core/versus/imperialistMap';
import { botRng } from '../../src/kernel/seeds';
import { MOVE_BUDGET } from '../../src/state/bots/botBudgets';
import { DEFAULT_PLAYOUTS } from '../../src/core/bots/search/searchDecision';
import type { Difficulty, MotiveId } from '../../src/core/data/types';
import type { VersusHandicap } from '../../src/core/types';
import type { BotStrength } from '../../src/state/bots/botStrength';
import { versusOddsKey, type VersusOddsKey } from '../../src/state/setup/versusOddsKey';
import { cliArg as arg } from './cliArg';

export interface VersusCell {
  motive: MotiveId;
  difficulty: Difficulty;
  gemPenalty: 1 | 2 | 3;
  /** Our designed handicap (issue 25 §3); absent or 0 for the published rules. */
  handicap?: VersusHandicap;
  strength: BotStrength;
}

export interface VersusTally {
  games: number;
  nautilus: number;
  imperialist: number;
  draws: number;
}

/** `games` versus games of one setting, the same bot strength on both seats. */
export function playVersusCell(cell: VersusCell, games: number, seed: string): VersusTally {
  const kind = cell.strength === 'strong' ? 'search' : 'greedy';
  const nautilusBot = policyFor('nautilus', kind, MOVE_BUDGET);
  const imperialistBot = policyFor('imperialist', kind, MOVE_BUDGET);
  const tally: VersusTally = { games: 0, nautilus: 0, imperialist: 0, draws: 0 };
  for (let game = 0; game < games; game++) {
    const state = createGame(
      defaultSetup({
        seed: `${seed}:${game}`,
        motive: cell.motive,
        variant: 'versus',
        difficulty: allAspects(cell.difficulty),
        versus: {
          ...DEFAULT_VERSUS_OPTIONS,
          gemPenalty: cell.gemPenalty,
          ...(cell.handicap ? { handicap: cell.handicap } : {}),
        },
      }),
    ).state;
    const rng = botRng('policy', seed, game);
    const impRng = kind === 'search' ? botRng('policy', seed, game, 'imperialist') : rng;
    for (let d = currentDecision(state); d; d = currentDecision(state)) {
      const a =
        d.seat === 'imperialist' ? imperialistBot(state, d, impRng) : nautilusBot(state, d, rng);
      applyActionInPlace(state, a, [], true);
    }
    const winner = state.result?.versus?.winner;
    if (!winner) continue;
    tally.games++;
    if (winner === 'draw') tally.draws++;
    else tally[winner]++;
  }
  return tally;
}

/** The key of a setting in the committed table. */
export function versusCellKey(cell: VersusCell): VersusOddsKey {
  return versusOddsKey(cell.motive, cell.difficulty, cell.gemPenalty, cell.strength, cell.handicap);
}

export function markdownRow(cell: VersusCell, t: VersusTally): string {
  const pct = (n: number) => `${((100 * n) / Math.max(1, t.games)).toFixed(1)} %`;
  return `| ${cell.motive} | ${cell.difficulty} | −${cell.gemPenalty} | ${cell.strength} | ${t.games} | ${t.nautilus} (${pct(t.nautilus)}) | ${t.draws} | ${t.imperialist} (${pct(t.imperialist)}) |`;
}

/** One handicap cell of the compact table: Nautilus wins–draws–Imperialist wins. */
export const handicapCell = (t: VersusTally) => `${t.nautilus}–${t.draws}–${t.imperialist}`;

/**
 * The compact Markdown table of the handicap rows: one line per Motive, difficulty and penalty,
 * one column per handicap level (rows without a handicap are left out).
 */
export function handicapMarkdown(rows: [VersusCell, VersusTally][]): string[] {
  const levels = [1, 2, 3] as const;
  const lines = [
    `| Motive | difficulty | VP per gemstone | bots | ${levels.map((h) => `${h} level${h > 1 ? 's' : ''}`).join(' | ')} |`,
    `|---|---|---|---|${levels.map(() => '---').join('|')}|`,
  ];
  const seen = new Set<string>();
  for (const [cell] of rows) {
    if (!cell.handicap) continue;
    const base = versusCellKey({ ...cell, handicap: 0 });
    if (seen.has(base)) continue;
    seen.add(base);
    const at = (h: VersusHandicap) =>
      rows.find(([c]) => versusCellKey(c) === versusCellKey({ ...cell, handicap: h }))?.[1];
    const cells = levels.map((h) => {
      const t = at(h);
      return t ? handicapCell(t) : '—';
    });
    lines.push(
      `| ${cell.motive} | ${cell.difficulty} | −${cell.gemPenalty} | ${cell.strength} | ${cells.join(' | ')} |`,
    );
  }
  return lines;
}

export function tableSource(
  date: string,
  commit: string,
  seed: string,
  rows: [VersusCell, VersusTally][],
): string {
  const entries = rows
    .map(
      ([cell, t]) =>
        `  '${versusCellKey(cell)}': { games: ${t.games}, nautilus: ${t.nautilus}, imperialist: ${t.imperialist}, draws: ${t.draws} },`,
    )
    .join('\n');
  return `// Generated by scripts/sim/versusOdds.ts: do not edit by hand.

import type { VersusOddsKey } from './versusOddsKey';

/** How bot-against-bot versus games of one setting ended. */
export interface VersusOdds {
  games: number;
  nautilus: number;
  imperialist: number;
  draws: number;
}

/** When, at which commit and from which seed the games were played; the strong bots' playouts a move. */
export const VERSUS_ODDS_RUN = {
  date: '${date}',
  commit: '${commit}',
  seed: '${seed}',
  strongPlayouts: ${MOVE_BUDGET.playouts ?? DEFAULT_PLAYOUTS},
};

/**
 * Keyed \`motive/difficulty/gemPenalty/strength\` (both seats played by bots of that strength), with
 * \`/h1\`–\`/h3\` added for our designed handicap (\`versusOddsKey\`).
 */
export const VERSUS_ODDS: Partial<Record<VersusOddsKey, VersusOdds>> = {
${entries}
};
`;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const games = Number(arg('games', '100'));
  const strongGames = Number(arg('strong-games', '8'));
  const seed = arg('seed', '11');
  const difficulties = arg('difficulties', 'easy,normal,hard').split(',') as Difficulty[];
  const handicaps = arg('handicaps', '');
  const tableHandicaps = arg('table-handicaps', '1,2,3')
    .split(',')
    .map(Number)
    .filter((h) => h > 0) as VersusHandicap[];
  if (handicaps !== '') {
    // The designed handicap's effect (quick bots, −2 VP per gemstone); writes no table.
    console.log(
      '| Motive | difficulty | handicap (levels) | games | Nautilus wins | draws | Imperialist wins |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const motive of ['piracy', 'worldOrder'] as const)
      for (const difficulty of difficulties)
        for (const h of handicaps.split(',').map(Number) as VersusHandicap[]) {
          const t = playVersusCell(
            { motive, difficulty, gemPenalty: 2, strength: 'quick', handicap: h },
            games,
            seed,
          );
          const pct = (n: number) => `${((100 * n) / Math.max(1, t.games)).toFixed(1)} %`;
          console.log(
            `| ${motive} | ${difficulty} | ${h} | ${t.games} | ${t.nautilus} (${pct(t.nautilus)}) | ${t.draws} | ${t.imperialist} (${pct(t.imperialist)}) |`,
          );
        }
    process.exit(0);
  }
  const cells: [VersusCell, number][] = [];
  for (const motive of ['piracy', 'worldOrder'] as const)
    for (const difficulty of difficulties)
      for (const gemPenalty of [3, 2, 1] as const) {
        cells.push([{ motive, difficulty, gemPenalty, strength: 'quick' }, games]);
        if (strongGames > 0 && difficulty === 'normal' && gemPenalty === 2)
          cells.push([{ motive, difficulty, gemPenalty, strength: 'strong' }, strongGames]);
      }
  // Our handicap, quick bots only (the same seeds as the rows without it).
  for (const motive of ['piracy', 'worldOrder'] as const)
    for (const difficulty of difficulties)
      for (const gemPenalty of [3, 2, 1] as const)
        for (const handicap of tableHandicaps)
          cells.push([{ motive, difficulty, gemPenalty, strength: 'quick', handicap }, games]);
  const rows: [VersusCell, VersusTally][] = [];
  for (const [cell, n] of cells) {
    const tally = playVersusCell(cell, n, seed);
    console.error(
      `${markdownRow(cell, tally)}${cell.handicap ? ` handicap ${cell.handicap}` : ''}`,
    );
    rows.push([cell, tally]);
  }
  const date = new Date().toISOString().slice(0, 10);
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  writeFileSync('src/state/setup/versusOdds.ts', tableSource(date, commit, seed, rows));
  console.log(
    '| Motive | difficulty | VP per gemstone | bots | games | Nautilus wins | draws | Imperialist wins |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [cell, t] of rows) if (!cell.handicap) console.log(markdownRow(cell, t));
  if (tableHandicaps.length > 0) {
    console.log('');
    for (const line of handicapMarkdown(rows)) console.log(line);
  }
}
