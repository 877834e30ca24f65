import type { Page } from 'playwright-core';

interface Option {
  type: string;
  action?: string;
  as?: string;
}
declare const window: Window & {
  __nemo: {
    getLegalActions(): Option[];
    dispatch(action: unknown): boolean;
    getDecision(): { kind: string } | null;
  };
};

/**
 * Plays the simplest line of a solo game one decision: decline the starting upgrade, attack
 * whenever offered, sink as Tonnage, else the first option. Returns the decision it leaves, or
 * `refused` when the page took no action (nothing to pick, or not now).
 */
export function playSimplestLine(page: Page): Promise<string> {
  return page.evaluate(() => {
    const api = window.__nemo;
    const options = api.getLegalActions();
    const pick =
      options.find((o) => o.type === 'declineStartingUpgrade') ??
      options.find((o) => o.type === 'act' && o.action === 'attack') ??
      options.find((o) => o.type === 'sinkAs' && o.as === 'tonnage') ??
      options[0];
    if (!pick || !api.dispatch(pick)) return 'refused';
    return api.getDecision()?.kind ?? 'none';
  });
}
