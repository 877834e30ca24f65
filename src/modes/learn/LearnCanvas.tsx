import { Canvas } from '@react-three/fiber';
import { PCFShadowMap } from 'three';
import { Board3D } from '../../scene/Board3D';
import { DiceTray } from '../../scene/dice/DiceTray';
import { TABLE_POSE } from '../../scene/cameraPoses';
import { RenderStatsProbe } from '../../scene/RenderStatsProbe';
import { LessonHighlights } from '../../scene/director/LessonHighlights';
import { RouteOverlay } from '../../scene/director/RouteOverlay';

/** The lesson table: the board, the dice tray, and the step's highlights and routes. Lazy-loaded. */
export default function LearnCanvas({ debug }: { debug: boolean }) {
  return (
    <Canvas
      frameloop="demand"
      shadows={{ enabled: true, type: PCFShadowMap }}
      dpr={[1, 2]}
      camera={{ position: TABLE_POSE.position, fov: 40, near: 0.5, far: 200 }}
      gl={{ antialias: true, preserveDrawingBuffer: debug }}
      style={{ position: 'absolute', inset: 0 }}
    >
      <color attach="background" args={['#1a120b']} />
      <Board3D />
      <DiceTray position={[21, 0.05, 9]} scale={0.75} />
      <LessonHighlights />
      <RouteOverlay />
      {debug && <RenderStatsProbe />}
    </Canvas>
  );
}
