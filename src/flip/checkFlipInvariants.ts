import { SECTION_IDS } from './data/board';
import { DECK_SIZE } from './cards';
import type { FlipState, Item } from './types';

const ITEMS: readonly Item[] = ['knowledge', 'salvage', 'crew', 'treasure', 'damage'];

/** Broken invariants of a state, as short messages (empty when all hold). */
export function checkFlipInvariants(state: FlipState): string[] {
  const problems: string[] = [];
  const cards = [...state.deck, ...state.discard, ...state.boxed, ...state.lineup];
  const expected = state.players.length === 1 ? DECK_SIZE : DECK_SIZE - 2;
  if (cards.length !== expected || new Set(cards).size !== expected) {
    problems.push(
      `poker cards: ${cards.length} held, ${new Set(cards).size} distinct, ${expected} expected`,
    );
  }
  if (state.phase !== 'over' && state.phase !== 'character' && state.lineup.length !== 3) {
    problems.push('lineup must hold three cards during a turn');
  }
  for (let i = 0; i < state.players.length; i++) {
    const p = state.players[i]!;
    const inv = p.inventory;
    for (const item of ITEMS) {
      const n = inv[item];
      if (n < 0 || !Number.isInteger(n)) problems.push(`player ${i}: ${item} is ${n}`);
    }
    if (p.stars < 1) problems.push(`player ${i}: notoriety below the starting star`);
    if (p.location >= 0 && !p.charted[p.location])
      problems.push(`player ${i}: location not charted`);
    let charted = 0;
    for (const c of p.charted) if (c) charted += 1;
    if (p.character && charted > p.leagues + 1) {
      problems.push(`player ${i}: more charted spaces than leagues`);
    }
    for (const id of SECTION_IDS) {
      for (const m of p.sections[id]) {
        if (m < 0 || m > 13) problems.push(`player ${i}: bad ${id} mark`);
      }
    }
  }
  const f = state.farragut;
  if (f) {
    const held = [...f.deck, ...f.discard, ...f.lineup.map((e) => e.card)];
    if (held.length !== 12 || new Set(held).size !== 12) problems.push('Farragut deck: cards lost');
    if (f.score % 5 !== 0) problems.push('Farragut score is not a multiple of 5');
  }
  return problems;
}
