import { createGame } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { chooseImperialist } from '../../src/core/bots/imperialistPolicy';
import { stateHash } from '../../src/core/hash';
import { botRng } from '../../src/kernel/seeds';
import { RECORD_FORMAT_VERSION, type GameRecord } from '../../src/core/record';
import type { GameSetup, Action } from '../../src/core/types';

/** A whole game played by the bots (greedy Nautilus, the Imperialist bot in versus), as a record. */
export function playRecord(setup: GameSetup, botSeed = 'board'): GameRecord {
  const { state } = createGame(setup);
  const rng = botRng('policy', botSeed, 0);
  const actions: Action[] = [];
  while (!state.result) {
    const d = currentDecision(state);
    if (!d) break;
    const action =
      d.seat === 'imperialist' ? chooseImperialist(state, d, rng) : chooseGreedy(state, d, rng);
    actions.push(structuredClone(action));
    applyActionInPlace(state, action, []);
  }
  return {
    formatVersion: RECORD_FORMAT_VERSION,
    game: 'nemos-war',
    setup,
    actions,
    finalHash: stateHash(state),
  };
}
