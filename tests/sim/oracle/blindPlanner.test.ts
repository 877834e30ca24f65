import { describe, expect, test } from 'vitest';
import { allAspects, createGame, defaultSetup } from '../../../src/core/createGame';
import { currentDecision, stepInPlace } from '../../../src/core/engine';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { cloneState } from '../../../src/core/cloneState';
import { seedRng, shuffleInPlace } from '../../../src/core/rng';
import { samePlain } from '../../../src/core/actionKey';
import { botRng } from '../../../src/kernel/seeds';
import { evaluateState } from '../../../src/core/bots/search/evaluateState';
import { EMPTY, HIDDEN, isWarship, isWhiteToken } from '../../../src/core/board';
import { OCEAN_IDS } from '../../../src/core/data/types';
import { OCEANS } from '../../../src/core/data/oceans';
import type { GameState } from '../../../src/core/types';
import { chooseBlind } from '../../../scripts/sim/oracle/blindPlanner';

/** A Normal Explore game played by the greedy bot into Act III, stopped at a choice. */
function lateChoice(): GameState {
  const seed = 'blind-1';
  const state = createGame(
    defaultSetup({ seed, motive: 'explore', difficulty: allAspects('normal') }),
  ).state;
  const rng = botRng('policy', seed, 0);
  for (let d = currentDecision(state); d && !state.result; d = currentDecision(state)) {
    if (state.drawPile.length <= 8 && state.phase === 'action' && d.options.length > 1) break;
    stepInPlace(state, chooseGreedy(state, d, rng));
  }
  return state;
}

describe('blind planner (the oracle without peeking)', () => {
  test('picks a legal option, the same one from the same seed whatever the hidden order', () => {
    const state = lateChoice();
    const d = currentDecision(state);
    expect(state.result).toBeFalsy();
    expect(d && d.options.length).toBeGreaterThan(1);
    if (!d) return;
    const other = cloneState(state);
    shuffleInPlace(seedRng('other'), other.shipBag);
    shuffleInPlace(seedRng('other'), other.treasureBag);
    other.rng = seedRng('another future');
    const a = chooseBlind(state, d, seedRng('planner'), 2);
    const b = chooseBlind(other, d, seedRng('planner'), 2);
    expect(d.options.some((o) => samePlain(o, a))).toBe(true);
    expect(samePlain(a, b)).toBe(true);
  });
});

describe('search evaluation: room for Warships', () => {
  test('rates an Act III position lower when revealed Warships stand where Hidden Ships and empty spaces were', () => {
    const state = lateChoice();
    const crowded = cloneState(state);
    const warships = crowded.shipBag.filter((s) => isWarship(crowded, s) && !isWhiteToken(s));
    for (const o of OCEAN_IDS) {
      const slots = crowded.oceans[o].slots;
      for (let i = 0; i < OCEANS[o].capacity && warships.length > 0; i++)
        if (slots[i] === EMPTY || slots[i] === HIDDEN) {
          const ship = warships.pop() as number;
          slots[i] = ship;
          crowded.shipBag.splice(crowded.shipBag.indexOf(ship), 1);
        }
    }
    expect(evaluateState(crowded).finaleChance).toBeLessThan(
      evaluateState(state).finaleChance - 0.1,
    );
  });
});
