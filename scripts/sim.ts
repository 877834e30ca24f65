import { fork } from 'node:child_process';
import {
  createWriteStream,
  readFileSync,
  unlinkSync,
  appendFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { MOTIVE_IDS } from '../src/core/data/motives';
import { CARDS } from '../src/core/data/cards';
import type { Difficulty, MotiveId } from '../src/core/data/types';
import {
  emptyTotals,
  mergeTotals,
  runNemoGames,
  type NemoSimOptions,
  type SimTotals,
} from './sim/nemo';
import { parseContentPack, type ContentPack } from '../src/core/content/pack';
import {
  DEFAULT_ORACLE_BUDGET,
  IMPERIALIST_ORACLE_NOTE,
  ORACLE_NOTE,
} from './sim/oracle/oraclePlayer';
import { SEARCH_CARDS_NOTE } from './sim/oracle/searchCards';

interface Args {
  game: 'nemo' | 'flip';
  games: number;
  seed: string;
  motive: MotiveId | null;
  difficulty: Difficulty | null;
  variant: 'solo' | 'versus';
  policy: 'random' | 'greedy' | 'search' | 'oracle' | 'search-cards';
  oracleBudget: number | null;
  imperialistPolicy: 'greedy' | 'search' | 'oracle';
  playouts: number | null;
  horizon: number | null;
  workers: number;
  events: string | null;
  players: number;
  farragut: number | null;
  invariants: boolean;
  content: string | null;
  extras: boolean;
}

function fail(message: string): never {
  process.stderr.write(`sim: ${message}\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    game: 'nemo',
    games: 100,
    seed: '1',
    motive: null,
    difficulty: null,
    variant: 'solo',
    policy: 'random',
    oracleBudget: null,
    imperialistPolicy: 'greedy',
    playouts: null,
    horizon: null,
    workers: 1,
    events: null,
    players: 1,
    farragut: null,
    invariants: true,
    content: null,
    extras: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const need = () => {
      if (value === undefined) fail(`${flag} needs a value`);
      i++;
      return value;
    };
    switch (flag) {
      case '--game': {
        const v = need();
        if (v !== 'nemo' && v !== 'flip') fail(`--game must be nemo or flip, got "${v}"`);
        args.game = v;
        break;
      }
      case '--games':
        args.games = Number(need());
        if (!Number.isInteger(args.games) || args.games < 1)
          fail('--games must be a positive integer');
        break;
      case '--seed':
        args.seed = need();
        break;
      case '--motive': {
        const v = need();
        if (!(MOTIVE_IDS as readonly string[]).includes(v))
          fail(`--motive must be one of ${MOTIVE_IDS.join(', ')}`);
        args.motive = v as MotiveId;
        break;
      }
      case '--difficulty': {
        const v = need();
        if (v !== 'easy' && v !== 'normal' && v !== 'hard')
          fail('--difficulty must be easy, normal or hard');
        args.difficulty = v;
        break;
      }
      case '--variant': {
        const v = need();
        if (v !== 'solo' && v !== 'versus') fail('--variant must be solo or versus');
        args.variant = v;
        break;
      }
      case '--policy': {
        const v = need();
        if (
          v !== 'random' &&
          v !== 'greedy' &&
          v !== 'search' &&
          v !== 'oracle' &&
          v !== 'search-cards'
        )
          fail('--policy must be random, greedy, search, oracle or search-cards');
        args.policy = v;
        break;
      }
      case '--imperialist-policy': {
        const v = need();
        if (v !== 'greedy' && v !== 'search' && v !== 'oracle')
          fail('--imperialist-policy must be greedy, search or oracle');
        args.imperialistPolicy = v;
        break;
      }
      case '--oracle-budget':
        args.oracleBudget = Number(need());
        if (!Number.isInteger(args.oracleBudget) || args.oracleBudget < 1)
          fail('--oracle-budget must be a positive integer');
        break;
      case '--playouts':
        args.playouts = Number(need());
        if (!Number.isInteger(args.playouts) || args.playouts < 1)
          fail('--playouts must be a positive integer');
        break;
      case '--horizon':
        args.horizon = Number(need());
        if (!Number.isInteger(args.horizon) || args.horizon < 0)
          fail('--horizon must be a non-negative integer');
        break;
      case '--workers':
        args.workers = Math.max(1, Number(need()) | 0);
        break;
      case '--events':
        args.events = need();
        break;
      case '--players':
        args.players = Number(need());
        break;
      case '--farragut':
        args.farragut = Number(need());
        break;
      case '--extras':
        args.extras = true;
        break;
      case '--content':
        args.content = need();
        break;
      case '--no-invariants':
        args.invariants = false;
        break;
      default:
        fail(`unknown argument "${flag}"`);
    }
  }
  return args;
}

/** Reads and validates a content pack; a bad pack stops the run with a one-line reason. */
function loadContentPack(file: string): ContentPack {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    fail(`--content: cannot read ${file} (${(e as Error).message})`);
  }
  try {
    return parseContentPack(text);
  } catch (e) {
    fail(`--content ${file}: ${(e as Error).message}`);
  }
}

/** Which Adventure cards the games revealed and resolved (issue 4 coverage statistic). */
function cardCoverage(totals: SimTotals) {
  const inGames = CARDS.filter((c) => c.kind !== 'versus');
  const missing = (counts: Record<string, number>) =>
    inGames.filter((c) => !counts[c.id]).map((c) => c.id);
  return {
    total: inGames.length,
    revealed: inGames.length - missing(totals.cardsRevealed).length,
    resolved: inGames.length - missing(totals.cardsResolved).length,
    notRevealed: missing(totals.cardsRevealed),
    notResolved: missing(totals.cardsResolved),
    notImplemented: totals.notImplemented,
  };
}

function runChunk(args: Args, from: number, to: number, eventsFile: string | null): SimTotals {
  const buffer: string[] = [];
  const flush = () => {
    if (eventsFile && buffer.length > 0)
      appendFileSync(eventsFile, buffer.splice(0).join('\n') + '\n');
  };
  const options: NemoSimOptions = {
    from,
    to,
    seed: args.seed,
    motive: args.motive,
    difficulty: args.difficulty,
    policy: args.policy,
    imperialistPolicy: args.imperialistPolicy,
    ...(args.oracleBudget !== null ? { oracleBudget: args.oracleBudget } : {}),
    ...(args.playouts !== null ? { playouts: args.playouts } : {}),
    ...(args.horizon !== null ? { horizon: args.horizon } : {}),
    variant: args.variant,
    checkInvariants: args.invariants,
    extras: args.extras,
    ...(args.content ? { contentPack: loadContentPack(args.content) } : {}),
    ...(eventsFile
      ? {
          onEvent: (game: number, event: object) => {
            buffer.push(JSON.stringify({ game, ...event }));
            if (buffer.length >= 2000) flush();
          },
        }
      : {}),
  };
  const totals = runNemoGames(options);
  flush();
  return totals;
}

async function runFlip(args: Args): Promise<void> {
  const mod = (await import('./sim/flip')) as unknown as {
    runFlipSim: (o: object) => Record<string, unknown>;
  };
  const stream = args.events ? createWriteStream(args.events) : null;
  const result = mod.runFlipSim({
    games: args.games,
    seed: Number.isFinite(Number(args.seed)) ? Number(args.seed) : 1,
    players: args.players,
    farragut: args.farragut,
    policy: args.policy,
    now: () => performance.now(),
    ...(stream ? { events: (e: object) => stream.write(JSON.stringify(e) + '\n') } : {}),
  });
  stream?.end();
  process.stdout.write(JSON.stringify(result) + '\n');
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.game === 'flip' && args.policy !== 'random' && args.policy !== 'greedy')
    fail(`--policy ${args.policy} plays Nemo's War only (Flip Voyage has no such bot)`);
  if (args.imperialistPolicy === 'oracle') {
    if (args.game === 'flip') fail("--imperialist-policy oracle plays Nemo's War versus only");
    if (args.variant !== 'versus')
      fail('--imperialist-policy oracle needs --variant versus (solo games have no Imperialist)');
    if (args.policy === 'oracle')
      fail(
        'one oracle seat at a time: --policy oracle and --imperialist-policy oracle together are not supported',
      );
  }
  if (args.policy === 'oracle') process.stderr.write(`sim: ${ORACLE_NOTE}\n`);
  if (args.imperialistPolicy === 'oracle')
    process.stderr.write(`sim: ${IMPERIALIST_ORACLE_NOTE}\n`);
  if (args.policy === 'search-cards') process.stderr.write(`sim: ${SEARCH_CARDS_NOTE}\n`);
  if (args.game === 'flip') return runFlip(args);
  if (
    args.variant === 'versus' &&
    args.motive &&
    args.motive !== 'piracy' &&
    args.motive !== 'worldOrder'
  ) {
    fail('the versus variant is played with a Stern Motive only: --motive piracy or worldOrder');
  }
  if (args.content) loadContentPack(args.content);
  if (args.events) writeFileSync(args.events, '');
  const start = performance.now();
  let totals = emptyTotals();
  if (args.workers <= 1) {
    totals = runChunk(args, 0, args.games, args.events);
  } else {
    const per = Math.ceil(args.games / args.workers);
    const jobs: Promise<{ totals: SimTotals; file: string | null }>[] = [];
    for (let w = 0; w < args.workers; w++) {
      const from = w * per;
      const to = Math.min(args.games, from + per);
      if (from >= to) break;
      const file = args.events ? join(tmpdir(), `nemo-sim-${process.pid}-${w}.jsonl`) : null;
      if (file) writeFileSync(file, '');
      jobs.push(
        new Promise((resolve, reject) => {
          const child = fork(fileURLToPath(import.meta.url), [], {
            execArgv: process.execArgv,
            env: { ...process.env, NEMO_SIM_CHUNK: JSON.stringify({ args, from, to, file }) },
          });
          child.once('message', (t) => resolve({ totals: t as SimTotals, file }));
          child.once('error', reject);
        }),
      );
    }
    for (const { totals: t, file } of await Promise.all(jobs)) {
      totals = mergeTotals(totals, t);
      if (file && args.events) {
        appendFileSync(args.events, readFileSync(file));
        unlinkSync(file);
      }
    }
  }
  const seconds = (performance.now() - start) / 1000;
  if (totals.firstError) process.stderr.write(`first problem: ${totals.firstError}\n`);
  const notes = [
    args.policy === 'oracle' ? ORACLE_NOTE : null,
    args.policy === 'search-cards' ? SEARCH_CARDS_NOTE : null,
    args.imperialistPolicy === 'oracle' ? IMPERIALIST_ORACLE_NOTE : null,
  ].filter((n) => n !== null);
  const summary = {
    ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    ...(args.policy === 'oracle' || args.imperialistPolicy === 'oracle'
      ? { oracleBudget: args.oracleBudget ?? DEFAULT_ORACLE_BUDGET }
      : {}),
    games: totals.games,
    finished: totals.finished,
    errors: totals.errors,
    invariantViolations: totals.invariantViolations,
    gamesPerSecond: Number((totals.games / seconds).toFixed(1)),
    meanActions: Number((totals.actions / Math.max(1, totals.games)).toFixed(2)),
    meanScore: Number((totals.scoreSum / Math.max(1, totals.scored)).toFixed(2)),
    outcomes: totals.outcomes,
    byMotive: totals.byMotive,
    meanScoreByMotive: Object.fromEntries(
      Object.entries(totals.scoreByMotive).map(([m, [sum, n]]) => [
        m,
        Number((sum / Math.max(1, n)).toFixed(2)),
      ]),
    ),
    cards: cardCoverage(totals),
  };
  process.stdout.write(JSON.stringify(summary) + '\n');
}

const chunkJob = process.env.NEMO_SIM_CHUNK;
if (chunkJob && process.send) {
  const job = JSON.parse(chunkJob) as { args: Args; from: number; to: number; file: string | null };
  process.send(runChunk(job.args, job.from, job.to, job.file), () => process.exit(0));
} else {
  main().catch((e: unknown) => fail((e as Error).message));
}
