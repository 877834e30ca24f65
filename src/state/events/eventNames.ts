import { OCEANS } from '../../core/data/oceans';
import { RESOURCE_TRACKS } from '../../core/data/tracks';
import type { GameState } from '../../core/types';
import type { OceanId } from '../../core/data/types';
import { shipFace } from '../game/toBoardView';

/** An Ocean's name; 'nowhere' for none. */
export const oceanName = (id: OceanId | null): string => (id ? OCEANS[id].name : 'nowhere');

/** A resource track's name. */
export const resourceName = (r: 'nemo' | 'crew' | 'hull'): string => RESOURCE_TRACKS[r].name;

/** A ship's name; 'the Squadron' for a Squadron (a negative id) or none. */
export function shipName(state: GameState, ship: number | null): string {
  return ship === null || ship < 0 ? 'the Squadron' : shipFace(state, ship).name;
}

/** A ship's name with its flag, Attack and Defense. */
export function shipLabel(state: GameState, ship: number): string {
  const face = shipFace(state, ship);
  return `${face.name} (${face.nation ?? 'no flag'}${face.attack !== null ? `, Atk ${face.attack}` : ''}, Def ${face.defense})`;
}

/** A place a gemstone or cube moves between: an Ocean, a deck, the supply or a named track. */
export function placeName(place: string): string {
  if (place in OCEANS) return OCEANS[place as OceanId].name;
  if (place === 'adventureDeck') return 'the Adventure Deck';
  if (place === 'available' || place === 'supply') return 'the supply';
  return place.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}
