import { Canvas } from '@react-three/fiber';
import { PCFShadowMap } from 'three';
import { Board3D } from '../../scene/Board3D';
import { DiceTray } from '../../scene/dice/DiceTray';
import { TABLE_POSE } from '../../scene/cameraPoses';
import { RenderStatsProbe } from '../../scene/RenderStatsProbe';
import { ScreenProbe } from '../../scene/ScreenProbe';

/** The one WebGL canvas: the board, its pieces and the dice tray beside it. Lazy-loaded. */
export default function TableCanvas({ debug, low = false }: { debug: boolean; low?: boolean }) {
  return (
    <Canvas
      frameloop="demand"
      shadows={low ? false : { enabled: true, type: PCFShadowMap }}
      dpr={low ? 1 : [1, 2]}
      camera={{ position: TABLE_POSE.position, fov: 40, near: 0.5, far: 200 }}
      gl={{ antialias: !low, preserveDrawingBuffer: debug }}
      style={{ position: 'absolute', inset: 0 }}
    >
      <color attach="background" args={['#1a120b']} />
      <Board3D />
      <DiceTray position={[21, 0.05, 9]} scale={0.75} />
      {debug && <RenderStatsProbe />}
      {debug && <ScreenProbe />}
    </Canvas>
  );
}
