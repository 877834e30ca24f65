import { MOTIVES } from '../../core/data/motives';
import { UPGRADES } from '../../core/data/upgrades';
import type { MotiveId } from '../../core/data/types';

/** What each Motive is about, in a few words of our own. */
const GISTS: Record<MotiveId, string> = {
  science: 'Study the deep: Science scores most. Stay discreet — the Pariah space comes early.',
  explore: 'See the wonders of the sea: Wonders score most. The suggested first voyage.',
  antiImperialism: 'Free the oppressed: every Uprising scores high, and merchant sinkings pay.',
  war: 'Strike at the navies: warships sunk pay extra, and the world tolerates you longest.',
  adventure: 'Chase adventures: Adventure cards and Wonders score; Adventure tokens wait at sea.',
  humanist:
    'Spare lives: Liberation scores high, sinking merchants costs, Notoriety from actions triples.',
  worldOrder:
    'Turn the Powers’ methods on them: Allies join from the Treasure bag; your best two Scourge columns score.',
  piracy:
    'Plunder: merchant ships pay +3 each and Notoriety never defeats you, but Hidden Ships nearby count as a Warship.',
};

const ROWS = [
  ['wonder', 'Wonders', '×'],
  ['science', 'Science', '×'],
  ['liberation', 'Liberation', '×'],
  ['warship', 'Warships', '±'],
  ['nonWarship', 'Non-warships', '±'],
  ['adventure', 'Adventures', '±'],
  ['treasure', 'Treasure', '±'],
] as const;

export interface MotiveDescription {
  gist: string;
  /** The score adjustments and the Pariah space, from the Motive data. */
  scoring: string;
  pariah: string;
  startingUpgrade: string;
  /** Values we designed because the published ones are not known. */
  designed: boolean;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** A Motive's one-line gist plus its scoring, from `MOTIVES` (the rules core's own data). */
export function describeMotive(id: MotiveId): MotiveDescription {
  const motive = MOTIVES[id];
  const parts = ROWS.filter(([key, , kind]) => kind === '×' || motive.vpAdjust[key] !== 0).map(
    ([key, label, kind]) =>
      kind === '×'
        ? `${label} ×${motive.vpAdjust[key]}`
        : `${label} ${signed(motive.vpAdjust[key])} each`,
  );
  return {
    gist: GISTS[id],
    scoring: parts.join(' · '),
    pariah:
      motive.pariah === null
        ? 'No Notoriety defeat'
        : `Pariah (defeat) at Notoriety ${motive.pariah}`,
    startingUpgrade: UPGRADES.find((u) => u.id === motive.startingUpgrade)?.name ?? '',
    designed: motive.provenance.kind === 'designed',
  };
}
