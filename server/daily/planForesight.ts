import { act, startSession } from '../../src/core/index';
import { createGame } from '../../src/core/createGame';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { summarizeVoyage, type GameEndedEvent } from '../../src/core/voyageSummary';
import type { Action, GameSetup } from '../../src/core/types';
import { botRng } from '../../src/kernel/seeds';
import type { DailyForesight } from '../../src/protocol/dailyProtocol';
import { createOracle, oracleWords, playOracleGame } from '../../scripts/sim/oracle/oraclePlayer';

/**
 * The best a seer could do: the perfect-information planner (sim code, server only) plays the
 * voyage knowing every card and die, with `budget` playouts per option per decision.
 */
export function planForesight(setup: GameSetup, budget: number): DailyForesight {
  const { state } = createGame(setup);
  const oracle = createOracle(oracleWords(botRng('policy', setup.seed, 0, 'oracle')), budget);
  const actions: Action[] = [];
  const rng = botRng('policy', setup.seed, 0);
  playOracleGame(
    state,
    oracle,
    (s, d) => chooseGreedy(s, d, rng),
    (a) => actions.push(structuredClone(a)),
  );
  let session = startSession(setup);
  for (const action of actions) session = act(session, action).session;
  const ended = session.events.find((e): e is GameEndedEvent => e.type === 'GameEnded');
  const summary = ended ? summarizeVoyage(session.state, ended) : null;
  if (!summary) throw new Error('the planner did not finish the voyage');
  return { score: summary.score, level: summary.level };
}
