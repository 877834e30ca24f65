import type { Resource, Suit } from './board';
import type { Provenance } from './provenance';
import { designed, published } from './provenance';

export type FarragutCondition =
  | { type: 'gain'; item: Resource | 'damage' }
  | { type: 'section'; suit: Suit }
  | { type: 'goldZone' };

export interface FarragutCardDef {
  id: number;
  condition: FarragutCondition;
  summary: string;
  provenance: Provenance;
}

const kinds = published("Overview of Farragut's Pursuit Cards (10 condition types)");
const duplicate = designed(
  '12 cards for 10 published conditions: damage and gold zone are the two doubled.',
);

const conditions: readonly [FarragutCondition, string, Provenance][] = [
  [{ type: 'gain', item: 'crew' }, 'You gain crew.', kinds],
  [{ type: 'gain', item: 'damage' }, 'You gain damage.', kinds],
  [{ type: 'gain', item: 'knowledge' }, 'You gain knowledge.', kinds],
  [{ type: 'gain', item: 'treasure' }, 'You gain treasure.', kinds],
  [{ type: 'gain', item: 'salvage' }, 'You gain salvage.', kinds],
  [{ type: 'section', suit: 'hearts' }, 'You act in Science.', kinds],
  [{ type: 'section', suit: 'spades' }, 'You act in Warfare.', kinds],
  [{ type: 'section', suit: 'diamonds' }, 'You act in Adventure.', kinds],
  [{ type: 'section', suit: 'clubs' }, 'You act in Liberation.', kinds],
  [{ type: 'goldZone' }, 'You end a move in a gold zone.', kinds],
  [{ type: 'gain', item: 'damage' }, 'You gain damage.', duplicate],
  [{ type: 'goldZone' }, 'You end a move in a gold zone.', duplicate],
];

export const FARRAGUT_CARDS: readonly FarragutCardDef[] = conditions.map(
  ([condition, summary, provenance], id) => ({ id, condition, summary, provenance }),
);
