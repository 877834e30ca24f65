import { cardRank, isFaceCard } from './cards';
import { MAX_MOVE, canFinishCourse, distancesToUncharted, extendedCourseLength } from './movement';
import type { FlipState } from './types';

export interface MoveChoice {
  card: number;
  value: number;
  wild: boolean;
  knowledge: number;
  treasure: number;
  /** Spaces the course will take (longer than `value` only when extending). */
  length: number;
}

/** Movement printed on a card: its value, face cards 10. */
export function baseMovement(card: number): number {
  return Math.min(cardRank(card), MAX_MOVE);
}

function reachableLengths(state: FlipState, player: number): boolean[] {
  const p = state.players[player]!;
  const ok: boolean[] = [false];
  const dist = distancesToUncharted(p.charted);
  for (let v = 1; v <= MAX_MOVE; v++) ok.push(canFinishCourse(p.charted, [p.location], v, dist));
  return ok;
}

/**
 * Every way to assign a lineup card to movement. When no card can reach an uncharted space even
 * after spending knowledge and treasure, every card moves at its value, extended to the nearest
 * uncharted space (`stuck`).
 */
export function moveChoices(
  state: FlipState,
  player: number,
): { stuck: boolean; choices: MoveChoice[] } {
  const p = state.players[player]!;
  const reach = reachableLengths(state, player);
  const { knowledge, treasure } = p.inventory;
  const couldEver = state.lineup.some((card) =>
    reach.some((ok, v) => {
      if (!ok) return false;
      if (isFaceCard(card) && treasure >= 1) return true;
      return Math.abs(v - baseMovement(card)) <= knowledge + treasure;
    }),
  );
  if (!couldEver) {
    return {
      stuck: true,
      choices: state.lineup.map((card, i) => {
        const value = baseMovement(card);
        return {
          card: i,
          value,
          wild: false,
          knowledge: 0,
          treasure: 0,
          length: extendedCourseLength(p.charted, p.location, value),
        };
      }),
    };
  }
  const choices: MoveChoice[] = [];
  state.lineup.forEach((card, i) => {
    const base = baseMovement(card);
    for (let value = 1; value <= MAX_MOVE; value++) {
      if (!reach[value]) continue;
      const cost = Math.abs(value - base);
      if (cost <= knowledge) {
        choices.push({ card: i, value, wild: false, knowledge: cost, treasure: 0, length: value });
      }
      if (isFaceCard(card) && value !== MAX_MOVE && treasure >= 1) {
        choices.push({ card: i, value, wild: true, knowledge: 0, treasure: 1, length: value });
      }
    }
  });
  return { stuck: false, choices };
}
