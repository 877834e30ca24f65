import {
  CHALLENGES,
  FARRAGUT_CARDS,
  cardRank,
  cardSuit,
  characterById,
  isJoker,
  rankLabel,
  type FarragutCondition,
} from '../../flip';
import {
  SUIT_CHAR,
  SUIT_COLOUR,
  SYMBOL_FONT,
  PRINT_FONT,
  drawIcon,
  drawStar,
  drawSuit,
  fitPrint,
  paragraph,
  text,
} from './sheetIcons';
import { fillTile, strokeFrame, twoStops } from '../atlas/canvasFrame';
import { wrapText } from '../atlas/canvasText';
import { challengeName, characterItemName, characterName } from '../../state/flip/flipLabels';
import { cardWord as word, challengeSummary, farragutSummary, itemSummary } from './flipCardWords';

/** Centred one-line print that shrinks to fit `width`. */
function fitted(
  ctx: CanvasRenderingContext2D,
  s: string,
  x: number,
  y: number,
  width: number,
  px: number,
  colour: string,
  weight = 'bold',
): void {
  text(ctx, s, x, y, fitPrint(ctx, s, width, px, weight), colour, weight);
}

function cardFrame(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  fill: string,
  edge: string,
): void {
  fillTile(ctx, w, h, edge);
  ctx.beginPath();
  ctx.roundRect(6, 6, w - 12, h - 12, 18);
  ctx.fillStyle = fill;
  ctx.fill();
}

/**
 * A card's centred bold paragraph, 6 px between lines, its first line centred at `y`: written
 * smaller (down to 12 px) until its last line ends above `bottom`.
 */
function cardParagraph(
  ctx: CanvasRenderingContext2D,
  s: string,
  x: number,
  y: number,
  look: { width: number; px: number; colour: string; bottom: number },
): void {
  let px = look.px;
  for (; px > 12; px--) {
    ctx.font = `bold ${px}px ${PRINT_FONT}`;
    const lines = wrapText(ctx, s, look.width, Infinity).length;
    if (y + (lines - 1) * (px + 6) + px / 2 <= look.bottom) break;
  }
  paragraph(ctx, s, x, y, look.width, { px, colour: look.colour, gap: 6 });
}

/** A poker card face: corner indices, a large suit and rank. */
export function drawPokerCard(
  ctx: CanvasRenderingContext2D,
  card: number,
  w: number,
  h: number,
): void {
  cardFrame(ctx, w, h, '#fdfbf6', '#d8d2c2');
  if (isJoker(card)) {
    fitted(ctx, word('joker'), w / 2, h / 2, w - 30, 56, '#6a2fa0');
    return;
  }
  const suit = cardSuit(card);
  const rank = rankLabel(cardRank(card));
  const colour = SUIT_COLOUR[suit];
  text(ctx, rank, 40, 44, 46, colour);
  text(ctx, SUIT_CHAR[suit], 40, 92, 40, colour, 'normal', SYMBOL_FONT);
  ctx.save();
  ctx.translate(w - 40, h - 44);
  ctx.rotate(Math.PI);
  text(ctx, rank, 0, 0, 46, colour);
  text(ctx, SUIT_CHAR[suit], 0, 48, 40, colour, 'normal', SYMBOL_FONT);
  ctx.restore();
  text(ctx, SUIT_CHAR[suit], w / 2, h * 0.42, 150, colour, 'normal', SYMBOL_FONT);
  text(ctx, rank, w / 2, h * 0.72, 96, colour);
}

