import { atom } from 'jotai';
import { pageUrl } from '../pageUrl';

/** How hard the page's bots think: `quick` is the one-step greedy bot, `strong` the search bot. */
export type BotStrength = 'quick' | 'strong';

/** The strength of autoplay, the showcase and the versus bots: `bot=`, else strong (the setup screen sets it). */
export const botStrengthAtom = atom<BotStrength>(pageUrl().app.bot ?? 'strong');
