import { Canvas } from '@react-three/fiber';
import { PCFShadowMap } from 'three';
import { Board3D } from '../../scene/Board3D';
import { DiceTray } from '../../scene/dice/DiceTray';
import { TABLE_POSE } from '../../scene/cameraPoses';
import { RenderStatsProbe } from '../../scene/RenderStatsProbe';
import { Backdrop, type BackdropKind } from '../../scene/director/Backdrop';

/** The show's one WebGL canvas: the table, the dice tray, and the chosen background. Lazy-loaded. */
export default function ShowcaseCanvas({ debug, bg }: { debug: boolean; bg: BackdropKind }) {
  return (
    <Canvas
      frameloop="demand"
      shadows={{ enabled: true, type: PCFShadowMap }}
      dpr={[1, 2]}
      camera={{ position: TABLE_POSE.position, fov: 40, near: 0.5, far: 200 }}
      gl={{ antialias: true, alpha: true, preserveDrawingBuffer: debug }}
      style={{ position: 'absolute', inset: 0, background: 'transparent' }}
    >
      <Backdrop kind={bg} />
      <Board3D />
      <DiceTray position={[21, 0.05, 9]} scale={0.75} />
      {debug && <RenderStatsProbe />}
    </Canvas>
  );
}
