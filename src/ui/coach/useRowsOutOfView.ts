import { useEffect, useState, type RefObject } from 'react';

/** How many of a scrolling list's rows lie (partly) above and below its visible area. */
export interface RowsOutOfView {
  above: number;
  below: number;
}

/**
 * Counts the rows (`selector`, inside `box`) a scroll would bring into view, as the list scrolls,
 * resizes or changes: what a "more below" affordance says.
 */
export function useRowsOutOfView(
  box: RefObject<HTMLElement | null>,
  selector: string,
  changes: readonly unknown[],
): RowsOutOfView {
  const [out, setOut] = useState<RowsOutOfView>({ above: 0, below: 0 });
  useEffect(() => {
    const el = box.current;
    if (!el) {
      setOut({ above: 0, below: 0 });
      return;
    }
    const count = () => {
      const view = el.getBoundingClientRect();
      const top = view.top + el.clientTop - 1;
      const bottom = view.top + el.clientTop + el.clientHeight + 1;
      let above = 0;
      let below = 0;
      for (const row of el.querySelectorAll<HTMLElement>(selector)) {
        const r = row.getBoundingClientRect();
        if (r.bottom > bottom) below++;
        else if (r.top < top) above++;
      }
      setOut((o) => (o.above === above && o.below === below ? o : { above, below }));
    };
    count();
    const frame = requestAnimationFrame(count);
    el.addEventListener('scroll', count, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(count);
    resized?.observe(el);
    const changed = new MutationObserver(count);
    changed.observe(el, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', count);
      resized?.disconnect();
      changed.disconnect();
    };
    // `changes` are what re-lays the rows out (their text, a narrower panel).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, selector, ...changes]);
  return out;
}
