/**
 * The coach, measured (issue 25 §4): on positions from seeded search games, how often the coach's
 * first choice (the page's budget) is the option a deep search (`--deep-factor` × the coach's
 * playouts, every option played equally often on the same sampled worlds) values most, and how
 * much expected VP the coach's pick gives up by the deep search's own estimates.
 * `npx tsx scripts/sim/coachAgreement.ts --positions 500 --seed 25 --deep-factor 8
 *   [--per-game 10] [--shard 0/2] [--coach-playouts 32] [--recheck 16] [--baseline-recheck 0]
 * The deep search's budget follows the first pass (`--coach-playouts`), not the second pass.`
 * Positions: Nautilus decisions with two or more options from Normal solo games played by the
 * search bot (the page's move budget), Motives in turn, `--per-game` of them per game picked
 * evenly by a seeded draw. Prints one line per position on stderr and a JSON summary on stdout.
 */
import { pathToFileURL } from 'node:url';
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { cloneState } from '../../src/core/cloneState';
import { policyFor } from '../../src/core/bots/policyFor';
import { coachAdvice, type CoachOption } from '../../src/core/bots/search/coachAdvice';
import { samePlain } from '../../src/core/actionKey';
import { nextUint32 } from '../../src/core/rng';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import { botRng } from '../../src/kernel/seeds';
import { COACH_BUDGET, MOVE_BUDGET } from '../../src/state/bots/botBudgets';
import type { SearchBudget } from '../../src/core/bots/search/searchDecision';
import type { GameState } from '../../src/core/types';
import { deepEstimates, type DeepEstimate } from './deepEstimates';
import { cliArg as arg } from './cliArg';

/** A Nautilus decision with a choice, taken from a search game. */
export interface Position {
  game: number;
  /** Actions taken before it. */
  at: number;
  state: GameState;
}

/**
 * Positions from search games `seed:0`, `seed:1`, …: in each game every Nautilus decision with two
 * or more options is kept with chance `perGame / expected` (a seeded draw), at most `perGame`.
 * Yields a copy as each one is found (the game goes on from the real state).
 */
export function* searchGamePositions(
  seed: string,
  perGame: number,
  moveBudget: SearchBudget = MOVE_BUDGET,
  /** About how many Nautilus choices a game has (sets the chance a decision is kept). */
  expectedChoices = 200,
): Generator<Position> {
  const bot = policyFor('nautilus', 'search', moveBudget);
  for (let game = 0; ; game++) {
    const motive = MOTIVE_IDS[game % MOTIVE_IDS.length] as (typeof MOTIVE_IDS)[number];
    const state = createGame(
      defaultSetup({ seed: `${seed}:${game}`, motive, difficulty: allAspects('normal') }),
    ).state;
    const rng = botRng('policy', seed, game);
    const pick = botRng('policy', seed, game, 'coach-positions');
    const keep = Math.min(1, perGame / expectedChoices);
    let kept = 0;
    for (let d = currentDecision(state); d; d = currentDecision(state)) {
      if (d.seat === 'nautilus' && d.options.length > 1 && kept < perGame) {
        if (nextUint32(pick) / 2 ** 32 < keep) {
          kept++;
          yield { game, at: state.stats.actionsTaken, state: cloneState(state) };
        }
      }
      applyActionInPlace(state, bot(state, d, rng), [], true);
    }
  }
}

export interface Agreement {
  game: number;
  at: number;
  kind: string;
  options: number;
  coachPlayouts: number;
  deepPerOption: number;
  agrees: boolean;
  /** Deep expected VP of its best option minus that of the coach's pick (≥ 0). */
  loss: number;
  /** The loss is within two standard errors of the deep estimates (a statistical tie). */
  tie: boolean;
  /** The same for `--baseline-recheck` (another coach budget, the same deep estimates). */
  baseline?: { agrees: boolean; loss: number; tie: boolean };
}

/** The coach's first choice at `position` against deep estimates of every option. */
export function compareCoach(
  position: Position,
  deepFactor: number,
  coachBudget: SearchBudget = COACH_BUDGET,
  baselineBudget?: SearchBudget,
): Agreement | null {
  const { state } = position;
  const decision = currentDecision(state);
  if (!decision || decision.options.length < 2) return null;
  const advice = coachAdvice(state, coachBudget);
  const first = advice?.options[0];
  if (!first) return null;
  // The coach's own rule: max(its budget, 4 per option).
  const coachPlayouts = Math.max(coachBudget.playouts ?? 48, decision.options.length * 4);
  const perOption = Math.ceil((deepFactor * coachPlayouts) / decision.options.length);
  const deep = deepEstimates(
    state,
    decision,
    botRng('policy', state.setup.seed, 'coach-deep', position.at),
    { perOption, turns: coachBudget.turns, horizon: coachBudget.horizon },
  );
  const best = deep.reduce((a, b) => (b.expectedScore > a.expectedScore ? b : a));
  const mine = deep.find((e) => samePlain(e.action, first.action)) as DeepEstimate;
  const loss = best.expectedScore - mine.expectedScore;
  const judge = (pick: CoachOption | undefined) => {
    const est = deep.find((e) => pick && samePlain(e.action, pick.action)) as DeepEstimate;
    const l = best.expectedScore - est.expectedScore;
    return {
      agrees: l === 0 || samePlain(best.action, est.action),
      loss: l,
      tie: l <= 2 * Math.hypot(best.stdError, est.stdError),
    };
  };
  const baseline = baselineBudget
    ? judge(coachAdvice(state, baselineBudget)?.options[0])
    : undefined;
  return {
    ...(baseline ? { baseline } : {}),
    game: position.game,
    at: position.at,
    kind: decision.kind,
    options: decision.options.length,
    coachPlayouts,
    deepPerOption: perOption,
    agrees: loss === 0 || samePlain(best.action, first.action),
    loss,
    tie: loss <= 2 * Math.hypot(best.stdError, mine.stdError),
  };
}

