import { Canvas } from '@react-three/fiber';
import type { ReactNode } from 'react';
import { PCFShadowMap } from 'three';
import { Board3D } from '../../scene/Board3D';
import { DiceTray } from '../../scene/dice/DiceTray';
import { OceanNamePlate } from '../../scene/director/OceanNamePlate';
import { TABLE_POSE, TRAY_POSITION, TRAY_SCALE } from '../../scene/cameraPoses';
import { RenderStatsProbe } from '../../scene/RenderStatsProbe';
import { ScreenProbe } from '../../scene/ScreenProbe';
import { useStagingProbe } from '../../scene/staging/useStagingProbe';

export interface GameCanvasProps {
  debug: boolean;
  /** No shadows or antialiasing, one pixel per CSS pixel (`quality=low`). */
  low?: boolean;
  /** A transparent canvas for OBS browser sources; the children draw any backdrop. */
  transparent?: boolean;
  children?: ReactNode;
}

/** The one WebGL canvas every Nemo's War mode uses: the board, its pieces and the dice tray. */
export function GameCanvas({ debug, low = false, transparent = false, children }: GameCanvasProps) {
  useStagingProbe(debug);
  return (
    <Canvas
      frameloop="demand"
      shadows={low ? false : { enabled: true, type: PCFShadowMap }}
      dpr={low ? 0.5 : [1, 2]}
      camera={{ position: TABLE_POSE.position, fov: 40, near: 0.5, far: 200 }}
      gl={{ antialias: !low, alpha: transparent, preserveDrawingBuffer: debug }}
      style={{
        position: 'absolute',
        inset: 0,
        ...(transparent ? { background: 'transparent' } : {}),
      }}
    >
      {!transparent && <color attach="background" args={['#1a120b']} />}
      <Board3D />
      <DiceTray position={TRAY_POSITION} scale={TRAY_SCALE} />
      {/* Every Ocean close-up names its Ocean, in play as in the showcase (issue 27). */}
      <OceanNamePlate />
      {children}
      {debug && <RenderStatsProbe />}
      {debug && <ScreenProbe />}
    </Canvas>
  );
}
