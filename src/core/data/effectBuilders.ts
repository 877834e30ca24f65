import type { ResourceId } from './types';
import type { Effect } from './effectTypes';

/** Short builders for the effects that card tables write most often. */
export const notoriety = (amount: number): Effect => ({ kind: 'notoriety', amount });
export const drawTreasures = (amount: number): Effect => ({ kind: 'drawTreasure', amount });
export const gain = (resource: ResourceId, amount: number): Effect => ({
  kind: 'gain',
  resource,
  amount,
});
export const lose = (resource: ResourceId, amount: number): Effect => ({
  kind: 'lose',
  resource,
  amount,
});
export const actionPoints = (amount: number): Effect => ({ kind: 'ap', amount });
/** Take one Ship from the bag and fight it now. */
export const FIGHT_ONE: Effect = { kind: 'fightShip', count: 1 };
