import { CORNERS, GOLD_ZONES, MAP_SPACES, SECTION_OF_SUIT, zoneOf } from '../data/board';
import type { SectionId, Suit } from '../data/board';
import { characterById } from '../data/characters';
import { FARRAGUT_CARDS } from '../data/farragutCards';
import { cardRank, cardSuit } from '../cards';
import { declineIsCowardice, reachableKnowledge } from '../cowardice';
import { currentDecision } from '../currentDecision';
import { legalActions } from '../legalActions';
import { NEIGHBOURS, borderCorners, legalSteps } from '../movement';
import { actionFills, bonusFills } from '../sections';
import type { FlipAction, FlipDecision, FlipState, Item, PlayerState } from '../types';
import { evaluateFill, rewardWorth } from './evaluateFill';

const KNOWLEDGE_WORTH = 0.8;
const LEAGUE_WORTH = 0.35;
const COURSE_BUDGET = 4000;

/** Extra worth of owning each upgrade beyond its star (greedy taste, not a rule). */
const UPGRADE_TASTE = [0.8, 0.6, 0.6, 0.6, 0.6, 1.5, 1.2, 1.0, 1.5, 1.2, 1.0, 1.4, 1.3];

function farragutThreat(
  state: FlipState,
  test: (c: (typeof FARRAGUT_CARDS)[number]) => boolean,
): number {
  const f = state.farragut;
  if (!f) return 0;
  return f.lineup.filter((e) => !e.met && test(FARRAGUT_CARDS[e.card]!)).length * 6;
}

function spaceWorth(state: FlipState, p: PlayerState, space: number, isEnd: boolean): number {
  const kind = MAP_SPACES[space]!;
  let w = 0;
  if (!p.collected[space]) {
    if (kind.type === 'stars') w += kind.stars;
    if (kind.type === 'damage') w -= p.upgrades[12] ? 0 : 1.1;
    if (kind.type === 'bonus' && isEnd) w += 2;
  }
  if (isEnd) {
    if (kind.type === 'blank' && p.upgrades[5]) w += 1.1;
    if (GOLD_ZONES.value.includes(zoneOf(space))) {
      w -= farragutThreat(state, (c) => c.condition.type === 'goldZone');
    }
  }
  return w;
}

const SPACES = MAP_SPACES.length;
const CORNER_COUNT = CORNERS.value.length;
const crossingCache = new Map<number, [number, number] | null>();

function crossing(from: number, to: number): [number, number] | null {
  const key = from * SPACES + to;
  let hit = crossingCache.get(key);
  if (hit === undefined) {
    hit = borderCorners(from, to);
    crossingCache.set(key, hit);
  }
  return hit;
}

/** Best continuation of a course (bounded search); returns its worth and first step. */
function bestCourse(
  state: FlipState,
  p: PlayerState,
  path: number[],
  remaining: number,
): { worth: number; first: number } {
  let budget = COURSE_BUDGET;
  let best = { worth: -Infinity, first: -1 };
  const passWorth = new Float64Array(SPACES);
  const endWorth = new Float64Array(SPACES);
  for (let i = 0; i < SPACES; i++) {
    passWorth[i] = spaceWorth(state, p, i, false);
    endWorth[i] = spaceWorth(state, p, i, true);
  }
  const seen = new Uint8Array(SPACES);
  for (const s of path) seen[s]! += 1;
  const taken = new Uint8Array(SPACES);
  const crossed = new Uint8Array(CORNER_COUNT * CORNER_COUNT);
  for (let i = 1; i < path.length; i++) {
    const corners = crossing(path[i - 1]!, path[i]!);
    if (corners) crossed[corners[0] * CORNER_COUNT + corners[1]] = 1;
  }
  const search = (pos: number, prev: number, left: number, worth: number, first: number): void => {
    if (budget-- <= 0) return;
    if (left === 0) {
      if (!p.charted[pos] && seen[pos] === 1 && worth > best.worth) best = { worth, first };
      return;
    }
    for (const next of NEIGHBOURS[pos]!) {
      if (next === prev) continue;
      const fresh = taken[next] === 0;
      let w = left === 1 ? endWorth[next]! : passWorth[next]!;
      if (!fresh) w = left === 1 ? endWorth[next]! - passWorth[next]! : 0;
      const corners = crossing(pos, next);
      const border = corners ? corners[0] * CORNER_COUNT + corners[1] : -1;
      const open = corners && (!p.corners[corners[0]] || !p.corners[corners[1]]);
      if (open && crossed[border] === 0) w += 0.7;
      seen[next]! += 1;
      if (fresh) taken[next] = 1;
      if (border >= 0) crossed[border]! += 1;
      search(next, pos, left - 1, worth + w, first < 0 ? next : first);
      if (border >= 0) crossed[border]! -= 1;
      if (fresh) taken[next] = 0;
      seen[next]! -= 1;
    }
  };
  const last = path[path.length - 1]!;
  search(last, path.length > 1 ? path[path.length - 2]! : -1, remaining, 0, -1);
  return best;
}

