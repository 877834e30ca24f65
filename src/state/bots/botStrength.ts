import { atom } from 'jotai';

/** How hard the page's bots think: `quick` is the one-step greedy bot, `strong` the search bot. */
export type BotStrength = 'quick' | 'strong';

export const BOT_STRENGTHS: readonly BotStrength[] = ['strong', 'quick'];

/** The `bot=quick|strong` URL parameter; anything else leaves the default. */
export function parseBotStrength(value: string | null | undefined): BotStrength | undefined {
  return BOT_STRENGTHS.find((s) => s === value);
}

function strengthFromUrl(): BotStrength {
  if (typeof window === 'undefined' || !window.location) return 'strong';
  return parseBotStrength(new URLSearchParams(window.location.search).get('bot')) ?? 'strong';
}

/** The strength of autoplay, the showcase and the versus bots (the setup screen sets it). */
export const botStrengthAtom = atom<BotStrength>(strengthFromUrl());
