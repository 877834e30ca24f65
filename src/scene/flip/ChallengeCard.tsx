import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { Mesh, MeshStandardMaterial } from 'three';
import { drawToTexture } from '../atlas/drawToTexture';
import type { Vec3 } from '../pieces/Piece';
import { drawChallengeCard } from './drawFlipCards';
import { SMALL_CARD } from './flipTableLayout';
import { frameStep } from '../frameStep';
import { usePaintKey } from '../atlas/usePaintKey';

const FLIP_SECONDS = 0.7;

/**
 * One Nemo's Challenge card. When it goes from its 5-star to its 2-star side it turns over:
 * it lifts, turns on edge, shows the other face and settles.
 */
export function ChallengeCard({ id, side, position }: { id: string; side: 5 | 2; position: Vec3 }) {
  const mesh = useRef<Mesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const paint = usePaintKey();
  const faces = useMemo(
    () => ({
      5: drawToTexture(256, 358, (ctx, w, h) => drawChallengeCard(ctx, id, 5, w, h)),
      2: drawToTexture(256, 358, (ctx, w, h) => drawChallengeCard(ctx, id, 2, w, h)),
    }),
    // The faces are painted again in another language or once the Japanese font arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, paint],
  );
  useEffect(
    () => () => {
      faces[5]?.dispose();
      faces[2]?.dispose();
    },
    [faces],
  );
  const shown = useRef<5 | 2>(side);
  const flip = useRef<number | null>(null);

  useEffect(() => {
    if (shown.current !== side) {
      flip.current = 0;
      invalidate();
    }
  }, [side, invalidate]);

  useFrame((_, dt) => {
    const m = mesh.current;
    if (!m || flip.current === null) return;
    flip.current = Math.min(1, flip.current + frameStep(dt, flip.current > 0) / FLIP_SECONDS);
    const t = flip.current;
    const material = m.material as MeshStandardMaterial;
    if (t >= 0.5 && shown.current !== side) {
      shown.current = side;
      material.map = faces[side];
      material.needsUpdate = true;
    }
    const angle = t < 0.5 ? t * Math.PI : (1 - t) * Math.PI;
    m.rotation.z = angle;
    m.position.y = position[1] + Math.sin(t * Math.PI) * 1.2;
    if (t >= 1) flip.current = null;
    invalidate();
  });

  return (
    <mesh
      ref={mesh}
      name={`challenge:${id}`}
      userData={{ side }}
      position={[position[0], position[1] + SMALL_CARD.t / 2, position[2]]}
    >
      <boxGeometry args={[SMALL_CARD.w, SMALL_CARD.t, SMALL_CARD.d]} />
      <meshStandardMaterial
        map={faces[shown.current]}
        color={faces[5] ? '#ffffff' : side === 5 ? '#dfeaf2' : '#e6dfcf'}
        roughness={0.55}
      />
    </mesh>
  );
}
