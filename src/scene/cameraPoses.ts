import type { CameraView } from '../state/cameraViewAtom';
import { OCEAN_LAYOUT } from './layout/boardLayout';

export interface CameraPose {
  position: [number, number, number];
  target: [number, number, number];
}

export const TABLE_POSE: CameraPose = { position: [0, 26.5, 26], target: [0, 0, 5.4] };

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
  }
}