export interface AgreementSummary {
  positions: number;
  agreement: number;
  /** Agreement, or a loss within the deep search's noise. */
  agreementOrTie: number;
  meanLoss: number;
  /** Share of picks that give up less than 1 expected VP. */
  lossUnder1: number;
  byKind: Record<string, { n: number; agree: number; meanLoss: number }>;
  /** The baseline coach on the same positions, when one was run. */
  baseline?: { agreement: number; agreementOrTie: number; meanLoss: number };
}

export function summarize(rows: Agreement[]): AgreementSummary {
  const n = Math.max(1, rows.length);
  const byKind: AgreementSummary['byKind'] = {};
  for (const r of rows) {
    const k = (byKind[r.kind] ??= { n: 0, agree: 0, meanLoss: 0 });
    k.n++;
    k.agree += r.agrees ? 1 : 0;
    k.meanLoss += r.loss;
  }
  for (const k of Object.values(byKind)) k.meanLoss = Number((k.meanLoss / k.n).toFixed(2));
  const round = (x: number) => Number(x.toFixed(3));
  return {
    positions: rows.length,
    agreement: round(rows.filter((r) => r.agrees).length / n),
    agreementOrTie: round(rows.filter((r) => r.agrees || r.tie).length / n),
    meanLoss: Number((rows.reduce((s, r) => s + r.loss, 0) / n).toFixed(2)),
    lossUnder1: round(rows.filter((r) => r.loss < 1).length / n),
    byKind,
    ...(rows.some((r) => r.baseline)
      ? {
          baseline: {
            agreement: round(rows.filter((r) => r.baseline?.agrees).length / n),
            agreementOrTie: round(
              rows.filter((r) => r.baseline?.agrees || r.baseline?.tie).length / n,
            ),
            meanLoss: Number(
              (rows.reduce((s, r) => s + (r.baseline?.loss ?? 0), 0) / n).toFixed(2),
            ),
          },
        }
      : {}),
  };
}

/** `count` positions (after skipping the shard's others) compared with the deep search. */
export function measureCoachAgreement(opts: {
  positions: number;
  seed: string;
  deepFactor: number;
  perGame?: number;
  /** About how many Nautilus choices a game has (default 200): sets the chance one is kept. */
  expectedChoices?: number;
  shard?: [number, number];
  coachBudget?: SearchBudget;
  baselineBudget?: SearchBudget;
  moveBudget?: SearchBudget;
  onRow?: (row: Agreement) => void;
}): Agreement[] {
  const [part, parts] = opts.shard ?? [0, 1];
  const rows: Agreement[] = [];
  let index = 0;
  for (const position of searchGamePositions(
    opts.seed,
    opts.perGame ?? 10,
    opts.moveBudget,
    opts.expectedChoices,
  )) {
    if (index >= opts.positions) break;
    if (index++ % parts !== part) continue;
    const row = compareCoach(position, opts.deepFactor, opts.coachBudget, opts.baselineBudget);
    if (row) {
      rows.push(row);
      opts.onRow?.(row);
    }
  }
  return rows;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const shardText = arg('shard', '0/1').split('/');
  const started = Date.now();
  const coachPlayouts = Number(arg('coach-playouts', String(COACH_BUDGET.playouts ?? 32)));
  const recheck = Number(arg('recheck', String(COACH_BUDGET.recheck ?? 0)));
  const baselineRecheck = arg('baseline-recheck', '');
  const rows = measureCoachAgreement({
    positions: Number(arg('positions', '50')),
    seed: arg('seed', '25'),
    deepFactor: Number(arg('deep-factor', '8')),
    perGame: Number(arg('per-game', '10')),
    shard: [Number(shardText[0] ?? 0), Number(shardText[1] ?? 1)],
    coachBudget: { ...COACH_BUDGET, playouts: coachPlayouts, recheck },
    ...(baselineRecheck !== ''
      ? {
          baselineBudget: {
            ...COACH_BUDGET,
            playouts: coachPlayouts,
            recheck: Number(baselineRecheck),
          },
        }
      : {}),
    onRow: (r) => console.error(JSON.stringify(r)),
  });
  console.log(
    JSON.stringify({
      coachPlayouts,
      recheck,
      finalists: COACH_BUDGET.finalists ?? 3,
      deepFactor: Number(arg('deep-factor', '8')),
      seconds: Math.round((Date.now() - started) / 1000),
      ...summarize(rows),
    }),
  );
}