function sectionThreat(state: FlipState, suit: Suit): number {
  return farragutThreat(state, (c) => c.condition.type === 'section' && c.condition.suit === suit);
}

function bestFill(p: PlayerState, section: SectionId, rank: number | null): number {
  const fills =
    rank === null
      ? bonusFills(p, section).map((f) => ({ ...f, cost: 0 }))
      : actionFills(p, section, rank);
  let best = 0;
  for (const f of fills) {
    best = Math.max(best, evaluateFill(p, section, f.slot, f.value) - f.cost * KNOWLEDGE_WORTH);
  }
  return best;
}

/** Value of the Engage + Take Action pair still open with two lineup cards. */
function pairWorth(state: FlipState, p: PlayerState, cards: number[]): number {
  let best = 0;
  for (const e of cards) {
    for (const a of cards) {
      if (a === e) continue;
      const suit = cardSuit(state.lineup[e]!);
      const w =
        bestFill(p, SECTION_OF_SUIT[suit], cardRank(state.lineup[a]!)) - sectionThreat(state, suit);
      best = Math.max(best, w);
    }
  }
  return best;
}

/** Memo of the expensive parts of scoring one decision's options. */
interface Memo {
  course: Map<number, number>;
  pair: Map<number, number>;
  /** The legal actions being scored. */
  actions: readonly FlipAction[];
  needsKnowledge?: boolean;
}

function scoreAction(state: FlipState, a: FlipAction, memo: Memo): number {
  const p = state.players[a.player]!;
  const decision = currentDecision(state);
  switch (a.type) {
    case 'chooseCharacter':
      return 0;
    case 'chooseMove': {
      const base = Math.min(cardRank(state.lineup[a.card]!), 10);
      const cost = a.wild ? 1.2 : Math.abs(a.value - base) * KNOWLEDGE_WORTH;
      let course = memo.course.get(a.value);
      if (course === undefined) {
        course = bestCourse(state, p, [p.location], a.value).worth;
        memo.course.set(a.value, course);
      }
      let pair = memo.pair.get(a.card);
      if (pair === undefined) {
        pair = pairWorth(
          state,
          p,
          [0, 1, 2].filter((i) => i !== a.card),
        );
        memo.pair.set(a.card, pair);
      }
      return course + pair - cost - a.value * LEAGUE_WORTH;
    }
    case 'takeExploration':
      if (a.corner === null) return -10;
      return rewardWorth({ [CORNERS.value[a.corner]!.reward]: 1 }, p, 'map');
    case 'engage': {
      if (decision.kind !== 'engage') return 0;
      const actCard = [0, 1, 2].find((i) => i !== decision.moveCard && i !== a.card)!;
      const changed = cardSuit(state.lineup[a.card]!) !== a.suit;
      const cost = changed ? (p.upgrades[4] ? 1 : 2) * KNOWLEDGE_WORTH : 0;
      return (
        bestFill(p, SECTION_OF_SUIT[a.suit], cardRank(state.lineup[actCard]!)) -
        cost -
        sectionThreat(state, a.suit)
      );
    }
    case 'fill': {
      if (decision.kind !== 'takeAction' && decision.kind !== 'bonusAction') return 0;
      const w = evaluateFill(p, decision.section, a.slot, a.value);
      if (decision.kind === 'bonusAction') return w;
      const rank = cardRank(state.lineup[decision.card]!);
      const fill = actionFills(p, decision.section, rank).find(
        (f) => f.slot === a.slot && f.value === a.value,
      );
      return w - (fill?.cost ?? 0) * KNOWLEDGE_WORTH;
    }
    case 'pass':
      if (decision.kind === 'repairOrUpgrade') return 0;
      return state.farragut && declineIsCowardice(state, decision) ? -6 : -0.5;
    case 'repair':
      return 1.1 - (p.upgrades[10] ? 1 : 2) * 0.5;
    case 'upgrade': {
      const knowledge = Math.min(...state.lineup.map((c) => Math.abs(cardRank(c) - a.upgrade)));
      return (
        1 + UPGRADE_TASTE[a.upgrade - 1]! - knowledge * KNOWLEDGE_WORTH - 0.4 * state.turn * 0.05
      );
    }
    case 'useItem':
      return itemWorth(state, p, decision.kind);
    case 'convertTreasure':
    case 'useUpgrade':
      return conversionWorth(state, a, memo);
    default:
      return UNWANTED;
  }
}

