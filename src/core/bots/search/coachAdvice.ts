import type { GameSetup, GameState, Action } from '../../types';
import { createGame } from '../../createGame';
import { applyActionInPlace, currentDecision } from '../../engine';
import type { RngState } from '../../rng';
import { searchDecision, type OptionEstimate, type SearchBudget } from './searchDecision';
import { pairedEstimates } from './pairedEstimates';
import { botRng } from '../../../kernel/seeds';
import { samePlain as samePlainAction } from '../../actionKey';
import { msg, type CoreText } from '../../data/coreText';
import { RESOURCE_TRACKS } from '../../data/tracks';

export interface CoachOption {
  action: Action;
  /** A short technical label; the page shows its own wording for the action. */
  label: string;
  finaleChance: number;
  /** Expected VP, a defeat before the Finale counting 0 (the options are sorted by it). */
  expectedScore: number;
  why: CoreText;
}

export interface CoachAdvice {
  seat: 'nautilus' | 'imperialist';
  kind: string;
  options: CoachOption[];
}

/** Compact text of an action: its type and the fields that tell options apart. */
export function actionLabel(action: Action): string {
  const { type, ...rest } = action as Action & Record<string, unknown>;
  const parts = Object.entries(rest)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(
      ([k, v]) =>
        `${k} ${Array.isArray(v) ? v.join('+') : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
    );
  return parts.length > 0 ? `${type} (${parts.join(', ')})` : type;
}

const pct = (p: number) => `${Math.round(p * 100)} %`;

/** Expected VP as the page shows it, to a tenth: every difference the coach states is one of these. */
const tenth = (vp: number) => Math.round(vp * 10) / 10;
/** A difference of two shown figures, to a tenth ("4.6"); never "-0.0". */
const gap = (a: number, b: number) => Math.abs(tenth(tenth(a) - tenth(b))).toFixed(1);
/** A chance this much lower reads as a riskier road, not noise. */
const RISK = 0.03;

/**
 * One plain line: how this option compares with the best (or, for the best, the runner-up), in
 * the coach's one VP figure, the voyage's expected final VP (a defeat counting 0). Estimates are
 * the Nautilus'; for the Imperialist seat, less for the Nautilus is better.
 */
export function explainOption(
  option: OptionEstimate,
  best: OptionEstimate,
  next?: OptionEstimate,
  seat: 'nautilus' | 'imperialist' = 'nautilus',
): CoreText {
  const sign = seat === 'imperialist' ? -1 : 1;
  // How much better `a` is than `b` for the seat, in shown tenths of a VP.
  const ahead = (a: OptionEstimate, b: OptionEstimate) =>
    sign * (tenth(a.expectedScore) - tenth(b.expectedScore));
  const playouts = (a: OptionEstimate, b: OptionEstimate) =>
    a.playouts !== b.playouts ? { n: a.playouts, m: b.playouts } : null;
  if (option === best) {
    if (!next) return msg('coach.only');
    const vp = gap(option.expectedScore, next.expectedScore);
    if (ahead(option, next) <= 0) {
      const more = playouts(option, next);
      return more && more.n > more.m ? msg('coach.surer', more) : msg('coach.level');
    }
    const safer = sign * (option.finaleChance - next.finaleChance) >= RISK;
    if (seat === 'imperialist')
      return safer
        ? msg('coach.impHardest', {
            chance: pct(option.finaleChance),
            next: pct(next.finaleChance),
            vp,
          })
        : msg('coach.impLeast', { vp });
    if (safer)
      return msg('coach.safest', {
        chance: pct(option.finaleChance),
        next: pct(next.finaleChance),
        vp,
      });
    return ahead(option, next) < 1
      ? msg('coach.slightlyAhead', { vp })
      : msg('coach.moreVp', { vp });
  }
  const lost = gap(best.expectedScore, option.expectedScore);
  if (ahead(best, option) <= 0) {
    const fewer = playouts(option, best);
    return fewer && fewer.n < fewer.m ? msg('coach.fewer', fewer) : msg('coach.levelWithBest');
  }
  const riskier = sign * (best.finaleChance - option.finaleChance) >= RISK;
  if (seat === 'imperialist')
    return riskier
      ? msg('coach.impEasier', {
          chance: pct(option.finaleChance),
          best: pct(best.finaleChance),
          lost,
        })
      : msg('coach.impMore', { lost });
  if (riskier)
    return msg('coach.riskier', {
      chance: pct(option.finaleChance),
      best: pct(best.finaleChance),
      lost,
    });
  return msg('coach.scoresLess', { lost });
}

/**
 * Why the coach's first pick is to end the Action Phase with AP left (issue 43 §4), from what
 * the search measured: how many other options it played out and how the best of them fell short.
 */
export function explainEnding(end: OptionEstimate, others: readonly OptionEstimate[]): CoreText {
  const rival = others[0];
  if (!rival) return msg('coach.only');
  const count = others.length;
  if (tenth(rival.expectedScore) >= tenth(end.expectedScore))
    return msg('coach.endLevel', { count });
  const lost = gap(end.expectedScore, rival.expectedScore);
  const everyRiskier = others.every((o) => end.finaleChance - o.finaleChance >= RISK);
  if (everyRiskier)
    return msg('coach.endSafest', {
      count,
      chance: pct(end.finaleChance),
      best: pct(rival.finaleChance),
      lost,
    });
  if (end.finaleChance - rival.finaleChance >= RISK)
    return msg('coach.endRiskier', {
      count,
      chance: pct(end.finaleChance),
      best: pct(rival.finaleChance),
      lost,
    });
  return msg('coach.endScoresLess', { count, lost });
}

/** An option that can only cost: Repair with the Hull full, Rest with the Crew full. */
function futile(state: GameState, action: Action): boolean {
  if (action.type !== 'act') return false;
  if (action.action === 'repair') return state.resources.hull >= RESOURCE_TRACKS.hull.max;
  if (action.action === 'rest') return state.resources.crew >= RESOURCE_TRACKS.crew.max;
  return false;
}

/**
 * The coach: the top three options of the current decision by expected score, each with its
 * chance to reach the Finale and a one-line reason. Estimates are for the Nautilus; for the
 * Imperialist seat the options are ordered by what is worst for the Nautilus.
 */
export function coachAdvice(
  state: GameState,
  budget: SearchBudget & { rng?: RngState } = {},
): CoachAdvice | null {
  const decision = currentDecision(state);
  if (!decision) return null;
  const rng = budget.rng ?? botRng('autoplay', state.setup.seed, 'coach', state.stats.actionsTaken);
  const estimates = searchDecision(state, decision, rng, {
    ...budget,
    playouts: Math.max(budget.playouts ?? 48, decision.options.length * 4),
  });
  const sign = decision.seat === 'imperialist' ? -1 : 1;
  const searched = estimates.filter((e) => e.playouts > 0);
  // The coach never recommends what can only cost (unless nothing else was searched).
  const useful = searched.filter((e) => !futile(state, e.action));
  // Options the search dropped early rest on few playouts: the coach ranks the finalists (the
  // options played the most) first, so a lucky estimate from a few worlds is never its pick.
  const pool = useful.length > 0 ? useful : searched;
  const most = Math.max(0, ...pool.map((e) => e.playouts));
  const screened = pool.sort(
    (a, b) =>
      Number(b.playouts === most) - Number(a.playouts === most) ||
      sign * (b.expectedScore - a.expectedScore),
  );
  // Second pass: the first pass's leaders played again on fresh worlds, every one equally often,
  // and ranked by those playouts alone (the first pass picked them, so its own numbers flatter
  // them); the options it dropped keep their first-pass estimates, below.
  const recheck = budget.recheck ?? 0;
  const count = Math.min(screened.length, Math.max(0, budget.finalists ?? 3));
  let ranked: OptionEstimate[] = screened;
  if (recheck > 0 && count > 1) {
    const finalists = screened.slice(0, count);
    const again = pairedEstimates(
      state,
      { ...decision, options: finalists.map((e) => e.action) },
      rng,
      { perOption: recheck, turns: budget.turns, horizon: budget.horizon },
    ).sort((a, b) => sign * (b.expectedScore - a.expectedScore));
    ranked = [...again, ...screened.slice(count)];
  }
  const best = ranked[0];
  if (!best) return null;
  const top = ranked.slice(0, 3);
  return {
    seat: decision.seat,
    kind: decision.kind,
    options: top.map((e) => ({
      action: e.action,
      label: actionLabel(e.action),
      finaleChance: e.finaleChance,
      expectedScore: e.expectedScore,
      why:
        e === best && e.action.type === 'endActions'
          ? explainEnding(best, ranked.slice(1))
          : explainOption(e, best, ranked[1], decision.seat),
    })),
  };
}

export interface ReviewItem {
  /** Index of the action in the record. */
  index: number;
  kind: string;
  played: Action;
  preferred: Action;
  /** Expected VP the played action cost against the preferred one. */
  cost: number;
  playedEstimate: { finaleChance: number; expectedScore: number };
  preferredEstimate: { finaleChance: number; expectedScore: number };
}

/**
 * Review of a finished game (setup + actions): re-plays it, searches each decision of `seat`
 * with two or more options, and returns the three that cost the most expected score, with
 * what the bot preferred. With `recheck`, the top `finalists` (default 10) are searched again on
 * fresh worlds and named, and costed, by that second pass. Deterministic for the same record and
 * budget.
 */
export function reviewGame(
  setup: GameSetup,
  actions: Action[],
  budget: SearchBudget & { seat?: 'nautilus' | 'imperialist' } = {},
): ReviewItem[] {
  const seat = budget.seat ?? 'nautilus';
  const state = createGame(setup).state;
  const items: ReviewItem[] = [];
  actions.forEach((played, index) => {
    const decision = currentDecision(state);
    if (!decision) return;
    if (decision.seat === seat && decision.options.length > 1) {
      const rng = botRng('autoplay', setup.seed, 'review', index);
      const estimates = searchDecision(state, decision, rng, {
        ...budget,
        playouts: Math.max(budget.playouts ?? 16, decision.options.length * 2),
      });
      const best = estimates[0];
      const mine = estimates.find((e) => samePlainAction(e.action, played));
      if (best && mine && best !== mine && mine.playouts > 0) {
        const sign = seat === 'imperialist' ? -1 : 1;
        items.push({
          index,
          kind: decision.kind,
          played,
          preferred: best.action,
          cost: sign * (best.expectedScore - mine.expectedScore),
          playedEstimate: { finaleChance: mine.finaleChance, expectedScore: mine.expectedScore },
          preferredEstimate: { finaleChance: best.finaleChance, expectedScore: best.expectedScore },
        });
      }
    }
    applyActionInPlace(state, played);
  });
  const byCost = (a: ReviewItem, b: ReviewItem) => b.cost - a.cost || a.index - b.index;
  items.sort(byCost);
  const recheck = budget.recheck ?? 0;
  if (recheck <= 0) return items.slice(0, 3);
  // Second pass: the three largest of many noisy differences are mostly the luckiest, so the
  // top candidates are played again, the played and the preferred action on the same fresh
  // worlds, and named by that cost alone; one the second pass does not confirm is dropped.
  const candidates = new Map(
    items.slice(0, Math.max(3, budget.finalists ?? 10)).map((item) => [item.index, item]),
  );
  const sign = seat === 'imperialist' ? -1 : 1;
  const confirmed: ReviewItem[] = [];
  const again = createGame(setup).state;
  const last = Math.max(-1, ...candidates.keys());
  for (let index = 0; index <= last; index++) {
    const played = actions[index] as Action;
    const item = candidates.get(index);
    const decision = item ? currentDecision(again) : null;
    if (item && decision) {
      const [preferred, mine] = pairedEstimates(
        again,
        { ...decision, options: [item.preferred, played] },
        botRng('autoplay', setup.seed, 'review-recheck', index),
        { perOption: recheck, turns: budget.turns, horizon: budget.horizon },
      );
      if (preferred && mine) {
        const cost = sign * (preferred.expectedScore - mine.expectedScore);
        if (cost > 0)
          confirmed.push({
            ...item,
            cost,
            playedEstimate: { finaleChance: mine.finaleChance, expectedScore: mine.expectedScore },
            preferredEstimate: {
              finaleChance: preferred.finaleChance,
              expectedScore: preferred.expectedScore,
            },
          });
      }
    }
    applyActionInPlace(again, played);
  }
  return confirmed.sort(byCost).slice(0, 3);
}
