import { published } from './provenance';
import type { Sourced } from './board';

/** The end of the game's numbers: leagues bonuses, the shanty, Farragut's and the stars' rules. */
export const LEAGUES_BONUS: Sourced<{ fewest: number; middle: number; most: number }> = {
  value: { fewest: 7, middle: 4, most: 0 },
  provenance: published('End Game Leagues Bonuses'),
};

export const RESOURCES_PER_POINT: Sourced<number> = {
  value: 3,
  provenance: published('Final Scoring'),
};

export interface ShantyBand {
  min: number;
  verse: string;
}

/** Our own short lines for each published band (the printed verses are not reproduced). */
export const SHANTY: Sourced<{
  score: readonly ShantyBand[];
  treasure: readonly ShantyBand[];
  damage: readonly ShantyBand[];
}> = {
  value: {
    score: [
      { min: 0, verse: 'Deep and quiet, the ocean keeps its counsel.' },
      { min: 66, verse: 'Bold through the dark water we run.' },
      { min: 80, verse: 'The echoes of the deep sing our name.' },
      { min: 90, verse: 'High hearts under a liquid sky.' },
    ],
    treasure: [
      { min: 0, verse: 'We dive again for what was lost.' },
      { min: 4, verse: 'Storm or calm, the sea provides.' },
      { min: 6, verse: 'Brave hands bring the riches home.' },
      { min: 8, verse: 'Guard the hold, the beast is near.' },
    ],
    damage: [
      { min: 0, verse: 'A sound hull and a dancing crew.' },
      { min: 2, verse: 'Raise a glass to the Captain’s plan.' },
      { min: 4, verse: 'Where dangers loom we meet our fate.' },
      { min: 6, verse: 'Battered, yet the crew still sings.' },
    ],
  },
  provenance: published(
    'Solo Final Ranking (score bands 0-65, 66-79, 80-89, 90+; treasure 0-3, 4-5, 6-7, 8+; damage 0-1, 2-3, 4-5, 6+); verses are our own',
  ),
};

export const FARRAGUT_LOSS_ABOVE: Sourced<number> = {
  value: 95,
  provenance: published('Farragut scoring specifics'),
};

export const FARRAGUT_CARD_STARS: Sourced<{ farragut: number; player: number }> = {
  value: { farragut: 5, player: 1 },
  provenance: published('Farragut End-of-Turn Cleanup'),
};

export const COWARDICE_STARS: Sourced<number> = {
  value: 5,
  provenance: published('Farragut scoring specifics (cowardice)'),
};

export const CHALLENGE_STARS: Sourced<{ first: number; later: number }> = {
  value: { first: 5, later: 2 },
  provenance: published("Nemo's Challenge Cards"),
};
