import { useEffect, useState, type RefObject } from 'react';
import { visibleBand, watchScrollBox } from '../play/watchScrollBox';

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
    return watchScrollBox(el, () => {
      const { top, bottom } = visibleBand(el);
      let above = 0;
      let below = 0;
      for (const row of el.querySelectorAll<HTMLElement>(selector)) {
        const r = row.getBoundingClientRect();
        if (r.bottom > bottom) below++;
        else if (r.top < top) above++;
      }
      setOut((o) => (o.above === above && o.below === below ? o : { above, below }));
    });
    // `changes` are what re-lays the rows out (their text, a narrower panel).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, selector, ...changes]);
  return out;
}
