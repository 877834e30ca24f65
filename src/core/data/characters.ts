import type {
  AttributeId,
  Character,
  Difficulty,
  NadeenCharacteristic,
  OfficerAttribute,
  Provenance,
} from './types';

const vpSrc = 'reference §5 (S1 characterResources.json; 6 tiles S17)';
const designedAbility: Provenance = {
  kind: 'designed',
  note: `Name and VP published (${vpSrc}); sacrifice ability and penalty NOT FOUND, designed.`,
};

export const CHARACTERS: Character[] = [
  {
    id: 'firstOfficer',
    name: 'First Officer',
    vp: 7,
    vpCategory: 'character',
    sacrificeText: 'After the roll: turn a failed test into a pass.',
    penaltyText: 'Lose 1 Crew.',
    optional: false,
    sacrificeEffect: 'failToPass',
    penalty: { kind: 'resource', resource: 'crew', amount: 1 },
    provenance: designedAbility,
  },
  {
    id: 'chiefEngineer',
    name: 'Chief Engineer',
    vp: 5,
    vpCategory: 'character',
    sacrificeText: 'After a Warship fires: cancel all Hits from that roll.',
    penaltyText: 'Lose 1 Hull.',
    optional: false,
    sacrificeEffect: 'cancelHits',
    penalty: { kind: 'resource', resource: 'hull', amount: 1 },
    provenance: designedAbility,
  },
  {
    id: 'secondOfficer',
    name: 'Second Officer',
    vp: 3,
    vpCategory: 'character',
    sacrificeText: 'After any roll: re-roll it and use the new result.',
    penaltyText: 'Gain 1 Notoriety.',
    optional: false,
    sacrificeEffect: 'reroll',
    penalty: { kind: 'notoriety', amount: 1 },
    provenance: designedAbility,
  },
  {
    id: 'aronnax',
    name: 'Professor Aronnax',
    vp: 5,
    vpCategory: 'science',
    sacrificeText: 'After the roll: +3 DRM to a Search or Adventure card test.',
    penaltyText: 'Lose 1 Nemo.',
    optional: false,
    sacrificeEffect: 'searchOrAdventureDrm+3',
    penalty: { kind: 'resource', resource: 'nemo', amount: 1 },
    provenance: designedAbility,
  },
  {
    id: 'conseil',
    name: 'Conseil',
    vp: 4,
    vpCategory: 'character',
    sacrificeText: 'After a failed test: lose none of the exerted resources.',
    penaltyText: 'No penalty.',
    optional: false,
    sacrificeEffect: 'keepExerted',
    penalty: { kind: 'none' },
    provenance: designedAbility,
  },
  {
    id: 'nedLand',
    name: 'Ned Land',
    vp: 4,
    vpCategory: 'character',
    sacrificeText: 'After your attack roll: +2 DRM to that roll.',
    penaltyText: 'Gain 2 Notoriety.',
    optional: false,
    sacrificeEffect: 'attackDrm+2',
    penalty: { kind: 'notoriety', amount: 2 },
    provenance: designedAbility,
  },
  {
    id: 'nadeenDakkar',
    name: 'Nadeen Dakkar',
    vp: 3,
    vpCategory: 'character',
    sacrificeText:
      'Cannot be sacrificed by choice. While aboard, every scored Character symbol is worth +1 VP.',
    penaltyText: 'If he is lost, the game ends in Defeat without scoring.',
    optional: true,
    sacrificeEffect: 'none',
    penalty: { kind: 'defeat' },
    provenance: {
      kind: 'designed',
      note: 'Optional, no voluntary sacrifice, Defeat on loss and +1 per Character symbol: seed 000 §6. His base VP (3) is designed.',
    },
  },
];

const attrDesigned: Provenance = {
  kind: 'designed',
  note: 'Ship Officer Attribute token contents NOT FOUND (reference §5); designed as small bonuses.',
};

