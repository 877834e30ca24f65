import type { SectionId, SlotDef } from './data/board';
import { LIBERATION_ROW_STARS, SECTIONS } from './data/board';
import { changeItem, gainReward, gainStars, pushPending } from './effects';
import type { Events } from './effects';
import type { FlipState, PlayerState, ReasonWord } from './types';
import { flipMsg, FlipRuleError, type FlipText } from './flipMessages';

export const MIN_VALUE = 1;
export const MAX_VALUE = 13;

function hasUpgrade(p: PlayerState, value: number): boolean {
  return p.upgrades[value - 1] === true;
}

/**
 * Why `value` cannot go into `slot` (ignoring what it costs), or null when it can.
 * Bonus actions and ANY slots accept every value.
 */
export function slotProblem(
  p: PlayerState,
  section: SectionId,
  slot: number,
  value: number,
): FlipText | null {
  const def = SECTIONS[section];
  const s: SlotDef | undefined = def.slots[slot];
  if (!s) return flipMsg('problem.noSlot', { section, slot });
  if (!Number.isInteger(value) || value < MIN_VALUE || value > MAX_VALUE) {
    return flipMsg('problem.values');
  }
  const marks = p.sections[section];
  if (marks[slot] !== 0) return flipMsg('problem.filled', { section });
  if (s.value !== 'any' && s.value !== 'written' && s.value !== value) {
    return flipMsg('problem.match', { section, value: s.value });
  }
  if (section === 'science' && s.below !== undefined && marks[s.below] === 0) {
    if (!hasUpgrade(p, 9)) return flipMsg('problem.bottomUp');
  }
  if (section === 'adventure' && s.above) {
    const a = marks[s.above[0]]!;
    const b = marks[s.above[1]]!;
    if (a === 0 || b === 0) return flipMsg('problem.aboveFirst');
    if (value >= Math.min(a, b)) return flipMsg('problem.deeper');
  }
  return null;
}

/** The values worth listing for a slot: its own value, or every value where free choice exists. */
export function candidateValues(section: SectionId, slot: number): number[] {
  const s = SECTIONS[section].slots[slot]!;
  if (s.value === 'written') return range(MIN_VALUE, MAX_VALUE);
  if (s.value === 'any') return [];
  return [s.value];
}

export function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v++) out.push(v);
  return out;
}

/** Knowledge needed to turn a card of `rank` into `value` for a main action in `section`. */
export function actionKnowledgeCost(
  p: PlayerState,
  section: SectionId,
  slot: number,
  rank: number,
  value: number,
): number {
  if (SECTIONS[section].slots[slot]?.value === 'any') return 0;
  const shift = Math.abs(value - rank);
  if (section === 'liberation' && hasUpgrade(p, 10)) return Math.max(0, shift - 1);
  return shift;
}

/** Fill a slot and resolve its reward, edge bonuses and completed group. */
export function fillSlot(
  state: FlipState,
  player: number,
  section: SectionId,
  slot: number,
  value: number,
  bonus: boolean,
  events: Events,
): void {
  const p = state.players[player]!;
  const def = SECTIONS[section];
  const s = def.slots[slot]!;
  p.sections[section][slot] = section === 'adventure' ? value : 1;
  p.sectionsActed[def.suit] = true;
  p.turn.acted[def.suit] = true;
  events.push({ type: 'SlotFilled', player, section, slot, value, bonus });
  gainReward(state, player, s.reward, section, events);

  const marks = p.sections[section];
  def.edges.forEach((edge, i) => {
    if (p.edges[section][i]) return;
    if (edge.a !== slot && edge.b !== slot) return;
    if (marks[edge.a] === 0 || marks[edge.b] === 0) return;
    p.edges[section][i] = true;
    events.push({ type: 'BonusActionGained', player, suit: edge.suit, source: 'section' });
    pushPending(state, player, { kind: 'bonus', suit: edge.suit, source: 'section' });
  });

  const group = s.group;
  if (p.groupsScored[section][group]) return;
  const complete = def.slots.every((other, i) => other.group !== group || marks[i] !== 0);
  if (!complete) return;
  p.groupsScored[section][group] = true;
  const stars =
    section === 'liberation'
      ? (LIBERATION_ROW_STARS.value[p.villageRowsScored++] ?? 0)
      : (def.groupStars[group] ?? 0);
  events.push({ type: 'GroupCompleted', player, section, group, stars });
  gainStars(state, player, stars, 'section', events);
}

/** Every (slot, value) a bonus action may take in a section. */
export function bonusFills(p: PlayerState, section: SectionId): { slot: number; value: number }[] {
  const out: { slot: number; value: number }[] = [];
  SECTIONS[section].slots.forEach((s, slot) => {
    const values = s.value === 'any' ? [MIN_VALUE] : candidateValues(section, slot);
    for (const value of values) {
      if (slotProblem(p, section, slot, value) === null) out.push({ slot, value });
    }
  });
  return out;
}

/** Every (slot, value) a main action may take with a card of `rank` and `knowledge` to spend. */
export function actionFills(
  p: PlayerState,
  section: SectionId,
  rank: number,
  knowledge = p.inventory.knowledge,
): { slot: number; value: number; cost: number }[] {
  const out: { slot: number; value: number; cost: number }[] = [];
  SECTIONS[section].slots.forEach((s, slot) => {
    const values = s.value === 'any' ? [rank] : candidateValues(section, slot);
    for (const value of values) {
      if (slotProblem(p, section, slot, value) !== null) continue;
      const cost = actionKnowledgeCost(p, section, slot, rank, value);
      if (cost <= knowledge) out.push({ slot, value, cost });
    }
  });
  return out;
}

export function spendKnowledge(
  state: FlipState,
  player: number,
  amount: number,
  reason: ReasonWord,
  events: Events,
): void {
  if (amount <= 0) return;
  const p = state.players[player]!;
  if (p.inventory.knowledge < amount) {
    throw new FlipRuleError(
      flipMsg('refusal.knowledge', { reason, amount, have: p.inventory.knowledge }),
    );
  }
  changeItem(state, player, 'knowledge', -amount, reason, events);
  events.push({ type: 'KnowledgeSpent', player, amount, reason });
}

export function unfilledSlots(p: PlayerState, section: SectionId): number {
  return p.sections[section].filter((m) => m === 0).length;
}
