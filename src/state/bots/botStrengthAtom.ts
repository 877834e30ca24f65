import { atom } from 'jotai';
import { pageUrl } from '../app/pageUrl';
import type { BotStrength } from './botStrength';

/** The strength of autoplay, the showcase and the versus bots: `bot=`, else strong (the setup screen sets it). */
export const botStrengthAtom = atom<BotStrength>(pageUrl().app.bot ?? 'strong');
