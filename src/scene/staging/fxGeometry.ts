import { CylinderGeometry, PlaneGeometry, RingGeometry, SphereGeometry } from 'three';

/** Shared, never disposed: the few shapes every staging effect draws with. */
export const FX_RING = new RingGeometry(0.82, 1, 48).rotateX(-Math.PI / 2);
export const FX_BALL = new SphereGeometry(1, 16, 12);
/** A unit strip lying on the table from the origin along +x: a wake or a torpedo track. */
export const FX_STRIP = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2).translate(0.5, 0, 0);
/** A token-sized disc, for a ship counter that turns over. */
export const FX_DISC = new CylinderGeometry(0.43, 0.43, 0.12, 32);
