import type { RevealedCardView } from '../../state/table/boardView';
import { cardFlavour } from '../../state/nemo/words/cardFlavour';
import { i18n } from '../../i18n/i18n';
import { fillTile, strokeFrame, twoStops } from './canvasFrame';
import { SERIF, fitText, roundRect, wrapText } from './canvasText';

function parchment(ctx: CanvasRenderingContext2D, w: number, h: number, frame: string): void {
  fillTile(ctx, w, h, twoStops(ctx.createLinearGradient(0, 0, w, h), '#f5ead0', '#e2cf9f'));
  strokeFrame(ctx, w, h, { inset: 10, radius: 14, colour: frame, lineWidth: 6 });
}

/**
 * Writes `text` in bold `px` type, wrapped to `width` (at most `maxLines` lines) and centred on
 * (x, y), lines `step` apart; a line too long for `fitWidth` (else `width`) is shrunk to fit.
 */
function centredLines(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  look: { px: number; width: number; maxLines: number; step: number; fitWidth?: number },
): void {
  ctx.font = `bold ${look.px}px ${SERIF}`;
  const lines = wrapText(ctx, text, look.width, look.maxLines);
  lines.forEach((line, i) =>
    fitText(
      ctx,
      line,
      x,
      y + (i - (lines.length - 1) / 2) * look.step,
      look.fitWidth ?? look.width,
      look.px,
    ),
  );
}

/** A coloured badge at the foot of a card, `text` on it. */
function footBadge(
  ctx: CanvasRenderingContext2D,
  colour: string,
  text: string,
  w: number,
  h: number,
): void {
  ctx.fillStyle = colour;
  roundRect(ctx, w / 2 - 70, h - 56, 140, 32, 9);
  ctx.fill();
  ctx.fillStyle = '#f8f0da';
  fitText(ctx, text, w / 2, h - 40, 130, 20);
}

