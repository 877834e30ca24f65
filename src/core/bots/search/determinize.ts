import type { GameState } from '../../types';
import { CARDS, isCardId, type CardId } from '../../data/cards';
import { MOTIVES } from '../../data/motives';
import { ADVENTURE_TOKENS } from '../../data/treasures';
import { shuffleInPlace, type RngState } from '../../rng';
import { drawWords, rngFromWords } from '../../../kernel/prng';
import { cloneState } from '../../cloneState';

const KIND_OF = new Map(CARDS.map((c) => [c.id, c.kind]));
const IDS_OF_KIND = new Map<string, CardId[]>();
for (const c of CARDS) IDS_OF_KIND.set(c.kind, [...(IDS_OF_KIND.get(c.kind) ?? []), c.id]);

const sorted = <T extends string | number>(xs: T[]): T[] =>
  xs.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** A fresh generator drawn from the bot's own stream (never from the game's). */
export function childRng(rng: RngState): RngState {
  return rngFromWords(...drawWords(rng));
}

/**
 * Lengths of the Draw Pile's layers as a player knows them (seed 001 Setup): Prologue, Act I,
 * Interlude I, Act II, Interlude II, Act III, then the Finale mixed into the last five cards.
 * The pile only shrinks from its top, so the cards left are a suffix of this layout.
 */
function drawPileLayers(state: GameState): number[] {
  const motive = MOTIVES[state.setup.motive];
  const nadeen = state.setup.nadeenDakkar ? 1 : 0;
  return [1, 6, 1, motive.act2Events + nadeen, 1, 1 + motive.act3Events + nadeen, 5];
}

/** Cards a player has seen: every pile, the tableau, the Act row and the card being resolved. */
function seenCards(state: GameState): Set<string> {
  const seen = new Set<string>([
    ...state.passPile,
    ...state.failPile,
    ...state.keepCards,
    ...state.actCards,
  ]);
  if (state.revealed) seen.add(state.revealed);
  for (const f of state.stack) if ('card' in f && typeof f.card === 'string') seen.add(f.card);
  return seen;
}

/**
 * Resamples the Draw Pile and the Adventure deck: within each layer the kinds of card a player
 * knows stay (events, Rising Action, Finale, Nadeen cards) and only their order and identities
 * are drawn again. Unseen events are exchangeable between the two decks.
 */
function resampleCards(state: GameState, rng: RngState): void {
  const layers = drawPileLayers(state);
  const total = layers.reduce((s, n) => s + n, 0);
  const pile = state.drawPile;
  const gone = Math.max(0, total - pile.length);
  const seen = seenCards(state);
  const eventPool = sorted(
    [...pile, ...state.adventureDeck].filter((id) => KIND_OF.get(id) === 'event'),
  );
  shuffleInPlace(rng, eventPool);
  const pools = new Map<string, CardId[]>([['event', eventPool]]);
  const poolOf = (kind: string): CardId[] => {
    let pool = pools.get(kind);
    if (!pool) {
      pool = shuffleInPlace(
        rng,
        (IDS_OF_KIND.get(kind) ?? []).filter((id) => !seen.has(id)),
      );
      pools.set(kind, pool);
    }
    return pool;
  };
  const out: string[] = [];
  let start = 0;
  for (const length of layers) {
    const from = Math.max(start, gone);
    const end = start + length;
    if (end > from) {
      // A one-card kind (Prologue, Interludes, Rising Action) is itself; others are placeholders.
      const items = sorted(
        pile.slice(from - gone, end - gone).map((id) => {
          const kind = KIND_OF.get(id);
          return kind && (IDS_OF_KIND.get(kind)?.length ?? 0) > 1 ? `#${kind}` : id;
        }),
      );
      shuffleInPlace(rng, items);
      for (const item of items)
        out.push(item.startsWith('#') ? (poolOf(item.slice(1)).pop() ?? '') : item);
    }
    start = end;
  }
  if (out.length === pile.length && out.every(isCardId)) state.drawPile = out;
  // The pool holds every unseen event, the Adventure deck's among them: it never runs dry here.
  state.adventureDeck = state.adventureDeck.map((id) => eventPool.pop() ?? id);
}

/** Facedown Adventure Motive tokens get identities drawn from the tokens not yet seen. */
function resampleAdventureTokens(state: GameState, rng: RngState): void {
  const faceDown = Object.values(state.oceans).filter(
    (o) => o.adventureToken && !o.adventureToken.faceUp,
  );
  if (faceDown.length === 0) return;
  const known = new Set(state.adventureTokensClaimed ?? []);
  for (const o of Object.values(state.oceans))
    if (o.adventureToken?.faceUp) known.add(o.adventureToken.id);
  const pool = shuffleInPlace(
    rng,
    ADVENTURE_TOKENS.map((t) => t.id).filter((id) => !known.has(id)),
  );
  for (const o of faceDown)
    if (o.adventureToken) o.adventureToken.id = pool.pop() ?? o.adventureToken.id;
}

/**
 * One determinization of what `state`'s players cannot see, drawn from the bot's `rng`: the
 * Draw Pile and Adventure deck (see above), the Ship bag (Hidden Ships take their identity from
 * it only when revealed), the Treasure bag, the Upgrade deck, facedown Adventure tokens and the
 * rules' generator itself (all future dice). Every hidden collection is put in a canonical order
 * before it is shuffled, so two states that look the same to a player give the same sample.
 */
export function determinize(state: GameState, rng: RngState): GameState {
  const copy = cloneState(state);
  resampleCards(copy, rng);
  copy.shipBag = shuffleInPlace(rng, sorted(copy.shipBag));
  copy.deadlySeasInBag = shuffleInPlace(rng, sorted(copy.deadlySeasInBag));
  copy.treasureBag = shuffleInPlace(rng, sorted(copy.treasureBag));
  copy.upgradeDeck = shuffleInPlace(rng, sorted(copy.upgradeDeck));
  for (const stack of copy.shipStacks) stack.ids = sorted(stack.ids);
  resampleAdventureTokens(copy, rng);
  delete copy.forcedRolls;
  copy.rng = childRng(rng);
  return copy;
}
