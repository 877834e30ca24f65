import type { CameraView } from '../state/cameraViewAtom';
import { OCEAN_LAYOUT } from './layout/boardLayout';

export interface CameraPose {
  position: [number, number, number];
  target: [number, number, number];
}

/** Looks a little right of centre, so the board clears the decision panel on the right. */
export const TABLE_POSE: CameraPose = { position: [2, 26.5, 26], target: [2, 0, 5.4] };

/** The dice tray sits at [21, 0.05, 9] beside the board (TableCanvas). */
export const DICE_POSE: CameraPose = { position: [17.5, 15, 19.5], target: [20, 0, 8.6] };

export function poseFor(view: CameraView): CameraPose {
  switch (view.kind) {
    case 'table':
      return TABLE_POSE;
    case 'top':
      return { position: [0, 42, 3.01], target: [0, 0, 3] };
    case 'ocean': {
      const box = OCEAN_LAYOUT[view.id].box;
      return { position: [box.x, 7.5, box.z + 6], target: [box.x, 0, box.z] };
    }
    case 'dice':
      return DICE_POSE;
    case 'tracks':
      return view.track === 'notoriety'
        ? { position: [0, 14, 0.5], target: [0, 0, -8.6] }
        : { position: [-9, 9.5, 13.5], target: [-9, 0, 6.2] };
    case 'cards':
      return { position: [-4.5, 10.5, 20.5], target: [-4.5, 0, 12.9] };
  }
}
