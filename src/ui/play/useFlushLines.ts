import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sizes a panel that follows its newest line (`box`, lines `selector`) to the newest lines
 * that fit its `slot` whole, so the line its top edge would cut, which useWholeLines hides,
 * leaves no empty band above them: the panel ends at the slot's foot, and the few pixels left
 * over lie above it, outside. Where every line fits, or not even the newest one, it takes the
 * whole slot.
 */
export function useFlushLines(
  slot: RefObject<HTMLElement | null>,
  box: RefObject<HTMLElement | null>,
  selector: string,
  changes: readonly unknown[],
): void {
  useLayoutEffect(() => {
    const outer = slot.current;
    const el = box.current;
    if (!outer || !el) return;
    const fit = () => {
      const style = getComputedStyle(el);
      const px = (v: string) => parseFloat(v) || 0;
      const frame =
        px(style.paddingTop) +
        px(style.paddingBottom) +
        px(style.borderTopWidth) +
        px(style.borderBottomWidth);
      const room = outer.clientHeight - frame;
      const lines = [...el.querySelectorAll<HTMLElement>(selector)];
      const last = lines.at(-1);
      let height: number | null = null;
      let cut = false;
      if (last) {
        const end = last.getBoundingClientRect().bottom + px(getComputedStyle(last).marginBottom);
        for (let i = lines.length - 1; i >= 0; i--) {
          const span = end - (lines[i]?.getBoundingClientRect().top ?? end);
          if (span > room + 0.5) {
            cut = true;
            break;
          }
          height = span;
        }
      }
      const want = height === null || !cut ? '100%' : `${Math.ceil(height + frame)}px`;
      if (el.style.height !== want) el.style.height = want;
    };
    fit();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    resized?.observe(outer);
    const changed = new MutationObserver(fit);
    changed.observe(el, { childList: true, subtree: true, characterData: true });
    return () => {
      resized?.disconnect();
      changed.disconnect();
    };
    // `changes` are what re-lays the lines out (their text, a narrower panel).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slot, box, selector, ...changes]);
}
