import { LATIN_FONT_FAMILY } from '../../i18n/latinFont';

/** The bundled Latin face first; Japanese glyphs fall through to the bundled font (never a CDN). */
export const SERIF = `'${LATIN_FONT_FAMILY}', 'Liberation Serif', 'Nemo Serif JP', serif`;

/** Writes centred text, shrinking the font until it fits maxWidth. */
export function fitText(
  ctx: CanvasRenderingContext2D,
  content: string,
  x: number,
  y: number,
  maxWidth: number,
  size: number,
  style = 'bold',
): void {
  let px = size;
  do {
    ctx.font = `${style} ${px}px ${SERIF}`;
    if (ctx.measureText(content).width <= maxWidth) break;
    px -= 1;
  } while (px > 8);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(content, x, y);
}

/** Japanese (kana, kanji, full-width forms): written without spaces, broken between characters. */
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;
/** Closing marks that never begin a line. */
const NO_LINE_START = /^[、。，．）」』！？：・ー]/;

/**
 * Splits text into at most `maxLines` lines that fit maxWidth at the current font: at spaces, or
 * between characters where the text is Japanese.
 */
export function wrapText(
  ctx: CanvasRenderingContext2D,
  content: string,
  maxWidth: number,
  maxLines: number,
): string[] {
  const cjk = CJK.test(content);
  const sep = cjk ? '' : ' ';
  const lines: string[] = [];
  let current = '';
  for (const word of cjk ? Array.from(content) : content.split(' ')) {
    const candidate = current ? `${current}${sep}${word}` : word;
    const tooWide = ctx.measureText(candidate).width > maxWidth;
    if (tooWide && current && !NO_LINE_START.test(word)) {
      lines.push(current);
      current = word;
    } else if (tooWide && cjk && current.length > 1) {
      // A closing mark takes the character before it (and any marks before that) along.
      let cut = current.length - 1;
      while (cut > 1 && NO_LINE_START.test(current.slice(cut))) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut) + word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines.slice(0, maxLines);
}

export function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}
