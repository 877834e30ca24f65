import type { EventSink } from '../kernel/engine';
import type { DefeatCause, GameEvent, GameResult, GameState } from './types';
import { scoreGame } from './scoring';
import {
  IMPERIALIST_AUTOMATIC_VICTORY,
  IMPERIALIST_VICTORY_TABLE,
  JOURNEYS_END_VICTORY_TABLE,
  VERSUS_SCORING,
  handicappedLevel,
  lowerLevel,
  victoryLevel,
} from './data/victory';
import type { VictoryLevelId } from './data/types';
import type { CoreValue } from './text/coreText';
import { levelText } from './text/ruleWords';

const AUTOMATIC: Record<DefeatCause, VictoryLevelId> = {
  nadeen: IMPERIALIST_AUTOMATIC_VICTORY.nadeenKilled,
  resource: IMPERIALIST_AUTOMATIC_VICTORY.resourceExhausted,
  other: IMPERIALIST_AUTOMATIC_VICTORY.resourceExhausted,
  notoriety: IMPERIALIST_AUTOMATIC_VICTORY.notoriety,
  noSpace: IMPERIALIST_AUTOMATIC_VICTORY.oceansFull,
};

function labelOf(level: VictoryLevelId): string {
  return IMPERIALIST_VICTORY_TABLE.bands.find((b) => b.level === level)?.label ?? level;
}

/** Who won the Imperialist variant and at what level (seed 000 §7 "Who Won on Points?", §9). */
function versusResult(
  state: GameState,
  outcome: 'defeat' | 'scored',
  cause: DefeatCause,
  scoreLevel: VictoryLevelId | null,
): GameResult['versus'] {
  const total = state.drawPile.length + (state.imperialist?.gems ?? 0);
  if (outcome === 'defeat' || scoreLevel === null) {
    return {
      winner: 'imperialist',
      imperialistLevel: labelOf(AUTOMATIC[cause]),
      imperialistTotal: total,
    };
  }
  // Our handicap (designed, off unless chosen) lifts the level the verdict reads, nothing else.
  const read = handicappedLevel(scoreLevel, state.setup.versus?.handicap ?? 0);
  const verdict =
    VERSUS_SCORING.outcome[read as keyof typeof VERSUS_SCORING.outcome] ?? 'imperialistWins';
  if (verdict === 'nautilusWins')
    return { winner: 'nautilus', imperialistLevel: null, imperialistTotal: total };
  if (verdict === 'draw')
    return { winner: 'draw', imperialistLevel: null, imperialistTotal: total };
  let level = victoryLevel(total, IMPERIALIST_VICTORY_TABLE);
  if (verdict === 'imperialistWinsOneLevelLower')
    level = lowerLevel(level, IMPERIALIST_VICTORY_TABLE);
  return { winner: 'imperialist', imperialistLevel: labelOf(level), imperialistTotal: total };
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
  const level = score ? score.level : 'Defeat';
  state.result = {
    outcome,
    reason,
    score,
    epilogueKey: `${state.motive}.${level.toLowerCase()}`,
  };
  if (state.imperialist) {
    const levelId = score ? victoryLevel(score.total, JOURNEYS_END_VICTORY_TABLE) : null;
    const versus = versusResult(state, outcome, cause, levelId);
    state.result.versus = versus;
    if (versus?.winner === 'imperialist' && versus.imperialistLevel) {
      state.result.epilogueKey = `imperialist.${versus.imperialistLevel.toLowerCase()}`;
    }
  }
  state.phase = 'ended';
  state.stack = [];
  events.push({
    type: 'GameEnded',
    outcome,
    reason,
    total: score ? score.total : null,
    level: levelText(level),
    ...(state.result.versus ? { winner: state.result.versus.winner } : {}),
    ...(outcome === 'defeat' ? { cause } : {}),
  });
}
