/**
 * When a bot falls behind (issue 45): the provisional score sheet at the end of Act I and Act II
 * and the final sheet, line by line, of the games that reached the Finale, for each bot's
 * one-JSON-line-a-game files from `scoreBreakdown.ts` (2>>F.jsonl). With `--both`, only the
 * setups (Motive, game) that every bot took to the Finale, so the rows compare the same voyages.
 * `npx tsx scripts/sim/actSheets.ts --bots bot=A1.jsonl,A2.jsonl;oracle=B.jsonl [--both]`
 */
import { readFileSync } from 'node:fs';
import { cliArg } from './cliArg';
import { SHEET_CATEGORIES, type ActSheet } from './sheetLines';

interface Line {
  motive: string;
  game: number;
  score: number | null;
  acts?: ActSheet[];
  byCategory?: Partial<Record<string, number>> | null;
}

const LINES = [...SHEET_CATEGORIES, 'resource'] as const;

/** The lines of a sheet, with whatever no named line holds as "resource". */
function linesOf(sheet: ActSheet): Record<string, number> {
  const out: Record<string, number> = {};
  let named = 0;
  for (const k of LINES) {
    if (k === 'resource') continue;
    out[k] = sheet.byCategory[k] ?? 0;
    named += out[k];
  }
  out.resource = sheet.total - named;
  return out;
}

function readBot(files: string): Map<string, Line> {
  const games = new Map<string, Line>();
  for (const f of files.split(',').filter(Boolean))
    for (const raw of readFileSync(f, 'utf8').split('\n')) {
      if (!raw.trim().startsWith('{')) continue;
      const l = JSON.parse(raw) as Line;
      if (l.score !== null && l.acts) games.set(`${l.motive}:${l.game}`, l);
    }
  return games;
}

const bots = cliArg('bots', '')
  .split(';')
  .filter(Boolean)
  .map((spec) => {
    const [name, files] = spec.split('=');
    if (!name || !files) throw new Error(`--bots wants name=files;name=files, got "${spec}"`);
    return { name, games: readBot(files) };
  });
if (bots.length === 0) throw new Error('--bots name=A.jsonl[,…][;name=B.jsonl…] is required');
const both = process.argv.includes('--both');
const shared = [...(bots[0]?.games.keys() ?? [])].filter((k) => bots.every((b) => b.games.has(k)));

console.log(`| bot | when | Finales | total | ${LINES.join(' | ')} |`);
console.log(`|---|---|---|---|${LINES.map(() => '---|').join('')}`);
for (const bot of bots) {
  const keys = both ? shared : [...bot.games.keys()];
  for (const when of ['end of Act I', 'end of Act II', 'Finale'] as const) {
    const sums: Record<string, number> = { total: 0 };
    let n = 0;
    for (const k of keys) {
      const g = bot.games.get(k) as Line;
      const sheet =
        when === 'Finale'
          ? ({ act: 3, total: g.score as number, byCategory: g.byCategory ?? {} } as ActSheet)
          : g.acts?.find((a) => a.act === (when === 'end of Act I' ? 1 : 2));
      if (!sheet) continue;
      n++;
      sums.total = (sums.total ?? 0) + sheet.total;
      for (const [line, vp] of Object.entries(linesOf(sheet))) sums[line] = (sums[line] ?? 0) + vp;
    }
    const mean = (x: number | undefined) => (n ? ((x ?? 0) / n).toFixed(1) : '–');
    console.log(
      `| ${bot.name} | ${when} | ${n} | ${mean(sums.total)} | ${LINES.map((l) => mean(sums[l])).join(' | ')} |`,
    );
  }
}
