import { AdditiveBlending, NormalBlending } from 'three';

/** A glowing, unlit, see-through material for flashes, wakes and ripples. */
export function FxMaterial({ colour, additive = false }: { colour: string; additive?: boolean }) {
  return (
    <meshBasicMaterial
      color={colour}
      transparent
      opacity={0}
      depthWrite={false}
      toneMapped={false}
      blending={additive ? AdditiveBlending : NormalBlending}
    />
  );
}
