import { useRef } from 'react';
import type { Mesh } from 'three';
import { useSlide } from '../useSlide';
import { AP_DISC, imperialistApPosition } from './versusLayout';

/** The Imperialist Action Points marker: a red disc on the Action Point track. */
export function ImperialistApMarker({ ap, nautilusAp }: { ap: number; nautilusAp: number }) {
  const ref = useRef<Mesh>(null);
  useSlide(ref, imperialistApPosition(ap, nautilusAp));
  return (
    <mesh name="imperialist-ap-marker" ref={ref} castShadow>
      <cylinderGeometry args={[AP_DISC.radius, AP_DISC.radius, AP_DISC.height, 24]} />
      <meshStandardMaterial color={AP_DISC.colour} roughness={0.55} />
    </mesh>
  );
}
