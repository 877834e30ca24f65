import type { ResourceId } from '../../core/data';
import type { Point } from './boardGeometry';

export const NOTORIETY_MAX = 51;
export const NOTORIETY_CELL = 0.6;
const NOTORIETY_LEFT = -15.6;
export const NOTORIETY_Z = -9.95;

export const NOTORIETY_THRESHOLDS = [
  { value: 14, label: 'Blue ships', colour: '#2f5fb8' },
  { value: 26, label: 'Green ships', colour: '#2f8a4a' },
  { value: 36, label: 'Up-gunned', colour: '#6a3f8f' },
  { value: 44, label: 'Black die', colour: '#1b1b1b' },
  { value: 51, label: 'Maximum', colour: '#8a1f1f' },
] as const;

export const PARIAH_MARKS = [
  { value: 26, motive: 'Science' },
  { value: 36, motive: 'Explore' },
  { value: 44, motive: 'Anti-Imp. · World Order' },
  { value: 51, motive: 'War!' },
] as const;

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

export function notorietyCell(value: number): Point {
  return {
    x: NOTORIETY_LEFT + (clamp(value, NOTORIETY_MAX) + 0.5) * NOTORIETY_CELL,
    z: NOTORIETY_Z,
  };
}

export const RESOURCE_CELL = 0.9;
const RESOURCE_LEFT = -13.8;

export interface ResourceTrackLayout {
  label: string;
  max: number;
  z: number;
  /** Space names from the highest position down to 0. */
  names: string[];
}

export const RESOURCE_LAYOUT: Record<ResourceId, ResourceTrackLayout> = {
  nemo: {
    label: 'NEMO',
    max: 6,
    z: 4.35,
    names: ['Nemo', 'Strong', 'Determined', 'Steady', 'Erratic', 'Unstable', 'Broken'],
  },
  crew: {
    label: 'CREW',
    max: 10,
    z: 5.55,
    names: [
      'Crew',
      'Fresh',
      'Fresh',
      'Fit',
      'Fit',
      'Fit',
      'Tired',
      'Tired',
      'Spent',
      'Spent',
      'Killed',
    ],
  },
  hull: {
    label: 'HULL',
    max: 10,
    z: 6.75,
    names: [
      'Hull',
      'Shipshape',
      'Trim',
      'Trim',
      'Trim',
      'Seaworthy',
      'Seaworthy',
      'Listing',
      'Listing',
      'Listing',
      'Shattered',
    ],
  },
};

/** Tracks run from the highest value on the left to the red 0 on the right. */
export function resourceCell(resource: ResourceId, position: number): Point {
  const track = RESOURCE_LAYOUT[resource];
  const offset = track.max - clamp(position, track.max);
  return { x: RESOURCE_LEFT + (offset + 0.5) * RESOURCE_CELL, z: track.z };
}

export const AP_Z = 8.15;
export const AP_MAX = 5;
export function actionPointCell(value: number): Point {
  return { x: RESOURCE_LEFT + (clamp(value, AP_MAX) + 0.5) * RESOURCE_CELL, z: AP_Z };
}

export const TONNAGE_CELL = 0.95;
const TONNAGE_LEFT = -3.2;
const TONNAGE_TOP = 4.2;
export const TONNAGE_HEADER_Z = 3.82;
export const SCOURGE_LEVELS = [
  { label: 'Inconvenience', vp: 8 },
  { label: 'Nuisance', vp: 12 },
  { label: 'Threat', vp: 17 },
  { label: 'Danger', vp: 23 },
  { label: 'Menace', vp: 30 },
  { label: 'Scourge', vp: 40 },
] as const;

export function tonnageCell(column: number, row: number): Point {
  return {
    x: TONNAGE_LEFT + (column + 0.5) * TONNAGE_CELL,
    z: TONNAGE_TOP + (row + 0.5) * TONNAGE_CELL,
  };
}

export const SCOURGE_LABEL_X = TONNAGE_LEFT + 6 * TONNAGE_CELL + 0.2;

export const SALVAGE_CELLS: Point[] = [
  { x: 7.0, z: 5.0 },
  { x: 7.95, z: 5.0 },
  { x: 7.0, z: 5.95 },
  { x: 7.95, z: 5.95 },
];