export function drawCardBack(
  ctx: CanvasRenderingContext2D,
  label: string,
  count: number | null,
  w: number,
  h: number,
): void {
  const glow = ctx.createRadialGradient(w / 2, h / 2, 20, w / 2, h / 2, h * 0.7);
  fillTile(ctx, w, h, twoStops(glow, '#1f4868', '#0c1c2b'));
  strokeFrame(ctx, w, h, { inset: 12, radius: 16, colour: '#c9a45c', lineWidth: 6 });
  strokeFrame(ctx, w, h, { inset: 22, radius: 12, colour: '#c9a45c', lineWidth: 2 });
  ctx.beginPath();
  ctx.arc(w / 2, h * 0.45, w * 0.26, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = '#e8c877';
  fitText(ctx, 'N', w / 2, h * 0.45, w, 110);
  fitText(ctx, label, w / 2, h * 0.14, w - 50, 28);
  if (count !== null)
    fitText(ctx, i18n.t('table.cards', { count }), w / 2, h * 0.82, w - 50, 30, 'italic');
}

/**
 * A card's parchment (`edge` its border) with a title band across its top `share` of the height,
 * leaving the fill in the band's `ink` for the title.
 */
function titleBand(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  look: { edge: string; band: string; share: number; ink: string },
): void {
  parchment(ctx, w, h, look.edge);
  ctx.fillStyle = look.band;
  ctx.fillRect(20, 20, w - 40, h * look.share);
  ctx.fillStyle = look.ink;
}

export function drawRevealedCard(
  ctx: CanvasRenderingContext2D,
  card: RevealedCardView,
  w: number,
  h: number,
): void {
  titleBand(ctx, w, h, { edge: '#6b4a1f', band: '#10283d', share: 0.2, ink: '#e8c877' });
  centredLines(ctx, card.title, w / 2, 20 + h * 0.1, {
    px: 30,
    width: w - 60,
    maxLines: 2,
    step: 32,
  });
  ctx.fillStyle = '#3b2412';
  fitText(ctx, i18n.t(`table.type.${card.type}`), w / 2, h * 0.3, w - 60, 30, 'bold');
  if (card.test !== null) {
    ctx.beginPath();
    ctx.arc(w / 2, h * 0.47, 46, 0, Math.PI * 2);
    ctx.fillStyle = '#8b1a1a';
    ctx.fill();
    ctx.fillStyle = '#f8f0da';
    fitText(ctx, `${card.test}+`, w / 2, h * 0.47, 84, 44);
    ctx.fillStyle = '#3b2412';
    fitText(ctx, i18n.t('table.test'), w / 2, h * 0.62, w - 60, 22, 'italic');
  }
  const flavour = cardFlavour(card.cardId);
  if (flavour) {
    // Our own flavour line, in italics under the test (or in its place).
    ctx.fillStyle = '#4a3018';
    ctx.font = `italic 18px ${SERIF}`;
    const top = card.test !== null ? h * 0.7 : h * 0.45;
    wrapText(ctx, flavour, w - 50, card.test !== null ? 2 : 4).forEach((line, i) =>
      fitText(ctx, line, w / 2, top + i * 21, w - 50, 18, 'italic'),
    );
  }
  if (card.fromPack) footBadge(ctx, '#2f6b3a', i18n.t('packs.tableMark'), w, h);
  else if (card.provenance === 'designed')
    footBadge(ctx, '#6a3f8f', i18n.t('table.designed'), w, h);
}

export function drawPileTop(
  ctx: CanvasRenderingContext2D,
  pile: 'pass' | 'fail',
  title: string | null,
  count: number,
  w: number,
  h: number,
): void {
  const colour = pile === 'pass' ? '#2f6b3a' : '#8b1a1a';
  parchment(ctx, w, h, colour);
  ctx.fillStyle = colour;
  fitText(ctx, i18n.t(`table.${pile}`), w / 2, h * 0.14, w - 60, 44);
  ctx.fillStyle = '#3b2412';
  centredLines(ctx, title ?? '—', w / 2, h * 0.45, {
    px: 28,
    width: w - 60,
    maxLines: 3,
    step: 32,
  });
  fitText(ctx, i18n.t('table.cards', { count }), w / 2, h * 0.84, w - 60, 26, 'italic');
}

export function drawUpgradeCard(
  ctx: CanvasRenderingContext2D,
  name: string,
  equipped: boolean,
  w: number,
  h: number,
): void {
  titleBand(ctx, w, h, { edge: '#8a6a2a', band: '#8a6a2a', share: 0.16, ink: '#f8f0da' });
  fitText(
    ctx,
    i18n.t(equipped ? 'table.equipped' : 'table.upgrade'),
    w / 2,
    20 + h * 0.08,
    w - 60,
    30,
  );
  ctx.fillStyle = '#2a1c0e';
  centredLines(ctx, name, w / 2, h * 0.45, { px: 34, width: w - 60, maxLines: 3, step: 38 });
  ctx.strokeStyle = '#8a6a2a';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(w / 2, h * 0.74, 34, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = '#8a6a2a';
  fitText(ctx, '⚙', w / 2, h * 0.74, 60, 44, 'normal');
}

export function drawCharacterTile(
  ctx: CanvasRenderingContext2D,
  name: string,
  sacrificed: boolean,
  w: number,
  h: number,
): void {
  parchment(ctx, w, h, '#10283d');
  ctx.beginPath();
  ctx.arc(w / 2, h * 0.4, w * 0.24, 0, Math.PI * 2);
  ctx.fillStyle = '#10283d';
  ctx.fill();
  ctx.fillStyle = '#e8c877';
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('');
  fitText(ctx, initials, w / 2, h * 0.4, w * 0.4, 56);
  ctx.fillStyle = '#2a1c0e';
  fitText(ctx, name, w / 2, h * 0.8, w - 40, 30);
  if (sacrificed) {
    fillTile(ctx, w, h, 'rgba(30, 20, 10, 0.62)');
    ctx.fillStyle = '#f0d0a0';
    fitText(ctx, i18n.t('table.sacrificed'), w / 2, h / 2, w - 30, 34);
  }
}

export function drawTreasureToken(
  ctx: CanvasRenderingContext2D,
  name: string,
  w: number,
  h: number,
): void {
  fillTile(ctx, w, h, '#3a2212');
  const g = ctx.createRadialGradient(w * 0.4, h * 0.4, 10, w / 2, h / 2, w / 2);
  g.addColorStop(0, '#f6dc8a');
  g.addColorStop(1, '#b0852e');
  ctx.beginPath();
  ctx.arc(w / 2, h / 2, w / 2 - 4, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = '#6b4a1f';
  ctx.lineWidth = 5;
  ctx.stroke();
  ctx.fillStyle = '#3b2412';
  centredLines(ctx, name, w / 2, h / 2, {
    px: 30,
    width: w * 0.7,
    maxLines: 3,
    step: 32,
    fitWidth: w * 0.72,
  });
}
