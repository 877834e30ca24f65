import boldItalicUrl from '@fontsource/tinos/files/tinos-latin-700-italic.woff2?url';
import boldUrl from '@fontsource/tinos/files/tinos-latin-700-normal.woff2?url';
import italicUrl from '@fontsource/tinos/files/tinos-latin-400-italic.woff2?url';
import regularUrl from '@fontsource/tinos/files/tinos-latin-400-normal.woff2?url';

/**
 * The bundled Latin serif (Tinos, OFL; the metrics of Times New Roman and Liberation Serif), so
 * every machine lays out the panels alike: with only the system's serif, a machine whose serif is
 * wider (DejaVu Serif) pushed the front door's last entry below a 720 px window.
 */
export const LATIN_FONT_FAMILY = 'Nemo Serif';

/** The serif stack for panels and canvas text: the bundled face, then look-alikes while it loads. */
export const SERIF = `'${LATIN_FONT_FAMILY}', 'Liberation Serif', 'Times New Roman', serif`;

const FACES = [
  { url: regularUrl, weight: 400, style: 'normal' },
  { url: boldUrl, weight: 700, style: 'normal' },
  { url: italicUrl, weight: 400, style: 'italic' },
  { url: boldItalicUrl, weight: 700, style: 'italic' },
] as const;

/** `@font-face` rules for the bundled Latin serif. */
export const LATIN_FONT_CSS = FACES.map(
  (f) => `@font-face {
  font-family: '${LATIN_FONT_FAMILY}';
  src: url('${f.url}') format('woff2');
  font-weight: ${f.weight};
  font-style: ${f.style};
  font-display: swap;
}`,
).join('\n');

/**
 * Loads the upright faces before the first frame, so panels are measured and the table's canvas
 * textures are painted in the bundled font, not in whatever the machine has. Gives up after
 * `timeoutMs` (the look-alikes stand in) rather than hold the page.
 */
export async function loadLatinFont(doc: Document, timeoutMs = 3000): Promise<void> {
  const loads = Promise.all([
    doc.fonts.load(`16px '${LATIN_FONT_FAMILY}'`),
    doc.fonts.load(`bold 16px '${LATIN_FONT_FAMILY}'`),
  ]).then(() => undefined);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  await Promise.race([loads.catch(() => undefined), timeout]);
}
