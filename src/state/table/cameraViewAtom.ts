import { atom } from 'jotai';
import type { OceanId } from '../../core/data';

/** Which track a 'tracks' shot frames: the Notoriety track, or the resource and AP tracks. */
export type TrackShot = 'notoriety' | 'resources';

export type CameraView =
  | { kind: 'table' }
  | { kind: 'top' }
  | { kind: 'ocean'; id: OceanId }
  /** The physics dice tray beside the board. */
  | { kind: 'dice' }
  | { kind: 'tracks'; track?: TrackShot }
  /** The card row: Draw Pile, Adventure Deck and the revealed card. */
  | { kind: 'cards' };

export const cameraViewAtom = atom<CameraView>({ kind: 'table' });
