import type { LinkKind, OceanId } from '../../core/data/types';

export interface LinkLayout {
  from: OceanId;
  to: OceanId;
  kind: LinkKind;
  /** Drawn off the left and right map edges, since the map wraps around. */
  wraps?: boolean;
  label?: string;
}

export const LINK_LAYOUT: LinkLayout[] = [
  { from: 'westernPacific', to: 'indianOcean', kind: 'solid' },
  { from: 'westernPacific', to: 'arcticOcean', kind: 'solid' },
  { from: 'westernPacific', to: 'centralPacific', kind: 'solid' },
  { from: 'westernPacific', to: 'southPacific', kind: 'solid' },
  { from: 'westernPacific', to: 'pacificCoast', kind: 'dotted' },
  { from: 'easternPacific', to: 'centralPacific', kind: 'solid' },
  { from: 'easternPacific', to: 'southPacific', kind: 'solid' },
  { from: 'easternPacific', to: 'capeHorn', kind: 'solid' },
  { from: 'northAtlantic', to: 'arcticOcean', kind: 'solid' },
  { from: 'northAtlantic', to: 'southAtlantic', kind: 'solid' },
  { from: 'northAtlantic', to: 'europeanSeas', kind: 'solid' },
  { from: 'northAtlantic', to: 'pacificCoast', kind: 'dotted' },
  { from: 'southAtlantic', to: 'capeHorn', kind: 'solid' },
  { from: 'southAtlantic', to: 'capeOfGoodHope', kind: 'solid' },
  { from: 'europeanSeas', to: 'indianOcean', kind: 'dotted', wraps: true, label: 'Arabian Tunnel' },
  { from: 'indianOcean', to: 'capeOfGoodHope', kind: 'solid', wraps: true },
  { from: 'centralPacific', to: 'pacificCoast', kind: 'solid' },
  { from: 'pacificCoast', to: 'arcticOcean', kind: 'solid' },
];
