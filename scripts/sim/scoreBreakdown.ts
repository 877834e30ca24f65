/**
 * Where a Finale score comes from (issue 15): mean VP per score-sheet category of the games that
 * completed the Finale, per Motive, and how many ships those games sank.
 * `npx tsx scripts/sim/scoreBreakdown.ts --games 60 --seed 15 [--policy greedy|search|oracle]
 *   [--playouts 64] [--turns 1] [--z 1] [--confirm 16] [--endgame 5] [--oracle-budget 3] [--motive M]
 *   [--tuning act3Resource=1.5]`
 * The oracle cheats (perfect information): its rows are a bound, not a bot. `--policy oracle-cards
 *   [--worlds 2]` is the fair-ceiling bound: it cheats on the cards but not on the dice.
 *   `--policy search-cards [--playouts 64]` is the search bot given the cards (also a bound);
 *   `--split-dice` gives a greedy or search game the same separate dice stream as theirs.
 * Prints a Markdown table (one row per Motive) and one JSON line with the same numbers.
 */
import { MOTIVE_IDS } from '../../src/core/data/motives';
import { MAJOR_OCEANS } from '../../src/core/board';
import { cliArg as arg } from './cliArg';
import { playNormalGame } from './playNormalGame';
import type { MotiveId } from '../../src/core/data/types';
import { DEFAULT_ORACLE_BUDGET, ORACLE_NOTE } from './oracle/oraclePlayer';
import { CARD_ORACLE_NOTE, DEFAULT_CARD_WORLDS } from './oracle/cardOracle';
import { SEARCH_CARDS_NOTE } from './oracle/searchCards';
import { englishValue } from '../../src/core/text/renderEnglish';
import { DEFAULT_PLAYOUTS } from '../../src/core/bots/search/searchDecision';
import type { EvalWeights } from '../../src/core/bots/search/evalWeights';
import { readFileSync } from 'node:fs';
import { scoreGame } from '../../src/core/scoring';
import { SHEET_CATEGORIES, type ActSheet } from './sheetLines';
import { setTuning } from './botTuning';

const games = Number(arg('games', '60'));
const seed = arg('seed', '15');
const policy = arg('policy', 'greedy');
const playouts = Number(arg('playouts', String(DEFAULT_PLAYOUTS)));
const turns = Number(arg('turns', '1'));
const oracleBudget = Number(arg('oracle-budget', String(DEFAULT_ORACLE_BUDGET)));
const only = arg('motive', '');
const blindWorlds = Number(
  arg('worlds', policy === 'oracle-cards' ? String(DEFAULT_CARD_WORLDS) : '4'),
);
const firstGame = Number(arg('first', '0'));
const splitDice = process.argv.includes('--split-dice');
const confidenceZ = arg('z', '') === '' ? undefined : Number(arg('z', ''));
const confirm = Number(arg('confirm', '0'));
const endgameCards = arg('endgame', '') === '' ? undefined : Number(arg('endgame', ''));
const finaleBonus = arg('bonus', '') === '' ? undefined : Number(arg('bonus', ''));
/** `--weights F.json`: the search's leaf weights from a fit (`fitEvaluation.ts` prints them). */
const weightsFile = arg('weights', '');
const weights = weightsFile
  ? (JSON.parse(readFileSync(weightsFile, 'utf8')) as EvalWeights)
  : undefined;
/** `--tuning act3Resource=1.5,…`: the greedy policy's weights (the search's playouts and default). */
setTuning(arg('tuning', ''));
if (policy === 'oracle') console.log(`note: ${ORACLE_NOTE}`);
if (policy === 'oracle-cards') console.log(`note: ${CARD_ORACLE_NOTE}`);
if (policy === 'search-cards') console.log(`note: ${SEARCH_CARDS_NOTE}`);
/** Rows of a policy that cheats are a bound: every line they print says so. */
const bound = policy.startsWith('oracle') || policy === 'search-cards';
/** The newest bound labels its table rows too (the older ones' output stays as it was). */
const rowTag = policy === 'search-cards' ? ' (bound: cheats on the cards)' : '';
const motives = only ? [only as MotiveId] : MOTIVE_IDS;

/** Groups the end messages: no space for a Warship, Pariah Notoriety, a resource on red. */
function causeOf(reason: string): string {
  if (reason.startsWith('No space')) return 'no space';
  if (reason.startsWith('Notoriety')) return 'Pariah';
  if (reason.includes('red space')) return 'resource on red';
  return 'other';
}

interface Row {
  motive: MotiveId;
  finales: number;
  /** Finales at Success or better. */
  wins: number;
  total: number;
  byCategory: Record<string, number>;
  tonnage: number;
  salvage: number;
  /** Why games ended without a score, and how many cards were left in the Draw Pile then. */
  defeats: Record<string, number>;
  cardsLeftAtDefeat: number;
}

