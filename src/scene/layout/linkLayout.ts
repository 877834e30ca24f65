import { ARABIAN_TUNNEL, OCEAN_LINKS, type LinkKind, type OceanId } from '../../core/data';
import { BOARD_WIDTH } from './boardGeometry';
import { OCEAN_LAYOUT } from './oceanLayout';

export interface LinkLayout {
  from: OceanId;
  to: OceanId;
  kind: LinkKind;
  /** Drawn off the left and right map edges, since the map wraps around. */
  wraps: boolean;
  label?: string;
}

const isArabianTunnel = (a: OceanId, b: OceanId) =>
  (a === ARABIAN_TUNNEL.a && b === ARABIAN_TUNNEL.b) ||
  (a === ARABIAN_TUNNEL.b && b === ARABIAN_TUNNEL.a);

/** The rules' connections, as drawn on the board. */
export const LINK_LAYOUT: LinkLayout[] = OCEAN_LINKS.map(([from, to, kind]) => ({
  from,
  to,
  kind,
  wraps: Math.abs(OCEAN_LAYOUT[from].box.x - OCEAN_LAYOUT[to].box.x) > BOARD_WIDTH / 2,
  ...(isArabianTunnel(from, to) ? { label: 'Arabian Tunnel' } : {}),
}));
