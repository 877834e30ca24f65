import type { EventSink } from '../kernel/engine';
import type { DefeatCause, GameEvent, GameResult, GameState } from './types';
import { levelWord, scoreGame, victoryTableFor } from './scoring';
import {
  IMPERIALIST_AUTOMATIC_VICTORY,
  IMPERIALIST_VICTORY_TABLE,
  JOURNEYS_END_VICTORY_TABLE,
  VERSUS_SCORING,
  handicappedLevel,
  lowerLevel,
  victoryLevel,
} from './data/victory';
import type { LevelWord, VictoryLevelId } from './data/types';
import { msg, type CoreValue } from './data/coreText';

const AUTOMATIC: Record<DefeatCause, VictoryLevelId> = {
  nadeen: IMPERIALIST_AUTOMATIC_VICTORY.nadeenKilled,
  resource: IMPERIALIST_AUTOMATIC_VICTORY.resourceExhausted,
  other: IMPERIALIST_AUTOMATIC_VICTORY.resourceExhausted,
  notoriety: IMPERIALIST_AUTOMATIC_VICTORY.notoriety,
  noSpace: IMPERIALIST_AUTOMATIC_VICTORY.oceansFull,
};

type Versus = NonNullable<GameResult['versus']>;

/** The Imperialist's result at a level, and that level's printed name (its epilogue). */
function imperialistWins(level: VictoryLevelId, total: number): [Versus, LevelWord] {
  const word = levelWord(IMPERIALIST_VICTORY_TABLE, level);
  return [
    { winner: 'imperialist', imperialistLevel: msg(`level.${word}`), imperialistTotal: total },
    word,
  ];
}

/** Who won the Imperialist variant and at what level (seed 000 §7 "Who Won on Points?", §9). */
function versusResult(
  state: GameState,
  outcome: 'defeat' | 'scored',
  cause: DefeatCause,
  scoreLevel: VictoryLevelId | null,
): [Versus, LevelWord | null] {
  const total = state.drawPile.length + (state.imperialist?.gems ?? 0);
  if (outcome === 'defeat' || scoreLevel === null) {
    return imperialistWins(AUTOMATIC[cause], total);
  }
  // Our handicap (designed, off unless chosen) lifts the level the verdict reads, nothing else.
  const read = handicappedLevel(scoreLevel, state.setup.versus?.handicap ?? 0);
  const verdict =
    VERSUS_SCORING.outcome[read as keyof typeof VERSUS_SCORING.outcome] ?? 'imperialistWins';
  if (verdict === 'nautilusWins')
    return [{ winner: 'nautilus', imperialistLevel: null, imperialistTotal: total }, null];
  if (verdict === 'draw')
    return [{ winner: 'draw', imperialistLevel: null, imperialistTotal: total }, null];
  let level = victoryLevel(total, IMPERIALIST_VICTORY_TABLE);
  if (verdict === 'imperialistWinsOneLevelLower')
    level = lowerLevel(level, IMPERIALIST_VICTORY_TABLE);
  return imperialistWins(level, total);
}

/** Ends the game: a Defeat reads the Defeat paragraph; otherwise the score decides the level. */
export function finishGame(
  state: GameState,
  events: EventSink<GameEvent>,
  outcome: 'defeat' | 'scored',
  reason: CoreValue,
  cause: DefeatCause = 'other',
): void {
  if (state.result) return;
  const score = outcome === 'scored' ? scoreGame(state) : null;
  const word: LevelWord = score
    ? levelWord(victoryTableFor(state), victoryLevel(score.total, victoryTableFor(state)))
    : 'defeat';
  state.result = {
    outcome,
    reason,
    score,
    epilogueKey: `${state.motive}.${word}`,
  };
  if (state.imperialist) {
    const levelId = score ? victoryLevel(score.total, JOURNEYS_END_VICTORY_TABLE) : null;
    const [versus, imperialistWord] = versusResult(state, outcome, cause, levelId);
    state.result.versus = versus;
    if (imperialistWord) state.result.epilogueKey = `imperialist.${imperialistWord}`;
  }
  state.phase = 'ended';
  state.stack = [];
  events.push({
    type: 'GameEnded',
    outcome,
    reason,
    total: score ? score.total : null,
    level: score ? score.level : msg('level.defeat'),
    ...(state.result.versus ? { winner: state.result.versus.winner } : {}),
    ...(outcome === 'defeat' ? { cause } : {}),
  });
}
