import { atom } from 'jotai';
import type { OceanId } from '../core/data/types';

export type CameraView = { kind: 'table' } | { kind: 'top' } | { kind: 'ocean'; id: OceanId };

export const cameraViewAtom = atom<CameraView>({ kind: 'table' });