/** Ship Officer Attribute tokens (optional rule "slight advantage", seed 001 Setup). */
export const OFFICER_ATTRIBUTES: OfficerAttribute[] = [
  {
    id: 'OA1',
    name: 'Decorated',
    vpModifier: 2,
    effect: null,
    text: '+2 VP for this Character.',
    provenance: attrDesigned,
  },
  {
    id: 'OA2',
    name: 'Loyal',
    vpModifier: 1,
    effect: null,
    text: '+1 VP for this Character.',
    provenance: attrDesigned,
  },
  {
    id: 'OA3',
    name: 'Gunnery Expert',
    vpModifier: 0,
    effect: 'attackDrmOncePerTurn+1',
    text: 'Once per turn, +1 DRM on an attack roll.',
    provenance: attrDesigned,
  },
  {
    id: 'OA4',
    name: 'Shipwright',
    vpModifier: 0,
    effect: 'repairDrm+1',
    text: '+1 DRM on Repair tests.',
    provenance: attrDesigned,
  },
  {
    id: 'OA5',
    name: 'Quartermaster',
    vpModifier: 0,
    effect: 'restDrm+1',
    text: '+1 DRM on Rest tests.',
    provenance: attrDesigned,
  },
  {
    id: 'OA6',
    name: 'Navigator',
    vpModifier: 0,
    effect: 'searchDrm+1',
    text: '+1 DRM on Search tests.',
    provenance: attrDesigned,
  },
  {
    id: 'OA7',
    name: 'Orator',
    vpModifier: 0,
    effect: 'inciteDrm+1',
    text: '+1 DRM on Incite tests.',
    provenance: attrDesigned,
  },
  {
    id: 'OA8',
    name: 'Stoic',
    vpModifier: 1,
    effect: 'ignoreSacrificePenalty',
    text: "+1 VP; ignore this Character's penalty when sacrificed.",
    provenance: attrDesigned,
  },
];

/**
 * Tokens dealt at random per difficulty (seed 001 Setup). `mayReplace`: how many dealt tokens the
 * player may swap for a new random one. Tokens are discarded when their Character is sacrificed.
 */
export const OFFICER_ATTRIBUTE_SETUP: Record<
  Difficulty,
  { assign: Record<string, number>; mayReplace: number; provenance: Provenance }
> = {
  easy: {
    assign: { chiefEngineer: 1, secondOfficer: 1, firstOfficer: 2 },
    mayReplace: 1,
    provenance: { kind: 'published', source: 'seed 001 Setup (Ship Officer Attributes)' },
  },
  normal: {
    assign: { chiefEngineer: 1, secondOfficer: 1, firstOfficer: 2 },
    mayReplace: 0,
    provenance: { kind: 'published', source: 'seed 001 Setup (Ship Officer Attributes)' },
  },
  hard: {
    assign: { firstOfficer: 1 },
    mayReplace: 0,
    provenance: { kind: 'published', source: 'seed 001 Setup (Ship Officer Attributes)' },
  },
};

const nadeenDesigned: Provenance = {
  kind: 'designed',
  note: 'Nine Characteristic tokens exist (seed 000 §6); their contents are NOT FOUND and designed.',
};

/** Nadeen Dakkar Characteristic tokens (9, seed 000 §6). */
export const NADEEN_CHARACTERISTICS: NadeenCharacteristic[] = [
  {
    id: 'NC1',
    name: 'Brave',
    vpModifier: 0,
    effect: 'attackDrmOncePerTurn+1',
    text: 'Once per turn, +1 DRM on an attack roll.',
    provenance: nadeenDesigned,
  },
  {
    id: 'NC2',
    name: 'Learned',
    vpModifier: 1,
    effect: 'searchDrm+1',
    text: '+1 VP; +1 DRM on Search tests.',
    provenance: nadeenDesigned,
  },
  {
    id: 'NC3',
    name: 'Charismatic',
    vpModifier: 0,
    effect: 'inciteDrm+1',
    text: '+1 DRM on Incite tests.',
    provenance: nadeenDesigned,
  },
  {
    id: 'NC4',
    name: 'Engineer',
    vpModifier: 0,
    effect: 'repairDrm+1',
    text: '+1 DRM on Repair tests.',
    provenance: nadeenDesigned,
  },
  {
    id: 'NC5',
    name: 'Seasoned Sailor',
    vpModifier: 0,
    effect: 'restDrm+1',
    text: '+1 DRM on Rest tests.',
    provenance: nadeenDesigned,
  },
  {
    id: 'NC6',
    name: 'Hot-Headed',
    vpModifier: -1,
    effect: 'boldAttackDrm+1',
    text: '-1 VP; +1 DRM on Bold Attacks.',
    provenance: nadeenDesigned,
  },
  {
    id: 'NC7',
    name: 'Resentful',
    vpModifier: -2,
    effect: null,
    text: '-2 VP.',
    provenance: nadeenDesigned,
  },
  {
    id: 'NC8',
    name: 'Reconciled',
    vpModifier: 3,
    effect: null,
    text: '+3 VP.',
    provenance: nadeenDesigned,
  },
  {
    id: 'NC9',
    name: 'Visionary',
    vpModifier: 1,
    effect: 'adventureDrm+1',
    text: '+1 VP; +1 DRM on Adventure card tests.',
    provenance: nadeenDesigned,
  },
];

/** An Officer Attribute token's name (for labels). */
export function officerAttributeName(id: AttributeId): string {
  return OFFICER_ATTRIBUTES.find((a) => a.id === id)?.name ?? id;
}
