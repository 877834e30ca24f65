/**
 * Gemstones in the game. The count is not published; designed to cover the six Major Oceans,
 * the Adventure Deck and Lull Turn placements with some slack (ARCHITECTURE.md §2).
 */
export const GEMSTONES_TOTAL = 20;
