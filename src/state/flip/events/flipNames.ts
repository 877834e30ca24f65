import type { FlipState } from '../../../flip';
import { i18n } from '../../../i18n/i18n';
import { characterName } from '../flipLabels';

/** A seat's name: its character, with the seat number when more than one player sails. */
export function seatName(state: FlipState, player: number): string {
  const id = state.players[player]?.character;
  const who = id ? characterName(id) : i18n.t('flip.seat', { n: player + 1 });
  return state.players.length > 1 ? i18n.t('flip.seatOf', { n: player + 1, who }) : who;
}
