import type { Provenance } from './provenance';
import { designed } from './provenance';

export type UpgradeEffect =
  | 'skiff'
  | 'dredge'
  | 'library'
  | 'medicalBay'
  | 'observationDeck'
  | 'chartRoom'
  | 'rammingProw'
  | 'superPropeller'
  | 'laboratory'
  | 'armory'
  | 'reinforcedHull'
  | 'workshop'
  | 'serratedRakers';

export interface UpgradeDef {
  /** Card value that builds it: 1 = Ace ... 13 = King. */
  value: number;
  name: string;
  effect: UpgradeEffect;
  summary: string;
  cost: { salvage: number; crew: number };
  provenance: { effect: Provenance; cost: Provenance };
}

const effectSource: Provenance = {
  kind: 'published',
  source: 'Flip Voyage rulebook (seed 002), Overview of Upgrades',
};
const costNote = designed('Build costs are not published; they rise with the card value.');

function upgrade(
  value: number,
  name: string,
  effect: UpgradeEffect,
  summary: string,
  salvage: number,
  crew: number,
): UpgradeDef {
  return {
    value,
    name,
    effect,
    summary,
    cost: { salvage, crew },
    provenance: { effect: effectSource, cost: costNote },
  };
}

export const UPGRADES: readonly UpgradeDef[] = [
  upgrade(1, 'Skiff', 'skiff', '1 treasure → any 2 of crew, salvage, knowledge.', 1, 1),
  upgrade(2, 'Dredge', 'dredge', '1 crew → 1 salvage.', 1, 1),
  upgrade(3, 'Library', 'library', '1 salvage → 1 knowledge.', 1, 1),
  upgrade(4, 'Medical Bay', 'medicalBay', '1 knowledge → 1 crew.', 1, 1),
  upgrade(
    5,
    'Observation Deck',
    'observationDeck',
    'Change the engage suit for 1 knowledge.',
    2,
    1,
  ),
  upgrade(6, 'Chart Room', 'chartRoom', 'End a move on a blank space: +1 treasure.', 2, 1),
  upgrade(7, 'Ramming Prow', 'rammingProw', 'Salvage from warfare: +1 salvage.', 2, 2),
  upgrade(8, 'Super Propeller', 'superPropeller', 'Damage from adventure: +1 treasure.', 2, 2),
  upgrade(9, 'Laboratory', 'laboratory', 'Science levels may be filled in any order.', 2, 2),
  upgrade(10, 'Armory', 'armory', 'Liberation: change the card value by 1 for free.', 3, 2),
  upgrade(11, 'Reinforced Hull', 'reinforcedHull', 'Repair costs 1 crew.', 2, 3),
  upgrade(12, 'Workshop', 'workshop', 'Other upgrades cost 1 salvage less.', 3, 2),
  upgrade(
    13,
    'Serrated Rakers',
    'serratedRakers',
    'Damage while moving: +1 salvage, +1 crew.',
    3,
    3,
  ),
];

export function upgradeByEffect(effect: UpgradeEffect): UpgradeDef {
  const found = UPGRADES.find((u) => u.effect === effect);
  if (!found) throw new Error(`unknown upgrade ${effect}`);
  return found;
}
