import { describe, expect, test } from 'vitest';
import { cloneState } from '../../../src/core/cloneState';
import { seedRng, shuffleInPlace } from '../../../src/core/rng';
import { stateHash } from '../../../src/kernel/stateHash';
import { determinize } from '../../../src/core/bots/search/determinize';
import {
  chooseSearch,
  searchDecision,
  searchImperialist,
} from '../../../src/core/bots/search/searchDecision';
import { coachAdvice, reviewGame } from '../../../src/core/bots/search/coachAdvice';
import { evaluateState } from '../../../src/core/bots/search/evaluateState';
import { createGame, defaultSetup } from '../../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { CARDS, type CardId } from '../../../src/core/data/cards';
import type { GameState, Action } from '../../../src/core/types';
import { actionPhaseAt, decision, newGame } from '../testGame';
import { renderEnglish } from '../../../src/core/text/renderEnglish';

const BUDGET = { playouts: 12, horizon: 8 };
const isEvent = (id: string) => CARDS.find((c) => c.id === id)?.kind === 'event';

/** The same table with everything a player cannot see put in another order. */
function reshuffleHidden(state: GameState): GameState {
  const other = cloneState(state);
  const rng = seedRng('other hidden order');
  // Two unseen event cards swap between the Draw Pile and the Adventure deck.
  const i = other.drawPile.findIndex(isEvent);
  const a = other.drawPile[i] as CardId;
  other.drawPile[i] = other.adventureDeck[3] as CardId;
  other.adventureDeck[3] = a;
  shuffleInPlace(rng, other.adventureDeck);
  shuffleInPlace(rng, other.shipBag);
  shuffleInPlace(rng, other.treasureBag);
  shuffleInPlace(rng, other.upgradeDeck);
  other.rng = seedRng('another future');
  return other;
}

function actionPosition(): GameState {
  const state = newGame();
  actionPhaseAt(state, 'northAtlantic');
  return state;
}

describe('search bot: what it may know', () => {
  test('samples the same hidden state for two tables that look the same to a player', () => {
    const state = actionPosition();
    const other = reshuffleHidden(state);
    expect(stateHash(other)).not.toBe(stateHash(state));
    expect(stateHash(determinize(other, seedRng('bot')))).toBe(
      stateHash(determinize(state, seedRng('bot'))),
    );
  });

  test('gives the same decision from the same bot seed whatever the hidden order (fairness)', () => {
    const state = actionPosition();
    const other = reshuffleHidden(state);
    const d = decision(state);
    const mine = chooseSearch(state, d, seedRng('fair'), BUDGET);
    const theirs = chooseSearch(other, decision(other), seedRng('fair'), BUDGET);
    expect(theirs).toEqual(mine);
  });

  test('keeps what a player knows: Interlude cards in place, pile sizes, the ships on the map', () => {
    const state = actionPosition();
    const sample = determinize(state, seedRng('sample'));
    expect(sample.drawPile).toHaveLength(state.drawPile.length);
    expect(sample.adventureDeck).toHaveLength(state.adventureDeck.length);
    expect(sample.drawPile.indexOf('INT1')).toBe(state.drawPile.indexOf('INT1'));
    expect(sample.drawPile.indexOf('INT2')).toBe(state.drawPile.indexOf('INT2'));
    expect(sample.drawPile.slice(-5).filter((c) => c.startsWith('FIN'))).toHaveLength(1);
    expect([...sample.shipBag].sort()).toEqual([...state.shipBag].sort());
    expect(sample.oceans).toEqual(state.oceans);
    expect(sample.resources).toEqual(state.resources);
    // …and really draws again what it cannot see.
    expect(sample.drawPile).not.toEqual(state.drawPile);
    expect(sample.rng).not.toEqual(state.rng);
  });
});

