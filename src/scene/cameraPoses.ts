import { Vector3 } from 'three';
import type { CameraView } from '../state/table/cameraViewAtom';
import { BOARD_DEPTH, BOARD_WIDTH } from './layout/boardGeometry';
import { OCEAN_LAYOUT } from './layout/boardLayout';
import { TABLEAU_MAT } from './versus/versusLayout';

export interface CameraPose {
  position: [number, number, number];
  target: [number, number, number];
}

/** The opening pose; CameraRig fits every view into the part of the window no panel covers. */
export const TABLE_POSE: CameraPose = { position: [0, 26.5, 26], target: [0, 0, 5.4] };
/**
 * A player's table view looks down at 70° (the show keeps TABLE_POSE’s 52° slant): the board
 * fills the stage's height, and the far Oceans' tiles are not squashed by the slant.
 */
const PLAY_TABLE_POSE: CameraPose = { position: [0, 28.2, 15.7], target: [0, 0, 5.4] };
/** Tall windows look down more steeply, so the wide board uses more of the height. */
const TALL_TABLE_POSE: CameraPose = { position: [0, 40, 14], target: [0, 0, 3] };

/** The dice tray beside the board (GameCanvas), and its outer size in table units. */
export const TRAY_POSITION: [number, number, number] = [21, 0.05, 9];
export const TRAY_SCALE = 0.75;
const TRAY_HALF = { x: 5.1, z: 3.6, y: 1.2 };

export const DICE_POSE: CameraPose = { position: [17.5, 15, 19.5], target: [20, 0, 8.6] };

const HALF_W = BOARD_WIDTH / 2;
const HALF_D = BOARD_DEPTH / 2;
/**
 * The card row below the board: piles, the revealed card, the Upgrade display, and the
 * player's tableau in front of them (Characters, Treasures, KEEP cards, equipped Upgrades),
 * so the default view crops none of them.
 */
const CARD_ROW = { left: -15.7, right: 13.6, bottom: 16.7 };

function box(x0: number, x1: number, z0: number, z1: number, y = 0): Vector3[] {
  return [
    new Vector3(x0, y, z0),
    new Vector3(x1, y, z0),
    new Vector3(x0, y, z1),
    new Vector3(x1, y, z1),
  ];
}

/** What a whole-table view must show: the board, the card row, and the Imperialist Tableau. */
function tablePoints(versus: boolean): Vector3[] {
  const far = versus ? TABLEAU_MAT.z - TABLEAU_MAT.d / 2 : -HALF_D;
  return [
    ...box(-HALF_W, HALF_W, far, HALF_D),
    // Markers standing on the far track.
    new Vector3(-HALF_W, 0.8, far),
    new Vector3(HALF_W, 0.8, far),
    ...box(CARD_ROW.left, CARD_ROW.right, HALF_D, CARD_ROW.bottom),
  ];
}

export function poseFor(view: CameraView, tall = false, show = false): CameraPose {
  switch (view.kind) {
    case 'table':
      if (tall) return TALL_TABLE_POSE;
      return show ? TABLE_POSE : PLAY_TABLE_POSE;
    case 'top':
      return { position: [0, 42, 3.01], target: [0, 0, 3] };
    case 'ocean': {
      const box = OCEAN_LAYOUT[view.id].box;
      // Steeper than the table view, so that masts lean less over the Ocean's printed name.
      return { position: [box.x, 8.2, box.z + 4.8], target: [box.x, 0, box.z] };
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

/** The table points a view must keep on screen; the camera fits them into the free stage. */
export function subjectFor(view: CameraView, versus: boolean): Vector3[] {
  switch (view.kind) {
    case 'table':
    case 'top':
      return tablePoints(versus);
    case 'ocean': {
      // The box, header band and name plate (OceanNamePlate lies on the printed name) included.
      const b = OCEAN_LAYOUT[view.id].box;
      return box(
        b.x - b.w / 2 - 0.8,
        b.x + b.w / 2 + 0.8,
        b.z - b.d / 2 - 0.8,
        b.z + b.d / 2 + 0.8,
      );
    }
    case 'dice': {
      const [x, , z] = TRAY_POSITION;
      return [
        ...box(x - TRAY_HALF.x, x + TRAY_HALF.x, z - TRAY_HALF.z, z + TRAY_HALF.z),
        ...box(x - TRAY_HALF.x, x + TRAY_HALF.x, z - TRAY_HALF.z, z + TRAY_HALF.z, TRAY_HALF.y),
      ];
    }
    case 'tracks':
      return view.track === 'notoriety'
        ? box(-HALF_W, HALF_W, -HALF_D, -8.9)
        : box(-HALF_W + 0.6, -1.5, 3.6, 8.8);
    case 'cards':
      return box(CARD_ROW.left, 3.4, HALF_D + 0.3, CARD_ROW.bottom + 0.2);
  }
}
