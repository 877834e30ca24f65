import { Canvas } from '@react-three/fiber';
import { RenderStatsProbe } from '../../scene/RenderStatsProbe';
import { FlipBoard3D } from '../../scene/flip/FlipBoard3D';
import { FLIP_TABLE_POSE } from '../../scene/flip/flipCameraPoses';
import { FlipScreenProbe } from '../../scene/flip/FlipScreenProbe';

/** The one WebGL canvas of Flip Voyage; lazy-loaded, rendered on demand. */
export default function FlipCanvas({ debug }: { debug: boolean }) {
  return (
    <Canvas
      frameloop="demand"
      dpr={[1, 2]}
      camera={{ position: FLIP_TABLE_POSE.position, fov: 40, near: 0.5, far: 200 }}
      gl={{ antialias: true, preserveDrawingBuffer: debug }}
      style={{ position: 'absolute', inset: 0 }}
    >
      <color attach="background" args={['#1a120b']} />
      <FlipBoard3D />
      {debug && <RenderStatsProbe />}
      {debug && <FlipScreenProbe />}
    </Canvas>
  );
}