describe('search bot: play', () => {
  test('is deterministic for a fixed seed and playout budget', () => {
    const state = actionPosition();
    const d = decision(state);
    const a = searchDecision(state, d, seedRng('same'), BUDGET);
    const b = searchDecision(cloneState(state), d, seedRng('same'), BUDGET);
    expect(b).toEqual(a);
    expect(a.reduce((s, e) => s + e.playouts, 0)).toBeGreaterThanOrEqual(BUDGET.playouts);
  });

  test('never pays a loss with a one-point Hull (that ends the game); rates that option last', () => {
    const state = actionPosition();
    state.resources.hull = 1;
    state.stack.push({ k: 'loss', resources: ['hull', 'crew', 'nemo'], amount: 1, why: 'test' });
    const d = decision(state);
    const estimates = searchDecision(state, d, seedRng('hull'), { playouts: 12 });
    const hull = estimates.find(
      (e) => e.action.type === 'loseResource' && e.action.resource === 'hull',
    );
    expect(estimates[0]?.action).not.toEqual(hull?.action);
    expect(hull?.finaleChance).toBe(0);
    for (const e of estimates)
      expect(e.expectedScore).toBeGreaterThanOrEqual(hull?.expectedScore ?? 0);
  });

  test('values a finished game by its result: a defeat before the Finale is worth nothing', () => {
    const state = actionPosition();
    state.result = { outcome: 'defeat', reason: 'test', score: null, epilogueKey: 'x' };
    expect(evaluateState(state)).toEqual({ finaleChance: 0, finaleScore: 0, value: 0 });
    const running = evaluateState(actionPosition());
    expect(running.finaleChance).toBeGreaterThan(0);
    expect(running.finaleChance).toBeLessThan(1);
  });
});

describe('search bot: confirming a deviation on fresh worlds', () => {
  test('only ever takes a deviation back, never makes a new one, and does take some back', () => {
    const { state } = createGame(defaultSetup({ seed: 'confirm', motive: 'explore' }));
    const rng = seedRng('confirm greedy');
    let kept = 0;
    let takenBack = 0;
    for (let i = 0; i < 240 && !state.result; i++) {
      const d = currentDecision(state);
      if (!d) break;
      if (d.options.length > 1 && i % 4 === 0) {
        const budget = { playouts: 16, horizon: 8 };
        const plain = searchDecision(state, d, seedRng(`move ${i}`), budget);
        const checked = searchDecision(state, d, seedRng(`move ${i}`), { ...budget, confirm: 8 });
        const greedy = plain.find((e) => e.greedy)?.action;
        if (plain[0]?.action !== greedy) {
          // Played: the same deviation, or the greedy pick again.
          expect([plain[0]?.action, greedy]).toContainEqual(checked[0]?.action);
          if (checked[0]?.action === plain[0]?.action) kept++;
          else takenBack++;
        } else expect(checked[0]?.action).toEqual(greedy);
      }
      applyActionInPlace(state, chooseGreedy(state, d, rng));
    }
    expect(kept).toBeGreaterThan(0);
    expect(takenBack).toBeGreaterThan(0);
  });
});

describe('search Imperialist', () => {
  test('picks a legal option without seeing the hidden order (same pick on a reshuffled table)', () => {
    const state = newGame({ variant: 'versus', motive: 'piracy' });
    const rng = seedRng('to the Imperialist phase');
    for (let i = 0; i < 400; i++) {
      const d = decision(state);
      if (d.seat === 'imperialist' && d.options.length > 1) break;
      applyActionInPlace(state, chooseGreedy(state, d, rng));
    }
    const d = decision(state);
    expect(d.seat).toBe('imperialist');
    const pick = searchImperialist(state, d, seedRng('imp'), BUDGET);
    expect(d.options).toContainEqual(pick);
    const other = reshuffleHidden(state);
    expect(searchImperialist(other, decision(other), seedRng('imp'), BUDGET)).toEqual(pick);
  });
});

