import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a crew show's `window.__nemo` offers (DESIGN.md §5). */
export interface CrewShowApi {
  crew(): {
    room: string | null;
    open: boolean;
    options: { n: number; label: string }[];
    tally: Record<string, number>;
    last: { n: number; by: 'crew' | 'bot' | 'captain' } | null;
  };
  getLegalActions(): unknown[];
  showcaseActions(): unknown[];
}

declare const window: { __nemo: CrewShowApi };

/** The show's crew state, read in the page. */
export const crewOf = (page: Page) => page.evaluate(() => window.__nemo.crew());

/** Waits until the show has a count open (and its room made); returns its options and the game's actions so far. */
export async function openVote(page: Page) {
  await expect
    .poll(() => page.evaluate(() => window.__nemo?.crew?.().open === true), { timeout: 90_000 })
    .toBe(true);
  return page.evaluate(() => ({
    options: window.__nemo.crew().options,
    legal: window.__nemo.getLegalActions(),
    played: window.__nemo.showcaseActions().length,
  }));
}

/** The action the show played at position `at` of its record. */
export const playedAt = (page: Page, at: number) =>
  page.evaluate((i) => window.__nemo.showcaseActions()[i] ?? null, at);
