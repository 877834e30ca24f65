/** How hard the page's bots think: `quick` is the one-step greedy bot, `strong` the search bot. */
export type BotStrength = 'quick' | 'strong';
