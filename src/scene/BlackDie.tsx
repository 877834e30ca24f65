import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { fillTile } from './atlas/canvasFrame';
import { drawToTexture } from './atlas/drawToTexture';
import { notorietyCell } from './layout/boardLayout';

const SIZE = 0.36;

function drawSixFace(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  fillTile(ctx, w, h, '#161616');
  ctx.fillStyle = '#f2efe6';
  for (const x of [0.28, 0.72]) {
    for (const y of [0.25, 0.5, 0.75]) {
      ctx.beginPath();
      ctx.arc(w * x, h * y, w * 0.08, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/** The extra black die waiting on Notoriety space 44. */
export function BlackDie() {
  const waiting = useAtomValue(boardViewAtom).notoriety.blackDieWaiting;
  const texture = useMemo(() => drawToTexture(64, 64, drawSixFace), []);
  if (!waiting) return null;
  const at = notorietyCell(44);
  return (
    <mesh name="black-die" position={[at.x, SIZE / 2, at.z]} rotation-y={0.35} castShadow>
      <boxGeometry args={[SIZE, SIZE, SIZE]} />
      <meshStandardMaterial
        map={texture}
        color={texture ? '#ffffff' : '#161616'}
        roughness={0.35}
      />
    </mesh>
  );
}
