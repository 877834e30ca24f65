import { CARDS } from '../../core/data';
import { UPGRADES } from '../../core/data';
import { ADVENTURE_TOKENS, ALLIES, DEADLY_SEAS_TOKENS, TREASURES, WONDERS } from '../../core/data';
import { CHARACTERS, NADEEN_CHARACTERISTICS, OFFICER_ATTRIBUTES } from '../../core/data';
import type { PackSection } from '../../core/content';

/** Every component a pack's section may replace, by id, in the game's order. */
export function sectionIds(section: PackSection): string[] {
  switch (section) {
    case 'cards':
      return CARDS.map((c) => c.id);
    case 'upgrades':
      return UPGRADES.map((u) => u.id);
    case 'treasures':
      return [...TREASURES, ...WONDERS, ...ALLIES].map((t) => t.id);
    case 'characters':
      return CHARACTERS.map((c) => c.id);
    case 'attributes':
      return [...OFFICER_ATTRIBUTES, ...NADEEN_CHARACTERISTICS].map((a) => a.id);
    case 'adventureTokens':
      return ADVENTURE_TOKENS.map((t) => t.id);
    case 'deadlySeas':
      return DEADLY_SEAS_TOKENS.map((t) => t.id);
  }
}

/** Act cards run as special code: a pack changes only their text (content/README.md). */
export const ACT_CARDS: ReadonlySet<string> = new Set(
  CARDS.filter((c) => c.kind === 'prologue' || c.kind.startsWith('intermission')).map((c) => c.id),
);
