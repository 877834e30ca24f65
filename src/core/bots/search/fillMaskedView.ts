import type { GameState } from '../../types';
import { CARDS, type CardId } from '../../data/cards';
import type { CardKind, UpgradeId } from '../../data/types';
import { MOTIVES } from '../../data/motives';
import { UPGRADES } from '../../data/upgrades';
import {
  ADVENTURE_TOKENS,
  ALLIES,
  DEADLY_SEAS_TOKENS,
  TREASURES,
  WONDERS,
  type AdventureTokenId,
  type DeadlySeasId,
  type TreasureId,
} from '../../data/treasures';
import { cloneState } from '../../cloneState';

const sorted = <T extends string>(xs: Iterable<T>): T[] =>
  [...xs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const IDS_OF_KIND = new Map<CardKind, CardId[]>();
for (const c of CARDS) IDS_OF_KIND.set(c.kind, [...(IDS_OF_KIND.get(c.kind) ?? []), c.id]);

/** Every string a viewer can read in the state, the face-down collections left out. */
function visibleStrings(view: GameState): Set<string> {
  const seen = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') seen.add(value);
    else if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  const {
    drawPile: _d,
    adventureDeck: _a,
    upgradeDeck: _u,
    treasureBag: _t,
    deadlySeasInBag: _s,
    ...open
  } = view;
  walk(open);
  return seen;
}

/**
 * The kinds of card in each layer of the Draw Pile, top first (seed 001 Setup, as `createGame`
 * builds it): the order within a layer is secret, its kinds are not.
 */
function layerKinds(view: GameState): CardKind[][] {
  const motive = MOTIVES[view.setup.motive];
  const nadeen = view.setup.nadeenDakkar;
  const events = (n: number): CardKind[] => Array.from({ length: n }, () => 'event');
  return [
    ['prologue'],
    events(6),
    ['intermission1'],
    [...events(motive.act2Events), ...(nadeen ? (['nadeenA'] as const) : [])],
    ['intermission2'],
    ['risingAction', ...events(motive.act3Events), ...(nadeen ? (['nadeenB'] as const) : [])],
    ['finale', ...events(4)],
  ];
}

/** Takes `n` entries from `pool` (front first), padding with `fallback` if it runs dry. */
function takeFrom<T>(pool: T[], n: number, fallback: T): T[] {
  return Array.from({ length: n }, () => pool.shift() ?? fallback);
}

/**
 * A whole game state from a seat's view (`view`: a GameState whose face-down entries read
 * `mask`): every unknown is filled from what the viewer has not seen, in a canonical order, so
 * the result depends on the view alone, never on what lies face down. The Draw Pile keeps the
 * kinds of card each of its layers still holds; the bags and decks hold the tokens and cards
 * not seen elsewhere. The search then draws its own worlds from this state (`determinize`).
 */
export function fillMaskedView(view: GameState, mask: string): GameState {
  const state = cloneState(view);
  const seen = visibleStrings(view);
  const unseen = <T extends string>(ids: readonly T[]): T[] =>
    sorted(ids.filter((id) => !seen.has(id)));

  // Cards: the pile's layers from the bottom up, each holding its kinds not yet seen.
  const events = unseen(IDS_OF_KIND.get('event') ?? []);
  const firstUnseen = (kind: CardKind): CardId | undefined =>
    unseen(IDS_OF_KIND.get(kind) ?? [])[0];
  const layers = layerKinds(view);
  // The pile only shrinks from its top: the cards left fill the lowest layers.
  const sizes = layers.map(() => 0);
  let left = state.drawPile.length;
  for (let i = layers.length - 1; i >= 0 && left > 0; i--) {
    sizes[i] = Math.min(left, layers[i]?.length ?? 0);
    left -= sizes[i] ?? 0;
  }
  const pile: CardId[] = [];
  layers.forEach((kinds, i) => {
    const n = sizes[i] ?? 0;
    if (n === 0) return;
    // Special cards still unseen lie in their layer; events fill the rest of it.
    const special = kinds
      .filter((k) => k !== 'event')
      .map(firstUnseen)
      .filter((id): id is CardId => id !== undefined)
      .slice(0, n);
    pile.push(...special, ...takeFrom(events, n - special.length, 'E01' as CardId));
  });
  if (state.drawPile.some((id) => id === mask)) state.drawPile = pile;
  if (state.adventureDeck.some((id) => id === mask))
    state.adventureDeck = takeFrom(events, state.adventureDeck.length, 'E01' as CardId);

  // Upgrades, Treasures, Deadly Seas tokens: those not seen anywhere, in a canonical order.
  if (state.upgradeDeck.some((id) => id === mask)) {
    const upgrades = unseen(
      UPGRADES.filter((u) => u.expansion === 'base' || view.setup.options.journeysEndUpgrades).map(
        (u) => u.id,
      ),
    );
    state.upgradeDeck = takeFrom(upgrades, state.upgradeDeck.length, mask as UpgradeId);
  }
  if (state.treasureBag.some((id) => id === mask)) {
    const allies = view.setup.motive === 'worldOrder' ? ALLIES : [];
    const treasures = unseen([...new Set([...TREASURES, ...WONDERS, ...allies].map((t) => t.id))]);
    state.treasureBag = takeFrom(treasures, state.treasureBag.length, mask as TreasureId);
  }
  const tokens = unseen(DEADLY_SEAS_TOKENS.map((t) => t.id));
  if (state.deadlySeasInBag.some((id) => id === mask))
    state.deadlySeasInBag = takeFrom(tokens, state.deadlySeasInBag.length, mask as DeadlySeasId);
  for (const stack of state.shipStacks)
    if (stack.deadlySeas === mask) stack.deadlySeas = tokens.shift() ?? null;
  const adventure = unseen(ADVENTURE_TOKENS.map((t) => t.id));
  for (const ocean of Object.values(state.oceans))
    if (ocean.adventureToken && ocean.adventureToken.id === mask)
      ocean.adventureToken = { id: adventure.shift() ?? (mask as AdventureTokenId), faceUp: false };
  return state;
}
