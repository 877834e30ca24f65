import type { FlipState } from '../../flip';
import type { Piece, Vec3 } from '../pieces/Piece';
import {
  CARD,
  CHARACTER_SPOT,
  DECK_SPOT,
  DISCARD_SPOT,
  FARRAGUT_DECK_SPOT,
  SMALL_CARD,
  farragutSpot,
  lineupSpot,
} from './flipTableLayout';

export type CardPiece = Piece & { tileKey: string };

const LIT = '#fff4c2';
const PLAIN = '#ffffff';
const DIM = '#9a9a9a';

/** A stack of `count` cards at `spot`, as tall as the cards in it, showing `tileKey` on top. */
function pilePiece(key: string, tileKey: string, spot: Vec3, count: number): CardPiece {
  const h = CARD.t + count * 0.012;
  return {
    key,
    tileKey,
    position: [spot[0], h / 2, spot[2]],
    scale: [CARD.w, h, CARD.d],
    colour: PLAIN,
  };
}

/**
 * Every card on the table as one instance: the poker deck, the lineup (lit when it answers the
 * decision, dimmed when it cannot), the discard pile, Farragut's deck and lineup, the character.
 */
export function placeFlipCards(
  state: FlipState,
  seat: number,
  legalCards: readonly number[] | null,
): CardPiece[] {
  const out: CardPiece[] = [];
  if (state.deck.length > 0) {
    out.push(pilePiece('deck', 'back:poker', DECK_SPOT, state.deck.length));
  }
  state.lineup.forEach((card, index) => {
    const [x, , z] = lineupSpot(index);
    const colour = legalCards === null ? PLAIN : legalCards.includes(index) ? LIT : DIM;
    out.push({
      key: `lineup:${index}:${card}`,
      tileKey: `poker:${card}`,
      position: [x, CARD.t / 2 + (colour === LIT ? 0.12 : 0), z],
      scale: [CARD.w, CARD.t, CARD.d],
      colour,
    });
  });
  const top = state.discard[state.discard.length - 1];
  if (top !== undefined) {
    out.push(pilePiece('discard', `poker:${top}`, DISCARD_SPOT, state.discard.length));
  }
  const f = state.farragut;
  if (f) {
    out.push(pilePiece('farragut-deck', 'back:farragut', FARRAGUT_DECK_SPOT, f.deck.length));
    f.lineup.forEach((entry, index) => {
      const [x, y, z] = farragutSpot(index, entry.met);
      out.push({
        key: `farragut:${entry.card}`,
        tileKey: `farragut:${entry.card}:${entry.met ? 'met' : 'open'}`,
        position: [x, SMALL_CARD.t / 2 + y, z],
        scale: [SMALL_CARD.w, SMALL_CARD.t, SMALL_CARD.d],
        colour: PLAIN,
      });
    });
  }
  const p = state.players[seat];
  if (p?.character) {
    out.push({
      key: `character:${seat}`,
      tileKey: `character:${p.character}:${p.itemUsed ? 'used' : 'ready'}`,
      position: [CHARACTER_SPOT[0], SMALL_CARD.t / 2, CHARACTER_SPOT[2]],
      scale: [SMALL_CARD.w, SMALL_CARD.t, SMALL_CARD.d],
      colour: PLAIN,
    });
  }
  return out;
}

/** The lineup index behind a card piece key, or null for other cards. */
export function lineupIndexOf(key: string): number | null {
  const m = /^lineup:(\d+):/.exec(key);
  return m ? Number(m[1]) : null;
}