const WINS: readonly string[] = ['success', 'triumph', 'triumphant'];
const rows: Row[] = [];
for (const motive of motives) {
  const row: Row = {
    motive,
    finales: 0,
    wins: 0,
    total: 0,
    byCategory: {},
    tonnage: 0,
    salvage: 0,
    defeats: {},
    cardsLeftAtDefeat: 0,
  };
  for (let game = firstGame; game < firstGame + games; game++) {
    // The provisional score sheet as each Act ends (`actSheets.ts` sets them side by side).
    const acts: ActSheet[] = [];
    let act = 1;
    const state = playNormalGame(seed, game, motive, {
      onStep: (s) => {
        if (s.act === act) return;
        const sheet = scoreGame(s);
        acts.push({ act, total: sheet.total, byCategory: sheet.byCategory });
        act = s.act;
      },
      policy:
        policy === 'search' ||
        policy === 'oracle' ||
        policy === 'blind' ||
        policy === 'oracle-cards' ||
        policy === 'search-cards'
          ? policy
          : 'greedy',
      budget: { playouts, turns, confidenceZ, confirm, finaleBonus, endgameCards, weights },
      oracleBudget,
      blindWorlds,
      cardWorlds: blindWorlds,
      ...(splitDice ? { splitDice } : {}),
    });
    const sheet = state.result?.score;
    const tonnage = MAJOR_OCEANS.reduce((s, o) => s + state.tonnage[o].length, 0);
    process.stderr.write(
      `${JSON.stringify({ ...(bound ? { bound: policy } : {}), ...(splitDice ? { splitDice } : {}), motive, game, score: sheet?.total ?? null, level: sheet?.level ?? null, end: sheet ? null : state.result ? englishValue(state.result.reason) : 'unfinished', cardsLeft: state.drawPile.length, charactersKept: state.characters.filter((c) => !c.sacrificed).length, tonnage, acts, byCategory: sheet?.byCategory ?? null })}\n`,
    );
    if (!sheet) {
      const reason = causeOf(state.result ? englishValue(state.result.reason) : 'unfinished');
      row.defeats[reason] = (row.defeats[reason] ?? 0) + 1;
      row.cardsLeftAtDefeat += state.drawPile.length;
      continue;
    }
    row.finales++;
    if (WINS.includes(englishValue(sheet.level).toLowerCase())) row.wins++;
    row.total += sheet.total;
    for (const [k, v] of Object.entries(sheet.byCategory))
      row.byCategory[k] = (row.byCategory[k] ?? 0) + v;
    row.tonnage += tonnage;
    row.salvage += state.salvage.length;
  }
  rows.push(row);
}

const mean = (x: number, n: number) => (n > 0 ? (x / n).toFixed(1) : '–');
console.log(
  `| Motive | Finales | Success+ | mean total | ${SHEET_CATEGORIES.join(' | ')} | ships on Tonnage | Salvage |`,
);
console.log(`|---|---|---|---|${SHEET_CATEGORIES.map(() => '---|').join('')}---|---|`);
for (const r of rows)
  console.log(
    `| ${r.motive}${rowTag} | ${r.finales}/${games} | ${r.wins} | ${mean(r.total, r.finales)} | ${SHEET_CATEGORIES.map((c) => mean(r.byCategory[c] ?? 0, r.finales)).join(' | ')} | ${mean(r.tonnage, r.finales)} | ${mean(r.salvage, r.finales)} |`,
  );
const CAUSES = ['no space', 'Pariah', 'resource on red', 'other'];
console.log(
  `\n| Motive | lost before the Finale | ${CAUSES.join(' | ')} | cards left then (mean) |\n|---|---|${CAUSES.map(() => '---|').join('')}---|`,
);
for (const r of rows) {
  const lost = games - r.finales;
  console.log(
    `| ${r.motive}${rowTag} | ${lost} | ${CAUSES.map((c) => r.defeats[c] ?? 0).join(' | ')} | ${mean(r.cardsLeftAtDefeat, lost)} |`,
  );
}
console.log(
  JSON.stringify({
    games,
    seed,
    policy,
    playouts,
    turns,
    ...(endgameCards !== undefined ? { endgameCards } : {}),
    ...(policy === 'oracle' ? { oracleBudget, note: ORACLE_NOTE } : {}),
    ...(policy === 'oracle-cards' ? { worlds: blindWorlds, note: CARD_ORACLE_NOTE } : {}),
    ...(policy === 'search-cards' ? { note: SEARCH_CARDS_NOTE } : {}),
    ...(splitDice ? { splitDice } : {}),
    rows,
  }),
);
