/** The part of a scrolling box that shows its content, in page pixels (a pixel of slack each side). */
export function visibleBand(el: HTMLElement): { top: number; bottom: number } {
  const view = el.getBoundingClientRect();
  return {
    top: view.top + el.clientTop - 1,
    bottom: view.top + el.clientTop + el.clientHeight + 1,
  };
}

/**
 * Runs `check` now, after the next frame (once the box's own scroll-to-newest has run), and
 * whenever the box scrolls, resizes, or has lines added, taken away or re-laid out. Returns the
 * function that stops watching.
 */
export function watchScrollBox(el: HTMLElement, check: () => void): () => void {
  check();
  const frame = requestAnimationFrame(check);
  el.addEventListener('scroll', check, { passive: true });
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
  resized?.observe(el);
  const changed = new MutationObserver(check);
  changed.observe(el, { childList: true, subtree: true, characterData: true });
  return () => {
    cancelAnimationFrame(frame);
    el.removeEventListener('scroll', check);
    resized?.disconnect();
    changed.disconnect();
  };
}
