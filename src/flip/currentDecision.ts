import { SECTION_OF_SUIT } from './data/board';
import { openCorners } from './flow';
import type { FlipDecision, FlipState } from './types';

/** Which seat must decide what right now. */
export function currentDecision(state: FlipState): FlipDecision {
  if (state.phase === 'over') {
    if (!state.result) throw new Error('Game over without a result');
    return { kind: 'gameOver', result: state.result };
  }
  const player = state.active;
  const p = state.players[player]!;
  const top = p.stack[p.stack.length - 1];
  if (top) {
    switch (top.kind) {
      case 'step':
        return {
          kind: 'chartStep',
          player,
          from: top.path[top.path.length - 1]!,
          remaining: top.remaining,
        };
      case 'exploration':
        return { kind: 'chooseExploration', player, corners: openCorners(p, top) };
      case 'bonus':
        return { kind: 'bonusAction', player, suit: top.suit, section: SECTION_OF_SUIT[top.suit] };
    }
  }
  switch (state.phase) {
    case 'character':
      return { kind: 'chooseCharacter', player, options: [...p.characterOptions] };
    case 'move':
      return { kind: 'chooseMove', player, lineup: [...state.lineup] };
    case 'engage':
      return { kind: 'engage', player, moveCard: p.moveCard! };
    case 'action': {
      const card = [0, 1, 2].find((i) => i !== p.moveCard && i !== p.engageCard)!;
      const suit = p.engageSuit!;
      return { kind: 'takeAction', player, card, suit, section: SECTION_OF_SUIT[suit] };
    }
    case 'repair':
      return { kind: 'repairOrUpgrade', player };
  }
}
