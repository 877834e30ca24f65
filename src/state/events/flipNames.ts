import { characterById } from '../../flip';
import type { FlipState } from '../../flip';

/** A seat's name: its character, with the seat number when more than one player sails. */
export function seatName(state: FlipState, player: number): string {
  const id = state.players[player]?.character;
  const who = id ? characterById(id).name : `Seat ${player + 1}`;
  return state.players.length > 1 ? `P${player + 1} ${who}` : who;
}
