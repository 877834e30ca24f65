import { JA_FONT_URL } from '../../i18n/fonts';
import { LATIN_FONT_CSS, LATIN_FONT_FAMILY, SERIF } from '../../i18n/latinFont';

/**
 * Page-wide rules no inline style can express: the bundled serif for any text no panel styles, a
 * focus ring for keyboard users, and 44 px touch targets wherever the pointer is a finger (WCAG
 * 2.5.5), whatever panel draws the control; and in Japanese the bundled font (so no device lacks
 * the glyphs), after the bundled Latin serif.
 */
export const GLOBAL_CSS = `
${LATIN_FONT_CSS}
@font-face {
  font-family: 'Nemo Serif JP';
  src: url('${JA_FONT_URL}') format('woff');
  font-display: swap;
  unicode-range: U+2010-2027, U+2190-2193, U+25B2-25C0, U+3000-30FF, U+4E00-9FFF, U+FF00-FFEF;
}
body { font-family: ${SERIF}; }
html:lang(ja) body, html:lang(ja) body *:not(kbd) {
  font-family: '${LATIN_FONT_FAMILY}', 'Nemo Serif JP', 'Times New Roman', serif !important;
}
:focus-visible { outline: 3px solid #f5c710; outline-offset: 2px; }
@media (pointer: coarse) {
  button, select, a[data-menu-entry], input[type='checkbox'], input[type='radio'],
  [role='button'] { min-height: 44px; min-width: 44px; }
  input[type='checkbox'], input[type='radio'] { width: 22px; height: 22px; margin: 11px; }
}
`;

/** Adds the page-wide rules once. */
export function installGlobalStyles(doc: Document): void {
  if (doc.getElementById('nemo-global-css')) return;
  const style = doc.createElement('style');
  style.id = 'nemo-global-css';
  style.textContent = GLOBAL_CSS;
  doc.head.appendChild(style);
}
