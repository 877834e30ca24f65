import { MOTIVES, type ResourceId, type UpgradeId } from '../../core/data';
import type { Action, GameState } from '../../core';

export type Payment = Record<ResourceId, number>;

/** One purchase offered at several splits of its cost: shown as one picker. */
export interface PaymentGroup {
  kind: 'payment';
  /** The Upgrade bought. */
  upgrade: UpgradeId;
  /** Resources to pay in all. */
  total: number;
  /** Every legal split, with the option that pays it. */
  splits: { pay: Payment; action: Action }[];
}

/** A row of the decision panel: a single option, or a purchase's payment picker. */
export type OptionItem = { kind: 'option'; index: number } | PaymentGroup;

function purchaseOf(action: Action, state: GameState): { upgrade: UpgradeId; pay: Payment } | null {
  if (action.type === 'buyStartingUpgrade')
    return { upgrade: MOTIVES[state.motive].startingUpgrade, pay: action.pay };
  if (action.type === 'buyRevealedUpgrade' && action.upgrade && action.pay)
    return { upgrade: action.upgrade, pay: action.pay };
  return null;
}

const totalOf = (pay: Payment): number => pay.nemo + pay.crew + pay.hull;

/**
 * The decision's options as panel rows: every purchase offered at two or more splits of its cost
 * becomes one payment picker, placed where its first split was; the rest stay as they are.
 */
export function groupOptions(options: readonly Action[], state: GameState): OptionItem[] {
  const groups = new Map<string, PaymentGroup>();
  for (const action of options) {
    const buy = purchaseOf(action, state);
    if (!buy) continue;
    const group = groups.get(buy.upgrade) ?? {
      kind: 'payment' as const,
      upgrade: buy.upgrade,
      total: totalOf(buy.pay),
      splits: [],
    };
    group.splits.push({ pay: buy.pay, action });
    groups.set(buy.upgrade, group);
  }
  const items: OptionItem[] = [];
  const placed = new Set<string>();
  options.forEach((action, index) => {
    const buy = purchaseOf(action, state);
    const group = buy ? groups.get(buy.upgrade) : undefined;
    if (!buy || !group || group.splits.length < 2) {
      items.push({ kind: 'option', index });
      return;
    }
    if (placed.has(buy.upgrade)) return;
    placed.add(buy.upgrade);
    items.push(group);
  });
  return items;
}

/** The option that pays exactly `pay`, if that split is legal. */
export function splitAction(group: PaymentGroup, pay: Payment): Action | null {
  return (
    group.splits.find(
      (s) => s.pay.nemo === pay.nemo && s.pay.crew === pay.crew && s.pay.hull === pay.hull,
    )?.action ?? null
  );
}

/** The range a stepper for `resource` may take across the legal splits. */
export function stepRange(group: PaymentGroup, resource: ResourceId): [number, number] {
  const values = group.splits.map((s) => s.pay[resource]);
  return [Math.min(...values), Math.max(...values)];
}
