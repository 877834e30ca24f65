/**
 * Page-wide rules no inline style can express: a focus ring for keyboard users, and 44 px touch
 * targets wherever the pointer is a finger (WCAG 2.5.5), whatever panel draws the control.
 */
export const GLOBAL_CSS = `
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
