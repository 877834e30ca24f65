/**
 * The card oracle: a FAIR-CEILING bound for the Nautilus seat (issue 25), between the cheating
 * oracle (`oraclePlayer.ts`) and a fair player. It still CHEATS on the cards: it plans on the
 * true Draw Pile and Adventure deck order, Hidden Ship identities and the true sequence of bag
 * draws (Ships, Treasures, tokens). It does NOT know the dice: its lookahead runs on copies whose
 * dice come from `worlds` fresh dice streams (the same streams for every option: common random
 * numbers), and it picks the option with the best mean over them. Sim only, never in the page.
 *
 * Splitting the streams. The rules keep ONE generator for dice and bag draws, so on the true
 * state "the next Ship out of the bag" depends on how many dice were rolled before it. A card
 * oracle's game therefore rolls its dice from a stream of their own (`state.forcedRolls`, fed
 * from `trueDice`), and the rules' generator then only draws from bags: the bag order is fixed
 * whatever the dice, and the lookahead replaces only the dice. The setup (decks, first ships)
 * is the same as in every other policy's game on that seed; the dice and draws after it are a
 * different, equally likely sample.
 *
 * Method: at each decision with a choice, every option is played to the end of the game once
 * per world with the greedy bots (the oracle's first playout); the option's value is the mean
 * over worlds of `playoutUtility` (a Finale: 200 + its score; a defeat: a small lateness term);
 * ties go to the greedy bot's pick (before 2026-12-05 18:40 they went to the first option).
 * No remembered line: with unknown dice a line is not a promise.
 */
import type { GameState, Action, Decision } from '../../../src/core/types';
import { cloneState } from '../../../src/core/cloneState';
import { samePlain } from '../../../src/core/actionKey';
import { rollD6 } from '../../../src/core/rng';
import { nextUint32, rngFromWords, type RngState } from '../../../src/kernel/prng';
import { rolloutAction } from '../../../src/core/bots/search/searchDecision';
import { bestTotal, playOut } from './blindPlanner';
import type { Oracle } from './oraclePlayer';

/** Dice worlds per decision (`--worlds K`). */
export const DEFAULT_CARD_WORLDS = 2;

export const CARD_ORACLE_NOTE =
  'oracle-cards = fair-ceiling bound: it CHEATS on the cards (sees the deck order, the bag draws and Hidden Ships) but not on the dice (its lookahead rolls fresh dice); a bound, not a bot';

/**
 * An endless dice source for `state.forcedRolls` (the rules take `forcedRolls.shift()` before
 * their own generator). It is an object with a closure, so a copy of a state shares it: every
 * copy the card oracle looks ahead on gets its own (`withDice`).
 */
export function diceStream(rng: RngState): number[] {
  return { shift: () => rollD6(rng) } as unknown as number[];
}

/** Gives `state` a dice stream of its own, so its rules' generator only draws from bags. */
export function splitDice(state: GameState, trueDice: RngState): void {
  state.forcedRolls = diceStream(trueDice);
}

/** A copy of `state` that rolls its dice from `rng` (the true future dice stay unknown). */
function withDice(state: GameState, rng: RngState): GameState {
  const copy = cloneState(state);
  copy.forcedRolls = diceStream(rng);
  return copy;
}

/**
 * A card oracle for one game; `words` seed its dice worlds and playouts (the same words, worlds
 * and game: the same picks). The game must have had `splitDice` applied before its first move.
 */
export function createCardOracle(
  words: readonly [number, number, number, number],
  worlds = DEFAULT_CARD_WORLDS,
): Oracle {
  let decisionIndex = 0;
  const k = Math.max(1, Math.floor(worlds));
  return {
    seat: 'nautilus',
    choose(state: GameState, decision: Decision): Action {
      decisionIndex++;
      if (decision.options.length === 1) return decision.options[0] as Action;
      const totals = decision.options.map(() => 0);
      // Ties (common: two playouts that lose on the same card) go to the rule-of-thumb pick.
      const tieRng = rngFromWords(
        words[3] ^ decisionIndex,
        words[2],
        words[1],
        words[0] ^ 0x27d4eb2f,
      );
      const greedyPick = rolloutAction(withDice(state, tieRng), decision, tieRng);
      const greedy = Math.max(
        0,
        decision.options.findIndex((o) => samePlain(o, greedyPick)),
      );
      for (let w = 0; w < k; w++) {
        const seedRng = rngFromWords(
          words[0] ^ decisionIndex,
          words[1] + 0x9e3779b9 * (w + 1),
          words[2],
          words[3] ^ 0x85ebca6b,
        );
        const dice = [nextUint32(seedRng), nextUint32(seedRng), nextUint32(seedRng)] as const;
        const policy = [nextUint32(seedRng), nextUint32(seedRng), nextUint32(seedRng)] as const;
        decision.options.forEach((option, i) => {
          // Every option meets the same dice and the same playout choices in world w.
          const sim = withDice(state, rngFromWords(...dice, w));
          const policyRng = rngFromWords(...policy, w);
          totals[i] = (totals[i] as number) + playOut(sim, option, policyRng);
        });
      }
      return decision.options[bestTotal(totals, greedy)] as Action;
    },
    observe() {},
  };
}
