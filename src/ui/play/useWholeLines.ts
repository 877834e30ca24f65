import { useEffect, type RefObject } from 'react';

/**
 * Keeps a scrolling panel free of half lines: every line (`selector`, inside `box`) that the
 * panel's edges would cut is hidden until a scroll or a resize brings it whole into view. Where
 * the dock gives a panel only a line or two (issue 27), it shows those lines whole or not at all.
 */
export function useWholeLines(
  box: RefObject<HTMLElement | null>,
  selector: string,
  changes: readonly unknown[],
): void {
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const hideCut = () => {
      const view = el.getBoundingClientRect();
      const top = view.top + el.clientTop - 1;
      const bottom = view.top + el.clientTop + el.clientHeight + 1;
      for (const line of el.querySelectorAll<HTMLElement>(selector)) {
        const r = line.getBoundingClientRect();
        line.style.visibility = r.top < top || r.bottom > bottom ? 'hidden' : '';
      }
    };
    hideCut();
    // After the panel's own scroll-to-newest has run.
    const frame = requestAnimationFrame(hideCut);
    el.addEventListener('scroll', hideCut, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(hideCut);
    resized?.observe(el);
    // Lines added, taken away or re-laid out (a clamp) without the panel changing size.
    const changed = new MutationObserver(hideCut);
    changed.observe(el, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', hideCut);
      resized?.disconnect();
      changed.disconnect();
    };
    // `changes` are what re-lays the lines out (their text, a narrower panel).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, selector, ...changes]);
}
