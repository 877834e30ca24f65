import { atom } from 'jotai';
import { FACE_NORMALS, simulateThrow, type ThrowRecording } from '../../dice';
import { activeRollAtom, type DiceRollRequest } from './diceAtoms';

export type { DiceCollision, DieColor, ThrowRecording } from '../../dice';
/** Local outward normal of each die face, indexed by value (shared by physics and meshes). */
export const DIE_FACE_NORMALS = FACE_NORMALS;

export interface ActiveRecording {
  request: DiceRollRequest;
  recording: ThrowRecording;
}

/**
 * The physics recording of the roll the tray should play now: simulated headless once per
 * request (a few milliseconds) from the roll's presentation seed.
 */
export const activeRecordingAtom = atom<ActiveRecording | undefined>((get) => {
  const request = get(activeRollAtom);
  if (!request) return undefined;
  return {
    request,
    recording: simulateThrow({ seed: request.presentationSeed, dice: request.dice }),
  };
});
export { DEFAULT_TRAY } from '../../dice';