export function drawPokerBack(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  label: string,
): void {
  fillTile(ctx, w, h, twoStops(ctx.createLinearGradient(0, 0, w, h), '#17406a', '#0b2037'));
  strokeFrame(ctx, w, h, { inset: 16, radius: 16, colour: '#d6b25e', lineWidth: 6 });
  ctx.lineWidth = 2;
  for (let i = 0; i < 8; i++) {
    ctx.beginPath();
    ctx.arc(w / 2, h / 2, 24 + i * 14, 0, Math.PI * 2);
    ctx.globalAlpha = 0.25 + (i % 2) * 0.2;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  fitted(ctx, label, w / 2, h * 0.12, w - 50, 30, '#e9c977');
  text(ctx, 'N', w / 2, h / 2 + 4, 84, '#e9c977', 'bold', "'DejaVu Serif', serif");
}

function conditionIcon(
  ctx: CanvasRenderingContext2D,
  c: FarragutCondition,
  x: number,
  y: number,
): void {
  if (c.type === 'gain') drawIcon(ctx, c.item, x, y, 38);
  else if (c.type === 'section') drawSuit(ctx, c.suit, x, y, 96, true);
  else {
    ctx.fillStyle = '#f0cf6a';
    ctx.strokeStyle = '#7a5a12';
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.roundRect(x - 44, y - 44, 88, 88, 10);
    ctx.fill();
    ctx.stroke();
    fitted(ctx, word('gold'), x, y + 2, 80, 26, '#5a3d0c');
  }
}

/** A Farragut's Pursuit card: his condition; met cards carry a red stamp. */
export function drawFarragutCard(
  ctx: CanvasRenderingContext2D,
  id: number,
  met: boolean,
  w: number,
  h: number,
): void {
  const def = FARRAGUT_CARDS[id];
  cardFrame(ctx, w, h, '#f3ead6', '#5b1f1f');
  ctx.fillStyle = '#5b1f1f';
  ctx.fillRect(6, 6, w - 12, 70);
  fitted(ctx, word('farragut'), w / 2, 44, w - 30, 36, '#f3ead6');
  drawStar(ctx, 42, 112, 24, 1);
  const unmet = word('unmet');
  text(
    ctx,
    unmet,
    74,
    112,
    fitPrint(ctx, unmet, w - 90, 18),
    '#5b1f1f',
    'bold',
    PRINT_FONT,
    'left',
  );
  if (def) {
    conditionIcon(ctx, def.condition, w / 2, h * 0.5);
    cardParagraph(ctx, farragutSummary(def.condition), w / 2, h * 0.72, {
      width: w - 50,
      px: 28,
      colour: '#2a1a10',
      bottom: h - 58,
    });
  }
  fitted(ctx, word('met'), w / 2, h - 40, w - 30, 22, '#5b1f1f');
  if (met) {
    ctx.save();
    ctx.translate(w / 2, h * 0.46);
    ctx.rotate(-0.35);
    ctx.strokeStyle = 'rgba(190, 20, 20, 0.85)';
    ctx.lineWidth = 8;
    ctx.strokeRect(-100, -40, 200, 80);
    fitted(ctx, word('metStamp'), 0, 4, 180, 64, 'rgba(190, 20, 20, 0.85)');
    ctx.restore();
  }
}

/** A Nemo's Challenge card, on its 5-star or 2-star side. */
export function drawChallengeCard(
  ctx: CanvasRenderingContext2D,
  id: string,
  side: 5 | 2,
  w: number,
  h: number,
): void {
  const def = CHALLENGES.find((c) => c.id === id);
  cardFrame(ctx, w, h, side === 5 ? '#eaf2f7' : '#ece6da', '#1c3b57');
  ctx.fillStyle = '#1c3b57';
  ctx.fillRect(6, 6, w - 12, 64);
  fitted(ctx, word('challenge'), w / 2, 40, w - 30, 26, '#f2d98c');
  drawStar(ctx, w / 2, h * 0.36, 74, side);
  if (def) {
    cardParagraph(ctx, challengeName(def.id), w / 2, h * 0.6, {
      width: w - 40,
      px: 32,
      colour: '#1c3b57',
      bottom: h * 0.75 - 18,
    });
    cardParagraph(ctx, challengeSummary(def.id), w / 2, h * 0.75, {
      width: w - 50,
      px: 26,
      colour: '#2a2a2a',
      bottom: h - 52,
    });
  }
  fitted(
    ctx,
    word(side === 5 ? 'first' : 'claimed'),
    w / 2,
    h - 36,
    w - 30,
    20,
    '#6a7a88',
    'italic',
  );
}

/** The character card on its item side; a used item is struck through. */
export function drawCharacterCard(
  ctx: CanvasRenderingContext2D,
  id: string,
  used: boolean,
  w: number,
  h: number,
): void {
  const def = characterById(id);
  cardFrame(ctx, w, h, '#f4ecd8', '#3b2a14');
  ctx.fillStyle = '#3b2a14';
  ctx.fillRect(6, 6, w - 12, 70);
  fitted(ctx, characterName(def.id), w / 2, 42, w - 30, 30, '#f4ecd8');
  fitted(ctx, word('specialItem'), w / 2, 100, w - 30, 22, '#7a5a2a');
  cardParagraph(ctx, characterItemName(def.id), w / 2, h * 0.42, {
    width: w - 40,
    px: 36,
    colour: '#3b2a14',
    bottom: h * 0.55,
  });
  cardParagraph(ctx, itemSummary(def.id), w / 2, h * 0.6, {
    width: w - 50,
    px: 26,
    colour: '#2a2a2a',
    bottom: h * 0.78,
  });
  if (used) {
    ctx.strokeStyle = 'rgba(40,40,40,0.7)';
    ctx.lineWidth = 10;
    ctx.beginPath();
    ctx.moveTo(30, h * 0.3);
    ctx.lineTo(w - 30, h * 0.68);
    ctx.stroke();
    fitted(ctx, word('used'), w / 2, h * 0.85, w - 30, 48, 'rgba(40,40,40,0.8)');
  }
}

/** A round phase token: the seat's colour with the phase initial. */
export function drawPhaseToken(
  ctx: CanvasRenderingContext2D,
  colour: string,
  letter: string,
  w: number,
  h: number,
): void {
  fillTile(ctx, w, h, colour);
  ctx.beginPath();
  ctx.arc(w / 2, h / 2, w * 0.4, 0, Math.PI * 2);
  ctx.strokeStyle = 'rgba(255,255,255,0.8)';
  ctx.lineWidth = w * 0.04;
  ctx.stroke();
  text(ctx, letter, w / 2, h / 2 + 3, w * 0.5, '#ffffff');
}