describe('coach and review', () => {
  test('never recommends Repair with the Hull full or Rest with the Crew full', () => {
    const state = actionPosition();
    state.resources.hull = 10;
    state.resources.crew = 10;
    const offered = decision(state).options;
    expect(offered.some((o) => o.type === 'act' && o.action === 'repair')).toBe(true);
    const advice = coachAdvice(state, { playouts: 16, horizon: 8 });
    const picks = (advice?.options ?? []).map((o) => o.action);
    expect(picks.length).toBeGreaterThan(0);
    expect(
      picks.some((a) => a.type === 'act' && (a.action === 'repair' || a.action === 'rest')),
    ).toBe(false);
  });

  test('offers at most three options sorted by expected score, each with a reason', () => {
    const advice = coachAdvice(actionPosition(), { playouts: 16, horizon: 8 });
    expect(advice?.seat).toBe('nautilus');
    const options = advice?.options ?? [];
    expect(options.length).toBeGreaterThan(1);
    expect(options.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < options.length; i++)
      expect(options[i - 1]?.expectedScore ?? 0).toBeGreaterThanOrEqual(
        options[i]?.expectedScore ?? 0,
      );
    for (const o of options) {
      expect(renderEnglish(o.why).length).toBeGreaterThan(10);
      expect(o.finaleChance).toBeGreaterThanOrEqual(0);
      expect(o.finaleChance).toBeLessThanOrEqual(1);
    }
  });

  test('reviews a game: up to three costly decisions with what the bot preferred', () => {
    const setup = defaultSetup({ seed: 'review', motive: 'explore' });
    const state = createGame(setup).state;
    const rng = seedRng('reviewed player');
    const actions: Action[] = [];
    for (let i = 0; i < 25 && !state.result; i++) {
      const d = currentDecision(state);
      if (!d) break;
      // A careless player: the last option every time.
      const a = d.options.length > 2 ? (d.options.at(-1) as Action) : chooseGreedy(state, d, rng);
      actions.push(a);
      applyActionInPlace(state, a);
    }
    const items = reviewGame(setup, actions, { playouts: 4, horizon: 4 });
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < items.length; i++)
      expect(items[i - 1]?.cost ?? 0).toBeGreaterThanOrEqual(items[i]?.cost ?? 0);
    for (const item of items) {
      expect(item.preferred).not.toEqual(item.played);
      expect(actions[item.index]).toEqual(item.played);
    }

    // The second pass (issue 25 §4): the top candidates searched again on fresh worlds; only
    // those it confirms are named, each with the cost the second pass measured.
    const budget = { playouts: 4, horizon: 4, recheck: 4, finalists: 6 };
    const candidates = reviewGame(setup, actions, { playouts: 4, horizon: 4 });
    const rechecked = reviewGame(setup, actions, budget);
    expect(reviewGame(setup, actions, budget)).toEqual(rechecked);
    expect(rechecked.length).toBeLessThanOrEqual(3);
    for (const item of rechecked) {
      expect(item.cost).toBeGreaterThan(0);
      expect(item.cost).toBeCloseTo(
        item.preferredEstimate.expectedScore - item.playedEstimate.expectedScore,
        9,
      );
      expect(actions[item.index]).toEqual(item.played);
    }
    const firstPass = reviewGame(setup, actions, { playouts: 4, horizon: 4, finalists: 6 });
    expect(firstPass).toEqual(candidates);
  });

  test("re-plays its finalists before it recommends one (the coach's second pass)", () => {
    const budget = { playouts: 16, horizon: 8, recheck: 8, finalists: 3 };
    const advice = coachAdvice(actionPosition(), budget);
    expect(coachAdvice(actionPosition(), budget)).toEqual(advice);
    const options = advice?.options ?? [];
    expect(options.length).toBeGreaterThan(1);
    for (let i = 1; i < options.length; i++)
      expect(options[i - 1]?.expectedScore ?? 0).toBeGreaterThanOrEqual(
        options[i]?.expectedScore ?? 0,
      );
    // Its pick is one of the first pass's leaders.
    const first = coachAdvice(actionPosition(), { playouts: 16, horizon: 8 });
    const leaders = (first?.options ?? []).map((o) => o.action);
    expect(leaders).toContainEqual(options[0]?.action);
  });
});
