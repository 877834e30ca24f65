/**
 * Gemstones in the game. The count is not published; designed to cover the six Major Oceans,
 * the Adventure Deck and Lull Turn placements with some slack (DESIGN.md §8).
 */
export const GEMSTONES_TOTAL = 20;

/** Upgrade display slots at setup (reference §4, S15: four Upgrade cards revealed). */
export const ACT3_EXTRA_UPGRADE = 1;
