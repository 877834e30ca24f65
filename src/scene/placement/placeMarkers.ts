import { OCEAN_IDS, type ResourceId } from '../../core/data';
import type { BoardView } from '../../state/table/boardView';
import {
  LAND_LAYOUT,
  OCEAN_LAYOUT,
  actionPointCell,
  notorietyCell,
  resourceCell,
  type Point,
} from '../layout/boardLayout';
import type { Piece } from '../pieces/Piece';

const DISC_HEIGHT = 0.1;
const RESOURCE_COLOURS: Record<ResourceId, string> = {
  nemo: '#8e2418',
  crew: '#1f5d8c',
  hull: '#c08a2a',
};

function disc(key: string, at: Point, radius: number, colour: string, lift = 0): Piece {
  return {
    key,
    position: [at.x, DISC_HEIGHT / 2 + lift, at.z],
    scale: [radius * 2, DISC_HEIGHT, radius * 2],
    colour,
  };
}

/** Round wooden markers: Notoriety, resources, Action Points, Adventure tokens and Allies. */
export function placeDiscs(view: BoardView): Piece[] {
  const pieces: Piece[] = [
    disc('notoriety', notorietyCell(view.notoriety.value), 0.25, '#e3b341', 0.001),
  ];
  for (const resource of ['nemo', 'crew', 'hull'] as const) {
    const position =
      view.resources.positions[resource] - (view.resources.exerted[resource] ? 0.5 : 0);
    pieces.push(
      disc(
        `resource:${resource}`,
        resourceCell(resource, position),
        0.3,
        RESOURCE_COLOURS[resource],
      ),
    );
  }
  pieces.push(disc('ap:nautilus', actionPointCell(view.actionPoints.nautilus), 0.3, '#ece3c8'));
  for (const ocean of OCEAN_IDS) {
    if (view.oceans[ocean].adventureToken) {
      pieces.push(disc(`adventure:${ocean}`, OCEAN_LAYOUT[ocean].adventureToken, 0.19, '#efe3c0'));
    }
  }
  for (const marker of view.lands) {
    const land = LAND_LAYOUT.find((l) => l.id === marker.landId);
    if (land && marker.kind === 'ally')
      pieces.push(disc(`ally:${land.id}`, land.at, 0.22, '#e0b84a'));
  }
  return pieces;
}

const CUBE = 0.28;

/** Wooden cubes: Uprisings (the Imperialist AP marker is a disc drawn by versus/). */
export function placeCubes(view: BoardView): Piece[] {
  const pieces: Piece[] = [];
  for (const marker of view.lands) {
    const land = LAND_LAYOUT.find((l) => l.id === marker.landId);
    if (!land || marker.kind !== 'uprising') continue;
    pieces.push({
      key: `uprising:${land.id}`,
      position: [land.at.x, CUBE / 2, land.at.z],
      scale: [CUBE, CUBE, CUBE],
      rotationY: 0.3,
      colour: '#b3261e',
    });
  }
  return pieces;
}
