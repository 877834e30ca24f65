/**
 * Are the review's "three costliest decisions" mistakes (issue 25 §4)? Plays finished Normal solo
 * games with the greedy bot (a player who makes mistakes), runs the page's review on each (its
 * budget), and asks a deep search (`--deep-per-option` playouts for every option, on sampled worlds)
 * about every decision the review names: a mistake is confirmed when the deep search values the
 * played action below the one the review preferred, and clearly so when the gap is more than two
 * standard errors.
 * `npx tsx scripts/sim/reviewCheck.ts --games 50 --seed 25 [--deep-per-option 64]
 *   [--review-playouts 4]`
 * Prints one line per game on stderr and a JSON summary on stdout.
 */
import { pathToFileURL } from 'node:url';
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { policyFor } from '../../src/core/bots/policyFor';
import { reviewGame, type ReviewItem } from '../../src/core/bots/search/coachAdvice';
import { samePlain } from '../../src/core/actionKey';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import { botRng } from '../../src/kernel/seeds';
import { REVIEW_BUDGET } from '../../src/state/bots/botBudgets';
import type { SearchBudget } from '../../src/core/bots/search/searchDecision';
import type { GameSetup, Action } from '../../src/core/types';
import { deepEstimates } from './deepEstimates';
import { cliArg as arg } from './cliArg';

/** A finished greedy game: its setup and every action taken. */
export function greedyRecord(seed: string, game: number): { setup: GameSetup; actions: Action[] } {
  const motive = MOTIVE_IDS[game % MOTIVE_IDS.length] as (typeof MOTIVE_IDS)[number];
  const setup = defaultSetup({ seed: `${seed}:${game}`, motive, difficulty: allAspects('normal') });
  const state = createGame(setup).state;
  const rng = botRng('policy', seed, game);
  const bot = policyFor('nautilus', 'greedy');
  const actions: Action[] = [];
  for (let d = currentDecision(state); d; d = currentDecision(state)) {
    const a = bot(state, d, rng);
    actions.push(a);
    applyActionInPlace(state, a, [], true);
  }
  return { setup, actions };
}

export interface ReviewVerdict {
  index: number;
  kind: string;
  /** The review's cost of the played action, in expected VP. */
  reviewCost: number;
  /** The deep search's value of the preferred action minus that of the played one. */
  deepCost: number;
  /** The deep search agrees the played action was worse than the preferred one. */
  confirmed: boolean;
  /** … by more than two standard errors. */
  clearly: boolean;
}

/** The deep search's opinion of each decision the review names. */
export function checkReview(
  setup: GameSetup,
  actions: Action[],
  items: ReviewItem[],
  deepPerOption: number,
): ReviewVerdict[] {
  const state = createGame(setup).state;
  const verdicts: ReviewVerdict[] = [];
  const byIndex = new Map(items.map((item) => [item.index, item]));
  actions.forEach((played, index) => {
    const item = byIndex.get(index);
    const decision = item && currentDecision(state);
    if (item && decision) {
      const deep = deepEstimates(
        state,
        decision,
        botRng('policy', setup.seed, 'review-deep', index),
        {
          perOption: deepPerOption,
        },
      );
      const mine = deep.find((e) => samePlain(e.action, played));
      const better = deep.find((e) => samePlain(e.action, item.preferred));
      if (mine && better) {
        const deepCost = better.expectedScore - mine.expectedScore;
        verdicts.push({
          index,
          kind: item.kind,
          reviewCost: item.cost,
          deepCost,
          confirmed: deepCost > 0,
          clearly: deepCost > 2 * Math.hypot(mine.stdError, better.stdError),
        });
      }
    }
    applyActionInPlace(state, played);
  });
  return verdicts;
}

export interface ReviewCheckSummary {
  games: number;
  items: number;
  confirmed: number;
  clearly: number;
  confirmedRate: number;
  clearlyRate: number;
  meanReviewCost: number;
  meanDeepCost: number;
}

export function summarizeReview(games: number, verdicts: ReviewVerdict[]): ReviewCheckSummary {
  const n = Math.max(1, verdicts.length);
  const confirmed = verdicts.filter((v) => v.confirmed).length;
  const clearly = verdicts.filter((v) => v.clearly).length;
  return {
    games,
    items: verdicts.length,
    confirmed,
    clearly,
    confirmedRate: Number((confirmed / n).toFixed(3)),
    clearlyRate: Number((clearly / n).toFixed(3)),
    meanReviewCost: Number((verdicts.reduce((s, v) => s + v.reviewCost, 0) / n).toFixed(2)),
    meanDeepCost: Number((verdicts.reduce((s, v) => s + v.deepCost, 0) / n).toFixed(2)),
  };
}

/** Games 0 … games−1: review each, check each named decision. */
export function runReviewCheck(opts: {
  games: number;
  seed: string;
  deepPerOption: number;
  reviewBudget?: SearchBudget;
  onGame?: (game: number, verdicts: ReviewVerdict[]) => void;
}): ReviewCheckSummary {
  const all: ReviewVerdict[] = [];
  for (let game = 0; game < opts.games; game++) {
    const { setup, actions } = greedyRecord(opts.seed, game);
    const items = reviewGame(setup, actions, { ...(opts.reviewBudget ?? REVIEW_BUDGET) });
    const verdicts = checkReview(setup, actions, items, opts.deepPerOption);
    opts.onGame?.(game, verdicts);
    all.push(...verdicts);
  }
  return summarizeReview(opts.games, all);
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const started = Date.now();
  const reviewPlayouts = Number(arg('review-playouts', String(REVIEW_BUDGET.playouts ?? 4)));
  const recheck = Number(arg('recheck', String(REVIEW_BUDGET.recheck ?? 0)));
  const summary = runReviewCheck({
    games: Number(arg('games', '50')),
    seed: arg('seed', '25'),
    deepPerOption: Number(arg('deep-per-option', '64')),
    reviewBudget: { ...REVIEW_BUDGET, playouts: reviewPlayouts, recheck },
    onGame: (game, verdicts) => console.error(JSON.stringify({ game, verdicts })),
  });
  console.log(
    JSON.stringify({
      reviewPlayouts,
      recheck,
      deepPerOption: Number(arg('deep-per-option', '64')),
      seconds: Math.round((Date.now() - started) / 1000),
      ...summary,
    }),
  );
}
