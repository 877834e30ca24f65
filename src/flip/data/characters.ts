import type { Resource, Suit } from './board';
import type { Provenance } from './provenance';
import { designed } from './provenance';
import { flipMsg, FlipRuleError } from '../flipMessages';

export type CharacterId =
  | 'aronnax'
  | 'conseil'
  | 'nedLand'
  | 'chiefEngineer'
  | 'firstOfficer'
  | 'secondOfficer'
  | 'navigator'
  | 'surgeon';

/** A special item is used once per game, at any of its owner's decisions. */
export type ItemEffect =
  | { type: 'gain'; resources: Partial<Record<Resource, number>> }
  | { type: 'bonusAction'; suit: Suit }
  | { type: 'repair'; damage: number }
  | { type: 'harpoon'; damage: number; stars: number };

export interface CharacterDef {
  id: CharacterId;
  name: string;
  startZone: number;
  resources: Partial<Record<Resource, number>>;
  item: { name: string; summary: string; effect: ItemEffect };
  provenance: Provenance;
}

const note = designed(
  'Cards are not published: names from the Nemo’s War cast, every start zone a non-gold zone, 4 starting resources each.',
);

export const CHARACTERS: readonly CharacterDef[] = [
  {
    id: 'aronnax',
    name: 'Professor Aronnax',
    startZone: 0,
    resources: { knowledge: 3, crew: 1 },
    item: {
      name: 'Field Notes',
      summary: 'Gain 3 knowledge.',
      effect: { type: 'gain', resources: { knowledge: 3 } },
    },
    provenance: note,
  },
  {
    id: 'conseil',
    name: 'Conseil',
    startZone: 2,
    resources: { knowledge: 2, salvage: 1, crew: 1 },
    item: {
      name: 'Specimen Case',
      summary: 'Take a free Science bonus action.',
      effect: { type: 'bonusAction', suit: 'hearts' },
    },
    provenance: note,
  },
  {
    id: 'nedLand',
    name: 'Ned Land',
    startZone: 3,
    resources: { salvage: 2, crew: 2 },
    item: {
      name: 'Harpoon',
      summary: 'Take 1 damage and gain 4 stars (not a movement damage).',
      effect: { type: 'harpoon', damage: 1, stars: 4 },
    },
    provenance: note,
  },
  {
    id: 'chiefEngineer',
    name: 'Chief Engineer',
    startZone: 5,
    resources: { salvage: 3, knowledge: 1 },
    item: {
      name: 'Spare Parts',
      summary: 'Gain 2 salvage and 1 crew.',
      effect: { type: 'gain', resources: { salvage: 2, crew: 1 } },
    },
    provenance: note,
  },
  {
    id: 'firstOfficer',
    name: 'First Officer',
    startZone: 6,
    resources: { crew: 3, salvage: 1 },
    item: {
      name: 'Boarding Party',
      summary: 'Take a free Warfare bonus action.',
      effect: { type: 'bonusAction', suit: 'spades' },
    },
    provenance: note,
  },
  {
    id: 'secondOfficer',
    name: 'Second Officer',
    startZone: 8,
    resources: { crew: 2, knowledge: 1, treasure: 1 },
    item: {
      name: 'Landing Boat',
      summary: 'Take a free Liberation bonus action.',
      effect: { type: 'bonusAction', suit: 'clubs' },
    },
    provenance: note,
  },
  {
    id: 'navigator',
    name: 'Navigator',
    startZone: 9,
    resources: { knowledge: 2, treasure: 2 },
    item: {
      name: 'Diving Suit',
      summary: 'Take a free Adventure bonus action.',
      effect: { type: 'bonusAction', suit: 'diamonds' },
    },
    provenance: note,
  },
  {
    id: 'surgeon',
    name: 'Ship’s Surgeon',
    startZone: 11,
    resources: { crew: 2, knowledge: 1, salvage: 1 },
    item: {
      name: 'Surgeon’s Kit',
      summary: 'Repair up to 2 damage for free.',
      effect: { type: 'repair', damage: 2 },
    },
    provenance: note,
  },
];

export function characterById(id: string): CharacterDef {
  const found = CHARACTERS.find((c) => c.id === id);
  if (!found) throw new FlipRuleError(flipMsg('badSetup.unknownCharacter', { id }));
  return found;
}
