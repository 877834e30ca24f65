import type { DifficultyAspects, OptionalRules, VersusOptions } from '../../core/types';

/** Each difficulty aspect and what Easy, Normal and Hard change (seed 001 Setup). */
export const ASPECTS: { key: keyof DifficultyAspects; label: string; line: string }[] = [
  {
    key: 'hiddenShips',
    label: 'Starting Hidden Ships',
    line: 'Easy: one fewer in W. Pacific, N. Atlantic and European Seas. Hard: one more in E. Pacific, S. Atlantic and Indian Ocean.',
  },
  {
    key: 'shipGroups',
    label: 'Blue/Green reinforcements',
    line: 'When these warship groups join: Easy 3 Notoriety spaces later, Hard 3 earlier.',
  },
  {
    key: 'actionPoints',
    label: 'Starting Action Points',
    line: 'Action Points you begin with: Easy 2, Normal 1, Hard 0.',
  },
  {
    key: 'adventureGems',
    label: 'Adventure Deck gemstones',
    line: 'Gemstones laid on the Adventure Deck: Easy 2, Normal 1, Hard 0.',
  },
  {
    key: 'officerAttributes',
    label: 'Officer Attributes',
    line: 'With that optional rule: Easy 4 tokens and one redraw, Normal 4, Hard 1.',
  },
  {
    key: 'deadlySeas',
    label: 'Deadly Seas tokens',
    line: 'With that optional rule, hazards in the Ship bag: Easy 2, Normal 3, Hard 4.',
  },
];

/** Each optional rule and what it does, in a line. */
export const OPTIONAL_RULES: { key: keyof OptionalRules; label: string; line: string }[] = [
  {
    key: 'officerAttributes',
    label: 'Ship Officer Attributes',
    line: 'Officers carry random attribute tokens with small bonuses; a sacrificed officer loses them. Slightly easier.',
  },
  {
    key: 'deadlySeas',
    label: 'Deadly Seas',
    line: 'Hazard tokens hide among the ships in the bag and the stacks. Slightly harder.',
  },
  {
    key: 'journeysEndUpgrades',
    label: "Journey's End Nautilus Upgrades",
    line: 'The expansion’s upgrade cards join the deck, so more kinds come up for sale.',
  },
  {
    key: 'journeysEndVictoryLevels',
    label: "Journey's End victory levels",
    line: 'Your final score is judged on the expansion’s ladder (160–320 VP) instead of the base one.',
  },
];

export const NADEEN_LINE =
  'Nemo’s son joins the crew as a Character: his story cards make a 33-card Draw Pile, each Character still aboard scores +1 VP, and losing him is a defeat.';

/** The Imperialist variant's options, in a line each (seed 000 §7). */
export const VERSUS_TOGGLES: {
  key: keyof Pick<VersusOptions, 'airship' | 'seaSerpent' | 'chezEmrich'>;
  label: string;
  line: string;
}[] = [
  {
    key: 'airship',
    label: 'The Airship',
    line: 'One Imperialist piece flies along any line of the map, closed ones included.',
  },
  {
    key: 'seaSerpent',
    label: 'The Sea Serpent',
    line: 'One Imperialist piece moves wherever the Nautilus itself could.',
  },
  {
    key: 'chezEmrich',
    label: 'Chez Emrich house rule',
    line: 'A third failed roll in a row counts as the narrowest pass instead.',
  },
];