/** Score of a free action with no reason to take it now (free actions never end a decision). */
const UNWANTED = -20;

/** Worth of using the special item now; Farragut's unmet cards it would meet count against it. */
function itemWorth(state: FlipState, p: PlayerState, kind: FlipDecision['kind']): number {
  const effect = characterById(p.character!).item.effect;
  const meets = (item: Item) =>
    farragutThreat(state, (c) => c.condition.type === 'gain' && c.condition.item === item);
  switch (effect.type) {
    case 'repair':
      return p.inventory.damage >= 2 ? 3 : UNWANTED;
    case 'bonusAction':
      return kind === 'repairOrUpgrade' ? 3 - sectionThreat(state, effect.suit) : UNWANTED;
    case 'harpoon':
      return state.turn >= 3 ? 3 - meets('damage') : UNWANTED;
    case 'gain': {
      if (state.turn < 3) return UNWANTED;
      const items = Object.keys(effect.resources) as Item[];
      return 3 - items.reduce((sum, item) => sum + meets(item), 0);
    }
  }
}

/** Knowledge one conversion yields towards an action (the Dredge feeds the Library). */
function knowledgeYield(p: PlayerState, a: FlipAction): number {
  if (a.type === 'convertTreasure') return a.to === 'knowledge' ? 1 : 0;
  if (a.type !== 'useUpgrade') return 0;
  if (a.upgrade === 1) return (a.gain ?? []).filter((g) => g === 'knowledge').length;
  if (a.upgrade === 3) return 1;
  if (a.upgrade === 2) return p.upgrades[3 - 1] && p.inventory.salvage === 0 ? 0.5 : 0;
  return 0;
}

/** What a conversion gives up, in the same rough points as `rewardWorth`. */
function conversionCost(a: FlipAction): number {
  if (a.type === 'convertTreasure') return 1.1;
  if (a.type !== 'useUpgrade') return 0;
  return a.upgrade === 1 ? 1.1 : 0.5;
}

/**
 * Whether the seat should convert resources into knowledge first: the Take Action card fits
 * nothing it can pay for now but something it could pay for after converting (passing would be
 * cowardice against Farragut), or no movement choice is affordable yet.
 */
function needsKnowledge(state: FlipState, memo: Memo): boolean {
  if (memo.needsKnowledge !== undefined) return memo.needsKnowledge;
  const decision = currentDecision(state);
  let need = false;
  if (decision.kind === 'chooseMove') {
    need = !memo.actions.some((a) => a.type === 'chooseMove');
  } else if (decision.kind === 'takeAction') {
    const p = state.players[decision.player]!;
    const rank = cardRank(state.lineup[decision.card]!);
    if (actionFills(p, decision.section, rank).length === 0) {
      const reachable = actionFills(p, decision.section, rank, reachableKnowledge(p));
      const best = Math.max(
        ...reachable.map((f) => evaluateFill(p, decision.section, f.slot, f.value)),
      );
      need = reachable.length > 0 && (state.farragut !== null || best > 1.5);
    }
  }
  memo.needsKnowledge = need;
  return need;
}

function conversionWorth(state: FlipState, a: FlipAction, memo: Memo): number {
  const p = state.players[a.player]!;
  const yieldK = knowledgeYield(p, a);
  if (yieldK === 0 || !needsKnowledge(state, memo)) return UNWANTED;
  return 2 + yieldK * KNOWLEDGE_WORTH - conversionCost(a);
}

/** A pure, deterministic one-step greedy choice for the seat that must decide. */
export function greedyFlipPolicy(state: FlipState, player: number): FlipAction {
  const actions = legalActions(state, player);
  if (actions.length === 0) throw new Error('greedyFlipPolicy: no legal action');
  const decision = currentDecision(state);
  if (decision.kind === 'chartStep') {
    const p = state.players[player]!;
    const top = p.stack[p.stack.length - 1];
    if (top?.kind === 'step') {
      const { first } = bestCourse(state, p, top.path, top.remaining);
      if (first >= 0 && legalSteps(p.charted, top.path, top.remaining).includes(first)) {
        return { type: 'step', player, to: first };
      }
    }
    return actions[0]!;
  }
  let best = actions[0]!;
  let bestScore = -Infinity;
  const memo: Memo = { course: new Map(), pair: new Map(), actions };
  for (const a of actions) {
    const s = scoreAction(state, a, memo);
    if (s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  return best;
}
