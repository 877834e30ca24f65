import type { Provenance } from './provenance';
import { designed } from './provenance';

export type ChallengeGoal =
  | { type: 'beakersFilled'; count: number }
  | { type: 'shipsSunk'; count: number }
  | { type: 'oceanRows'; count: number }
  | { type: 'villageRows'; count: number }
  | { type: 'upgradesBuilt'; count: number }
  | { type: 'zonesVisited'; count: number }
  | { type: 'treasureHeld'; count: number }
  | { type: 'allSections' };

export interface ChallengeDef {
  id: string;
  name: string;
  summary: string;
  goal: ChallengeGoal;
  provenance: Provenance;
}

const note = designed(
  'The 8 Nemo’s Challenge goals are not published; one per section plus four general goals.',
);

export const CHALLENGES: readonly ChallengeDef[] = [
  {
    id: 'chemist',
    name: 'Master Chemist',
    summary: 'Fill 2 beakers.',
    goal: { type: 'beakersFilled', count: 2 },
    provenance: note,
  },
  {
    id: 'scourge',
    name: 'Scourge of the Seas',
    summary: 'Sink 2 ships.',
    goal: { type: 'shipsSunk', count: 2 },
    provenance: note,
  },
  {
    id: 'diver',
    name: 'Deep Diver',
    summary: 'Complete 2 ocean rows.',
    goal: { type: 'oceanRows', count: 2 },
    provenance: note,
  },
  {
    id: 'liberator',
    name: 'Liberator',
    summary: 'Complete 3 village rows.',
    goal: { type: 'villageRows', count: 3 },
    provenance: note,
  },
  {
    id: 'shipwright',
    name: 'Shipwright',
    summary: 'Build 3 upgrades.',
    goal: { type: 'upgradesBuilt', count: 3 },
    provenance: note,
  },
  {
    id: 'explorer',
    name: 'Explorer',
    summary: 'Stop in 6 different zones.',
    goal: { type: 'zonesVisited', count: 6 },
    provenance: note,
  },
  {
    id: 'hoarder',
    name: 'Hoarder',
    summary: 'Hold 5 treasure at once.',
    goal: { type: 'treasureHeld', count: 5 },
    provenance: note,
  },
  {
    id: 'polymath',
    name: 'Polymath',
    summary: 'Act in all four sections.',
    goal: { type: 'allSections' },
    provenance: note,
  },
];

export const CHALLENGES_IN_PLAY = 3;
