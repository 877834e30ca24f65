import type { EventSink } from '../kernel/engine';
import type { Reward, SectionId } from './data/board';
import { RESOURCES } from './data/board';
import { FARRAGUT_LOSS_ABOVE } from './data/endOfGame';
import { FARRAGUT_CARDS } from './data/farragutCards';
import type { FlipEvent, FlipState, Item, ItemReason, Pending, StarSource } from './types';
import { UPGRADES } from './data/upgrades';

/** Append-only event sink shared by one applyAction call. */
/** Where Flip's rules write their events (the kernel's event sink). */
export type Events = EventSink<FlipEvent>;

export function gainStars(
  state: FlipState,
  player: number,
  amount: number,
  source: StarSource,
  events: Events,
): void {
  if (amount <= 0) return;
  const p = state.players[player]!;
  p.stars += amount;
  events.push({ type: 'StarsGained', player, amount, total: p.stars, source });
}

/** An item changed by Upgrade number `n` (1–16), as the reason an event carries. */
export function upgradeReason(n: number): ItemReason {
  return `upgrade.${UPGRADES[n - 1]!.effect}`;
}

export function changeItem(
  state: FlipState,
  player: number,
  item: Item,
  delta: number,
  reason: ItemReason,
  events: Events,
): void {
  if (delta === 0) return;
  const p = state.players[player]!;
  p.inventory[item] += delta;
  if (delta > 0) p.turn.gained[item] = true;
  events.push({ type: 'ItemChanged', player, item, delta, total: p.inventory[item], reason });
}

/** Hand out a printed reward, applying the section-specific upgrade hooks. */
export function gainReward(
  state: FlipState,
  player: number,
  reward: Reward,
  section: SectionId | 'map' | 'exploration',
  events: Events,
): void {
  const p = state.players[player]!;
  for (const r of RESOURCES) {
    const n = reward[r] ?? 0;
    if (n <= 0) continue;
    changeItem(state, player, r, n, section, events);
    if (r === 'salvage' && section === 'warfare' && p.upgrades[7 - 1]) {
      changeItem(state, player, 'salvage', 1, upgradeReason(7), events);
    }
  }
  const damage = reward.damage ?? 0;
  if (damage > 0) {
    changeItem(state, player, 'damage', damage, section, events);
    if (section === 'adventure' && p.upgrades[8 - 1]) {
      changeItem(state, player, 'treasure', 1, upgradeReason(8), events);
    }
  }
  gainStars(state, player, reward.stars ?? 0, section === 'map' ? 'map' : 'section', events);
}

export function pushPending(state: FlipState, player: number, pending: Pending): void {
  state.players[player]!.stack.push(pending);
}

/** Farragut gains stars; above the loss threshold the game is over at once. */
export function farragutScores(
  state: FlipState,
  amount: number,
  reason: 'cards' | 'cowardice' | 'challenge',
  events: Events,
): void {
  const f = state.farragut;
  if (!f || amount <= 0) return;
  f.score += amount;
  events.push({ type: 'FarragutScored', amount, total: f.score, reason });
}

export function farragutCaught(state: FlipState): boolean {
  return state.farragut !== null && state.farragut.score > FARRAGUT_LOSS_ABOVE.value;
}

/** Slide up every card in Farragut's lineup whose condition the player met this turn. */
export function markFarragutCards(state: FlipState, events: Events): void {
  const f = state.farragut;
  if (!f) return;
  const flags = state.players[0]!.turn;
  for (const entry of f.lineup) {
    if (entry.met) continue;
    const cond = FARRAGUT_CARDS[entry.card]!.condition;
    const met =
      cond.type === 'gain'
        ? flags.gained[cond.item]
        : cond.type === 'section'
          ? flags.acted[cond.suit]
          : flags.goldZone;
    if (met) {
      entry.met = true;
      events.push({ type: 'FarragutCardMet', card: entry.card });
    }
  }
}
