import type { CardId } from '../data/cards';
import type { EventSink } from '../../kernel/engine';
import { newTestFrame } from '../newTestFrame';
import type { Action, GameEvent, GameState } from '../types';
import type { TestFrame } from '../frames';
import { cardById } from '../content/lookup';
import { cardEntry, cardTextValue } from '../content/registry';
import type { CoreValue } from '../data/coreText';
import { holds } from './conditions';
import { put, scanAll, wants, type OptionScan } from '../optionScan';
import type { CardEffectEntry, Effect, KeepWhen } from '../data/effectTypes';

/** The list without `item`: the list itself when it does not hold it (nothing is copied). */
export function without<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : list;
}

/** Puts a card on a pile (or moves it there from the other pile). */
export function moveCardTo(
  state: GameState,
  events: EventSink<GameEvent>,
  card: CardId,
  pile: 'pass' | 'fail',
): void {
  state.passPile = without(state.passPile, card);
  state.failPile = without(state.failPile, card);
  state.keepCards = without(state.keepCards, card);
  (pile === 'pass' ? state.passPile : state.failPile).push(card);
  if (state.revealed === card) state.revealed = null;
  events.push({ type: 'CardFiled', card, pile });
}

export function pushEffects(
  state: GameState,
  source: CoreValue,
  effects: Effect[],
  card?: CardId,
): void {
  if (effects.length === 0) return;
  state.stack.push({ k: 'effects', source, effects: [...effects], ...(card ? { card } : {}) });
}

function announce(state: GameState, events: EventSink<GameEvent>, card: CardId): CardEffectEntry {
  const entry = cardEntry(state, card);
  events.push({
    type: 'EffectApplied',
    source: { ref: 'card', id: card },
    text: cardTextValue(state, card),
    provenance: entry.provenance,
  });
  return entry;
}

/** Queues the effects of a card's outcome (seed 001 Event Phase: PLAY and TEST cards). */
export function queueCardOutcome(
  state: GameState,
  events: EventSink<GameEvent>,
  card: CardId,
  outcome: 'play' | 'pass' | 'fail',
): void {
  const entry = announce(state, events, card);
  pushEffects(state, card, entry[outcome] ?? [], card);
}

/** A PLAY card: it goes to its pile, then its effects run. */
export function resolvePlayCard(
  state: GameState,
  events: EventSink<GameEvent>,
  card: CardId,
): void {
  const entry = cardEntry(state, card);
  moveCardTo(state, events, card, entry.pile ?? 'pass');
  queueCardOutcome(state, events, card, 'play');
}

/** A test run for a card (event tests, KEEP cards with a test number) or for an effect. */
export function cardTestFrame(
  card: CardId,
  target: number,
  exert: TestFrame['exertable'],
  finale: boolean,
): TestFrame {
  return newTestFrame({ kind: 'card', card, finale }, target, exert);
}

/** KEEP cards that may be used now (seed 001 KEEP cards: "at any time", as the card says). */
export function keepCardOptions(state: GameState, when: KeepWhen): Action[] {
  const options: Action[] = [];
  scanKeepCardOptions(state, when, scanAll(options));
  return options;
}

/** `keepCardOptions` walked by `s` (all built, counted, or one built). */
export function scanKeepCardOptions(state: GameState, when: KeepWhen, s: OptionScan): void {
  for (const card of state.keepCards) {
    const keep = cardEntry(state, card).keep;
    if (!keep || !keep.when.includes(when)) continue;
    if (when !== 'action' && cardById(card).test !== null) continue;
    if (keep.cond && !holds(state, keep.cond)) continue;
    if (wants(s)) put(s, { type: 'useCard', card });
  }
}

/** Uses a KEEP card: it leaves the tableau for its pile, or runs its test. */
export function playKeepCard(state: GameState, events: EventSink<GameEvent>, card: CardId): void {
  const entry = cardEntry(state, card);
  const keep = entry.keep;
  if (!keep || !state.keepCards.includes(card))
    throw new Error(`KEEP card ${card} cannot be used now`);
  state.keepCards = without(state.keepCards, card);
  const data = cardById(card);
  if (data.test !== null) {
    events.push({
      type: 'EffectApplied',
      source: { ref: 'card', id: card },
      text: cardTextValue(state, card),
      provenance: entry.provenance,
    });
    state.stack.push(cardTestFrame(card, data.test, data.exert, false));
    return;
  }
  moveCardTo(state, events, card, keep.pile);
  announce(state, events, card);
  pushEffects(state, card, keep.effects, card);
}
