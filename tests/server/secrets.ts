import type { GameEvent, GameState } from '../../src/core/index';

/** Every card or token the players have seen so far (revealed or drawn). */
export function seenIds(events: readonly GameEvent[]): Set<string> {
  const seen = new Set<string>();
  for (const e of events) {
    if (e.type === 'CardRevealed' || e.type === 'CardFiled') seen.add(e.card);
    if (e.type === 'TokenDrawn') seen.add(e.token);
    if (e.type === 'TreasureDrawn') seen.add(e.treasure);
  }
  return seen;
}

/**
 * What must never leave the server: the seed, the generator words, and every face-down card or
 * token nobody has seen yet (Event and Adventure decks, Deadly Seas tokens, Adventure tokens).
 */
export function secretsOf(
  state: GameState,
  events: readonly GameEvent[],
): { texts: string[]; words: number[] } {
  const seen = seenIds(events);
  const hidden = [
    ...state.drawPile,
    ...state.adventureDeck,
    ...state.deadlySeasInBag,
    ...state.shipStacks.flatMap((s) => (s.deadlySeas ? [s.deadlySeas] : [])),
    ...Object.values(state.oceans).flatMap((o) =>
      o.adventureToken && !o.adventureToken.faceUp ? [o.adventureToken.id] : [],
    ),
  ].filter((id) => !seen.has(id));
  return { texts: [state.setup.seed, ...new Set(hidden)], words: [...state.rng] };
}
