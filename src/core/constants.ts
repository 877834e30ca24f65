/**
 * Gemstones in the game. The count is not published; designed to cover the six Major Oceans,
 * the Adventure Deck and Lull Turn placements with some slack (DESIGN.md §8).
 */
export const GEMSTONES_TOTAL = 20;
