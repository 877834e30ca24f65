import type { FlipState } from '../../flip';
import { TOKEN, tokenSpot } from './flipTableLayout';
import type { CardPiece } from './placeFlipCards';

const PHASE_LETTERS = ['M', 'E', 'A'] as const;

/** The lineup index of each phase token a seat has placed this turn (move, engage, action). */
export function placedTokens(
  state: FlipState,
  seat: number,
): [number | null, number | null, number | null] {
  const p = state.players[seat]!;
  const actedThisPhase = seat < state.active || (seat === state.active && state.mainDone);
  const actionPlaced = state.phase === 'repair' || (state.phase === 'action' && actedThisPhase);
  const action =
    actionPlaced && p.moveCard !== null && p.engageCard !== null
      ? ([0, 1, 2].find((i) => i !== p.moveCard && i !== p.engageCard) ?? null)
      : null;
  return [p.moveCard, p.engageCard, action];
}

/** Every seat's phase tokens resting on the lineup cards they mark. */
export function placePhaseTokens(state: FlipState): CardPiece[] {
  const out: CardPiece[] = [];
  if (state.lineup.length === 0) return out;
  state.players.forEach((_, seat) => {
    placedTokens(state, seat).forEach((card, phase) => {
      if (card === null) return;
      const [x, y, z] = tokenSpot(card, seat, state.players.length);
      out.push({
        key: `token:${seat}:${phase}`,
        tileKey: `token:${seat}:${PHASE_LETTERS[phase]}`,
        position: [x, y + phase * 0.002, z - phase * 0.75],
        scale: [TOKEN.r * 2, TOKEN.h, TOKEN.r * 2],
      });
    });
  });
  return out;
}
