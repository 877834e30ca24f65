import type { Page } from 'playwright-core';

/** Where the log shows its newest lines, in CSS pixels. */
export interface LogBand {
  /** The log is scrolled to its newest line. */
  pinned: boolean;
  /** It holds more lines than it shows (else they start at its top, room to spare below). */
  overflows: boolean;
  /** Whole lines shown. */
  shown: number;
  /**
   * Empty room between the panel's top padding and the first line it shows: a line its edge
   * would cut is hidden (issue 27), and the panel must not keep an empty band in its place.
   */
  above: number;
  /** Empty room between the newest line and the panel's bottom padding. */
  below: number;
}

/** Measures the log panel's lines after a rendering step (the panels' observers have run). */
export function logBand(page: Page): Promise<LogBand> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const log = document.querySelector<HTMLElement>('[data-testid="log"]');
    if (!log)
      return { pinned: false, overflows: false, shown: 0, above: Infinity, below: Infinity };
    const style = getComputedStyle(log);
    const box = log.getBoundingClientRect();
    const top = box.top + log.clientTop + parseFloat(style.paddingTop);
    const bottom = box.top + log.clientTop + log.clientHeight - parseFloat(style.paddingBottom);
    const shown = [...log.querySelectorAll<HTMLElement>(':scope > div')]
      .filter((line) => getComputedStyle(line).visibility !== 'hidden')
      .map((line) => line.getBoundingClientRect())
      .filter((r) => r.height > 0);
    const first = shown[0];
    const last = shown.at(-1);
    return {
      pinned: log.scrollHeight - log.scrollTop - log.clientHeight < 2,
      overflows: log.scrollHeight > log.clientHeight + 1,
      shown: shown.length,
      above: first ? first.top - top : Infinity,
      below: last ? bottom - last.bottom : Infinity,
    };
  });
}

/** What keeps the log's newest lines from sitting flush in its panel; empty when they do. */
export async function logBandProblems(page: Page): Promise<string[]> {
  const band = await logBand(page);
  const problems: string[] = [];
  if (!band.pinned) problems.push('the log is not at its newest line');
  if (band.shown === 0) problems.push('the log shows no whole line');
  if (!band.overflows) return problems;
  // Rounding (the panel's height, the scroll position) leaves up to 2 px; the newest line keeps its
  // 2 px margin below.
  if (band.above > 2.5)
    problems.push(`an empty band of ${band.above.toFixed(1)} px above the lines`);
  if (band.below > 4.5)
    problems.push(`an empty band of ${band.below.toFixed(1)} px below the lines`);
  return problems;
}
