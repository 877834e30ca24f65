import { OCEAN_IDS } from '../../core/data';
import type { BoardView, SquadronColour } from '../../state/table/boardView';
import { OCEAN_LAYOUT, TOKEN_THICKNESS, notorietyCell } from '../layout/boardLayout';

export interface SquadronPlacement {
  colour: SquadronColour;
  position: [number, number, number];
  scale: number;
}

/** Squadron miniatures in their Oceans, or riding their group's stack on the Notoriety track. */
export function placeSquadrons(view: BoardView): SquadronPlacement[] {
  const placements: SquadronPlacement[] = [];
  for (const ocean of OCEAN_IDS) {
    view.oceans[ocean].squadrons.forEach((colour, i) => {
      const at = OCEAN_LAYOUT[ocean].squadrons[i % 2] ?? OCEAN_LAYOUT[ocean].berth;
      placements.push({ colour, position: [at.x, 0, at.z], scale: 1.25 });
    });
  }
  for (const group of view.notoriety.waitingGroups) {
    if (!group.squadronOnTop) continue;
    const at = notorietyCell(group.space);
    placements.push({
      colour: group.colour,
      position: [at.x, group.tokens * TOKEN_THICKNESS, at.z],
      scale: 0.8,
    });
  }
  return placements;
}
