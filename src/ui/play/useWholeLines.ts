import { useEffect, type RefObject } from 'react';
import { visibleBand, watchScrollBox } from './watchScrollBox';

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
    const stop = watchScrollBox(el, () => {
      const { top, bottom } = visibleBand(el);
      for (const line of el.querySelectorAll<HTMLElement>(selector)) {
        const r = line.getBoundingClientRect();
        const cut = r.top < top || r.bottom > bottom;
        if (fade) line.style.opacity = cut ? '0' : '';
        else line.style.visibility = cut ? 'hidden' : '';
      }
    });
    return () => {
      stop();
      for (const line of el.querySelectorAll<HTMLElement>(selector)) {
        if (fade) line.style.opacity = '';
        else line.style.visibility = '';
      }
    };
    // `changes` are what re-lays the lines out (their text, a narrower panel).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, selector, fade, ...changes]);
}
