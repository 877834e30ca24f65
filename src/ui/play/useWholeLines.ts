import { useEffect, type RefObject } from 'react';

/**
 * Keeps a scrolling panel free of half lines: every line (`selector`, inside `box`) that the
 * panel's edges would cut is hidden until a scroll or a resize brings it whole into view. Where
 * the dock gives a panel only a line or two (issue 27), it shows those lines whole or not at all.
 * Lines that take the focus are made see-through (`fade`) rather than hidden: a hidden button
 * could not be tabbed to, and focusing it scrolls it whole into view.
 */
export function useWholeLines(
  box: RefObject<HTMLElement | null>,
  selector: string,
  changes: readonly unknown[],
  fade = false,
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
        const cut = r.top < top || r.bottom > bottom;
        if (fade) line.style.opacity = cut ? '0' : '';
        else line.style.visibility = cut ? 'hidden' : '';
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
      for (const line of el.querySelectorAll<HTMLElement>(selector)) {
        if (fade) line.style.opacity = '';
        else line.style.visibility = '';
      }
      el.removeEventListener('scroll', hideCut);
      resized?.disconnect();
      changed.disconnect();
    };
    // `changes` are what re-lays the lines out (their text, a narrower panel).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, selector, fade, ...changes]);
}
