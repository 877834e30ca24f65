import { RepeatWrapping } from 'three';
import { ASSET_URLS } from './assets';
import { BOARD_DEPTH, BOARD_WIDTH } from './layout/boardLayout';
import { useLoadedTexture } from './useLoadedTexture';
import { TextureMaterial } from './TextureMaterial';

const BOARD_THICKNESS = 0.08;

/** The wooden table, the board lying on it, and the lamp above them. */
export function Table() {
  const board = useLoadedTexture(ASSET_URLS.board);
  const wood = useLoadedTexture(ASSET_URLS.wood, (t) => {
    t.wrapS = t.wrapT = RepeatWrapping;
    t.repeat.set(3, 3);
  });
  return (
    <>
      <hemisphereLight args={['#f3ead8', '#3a2614', 0.75]} />
      <directionalLight
        position={[-14, 30, 16]}
        intensity={2.3}
        color="#fff3dd"
        castShadow
        shadow-mapSize={[2048, 2048]}
        shadow-camera-left={-26}
        shadow-camera-right={26}
        shadow-camera-top={22}
        shadow-camera-bottom={-22}
        shadow-camera-near={5}
        shadow-camera-far={80}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
        shadow-radius={4}
      />
      <mesh name="table" rotation-x={-Math.PI / 2} position-y={-BOARD_THICKNESS} receiveShadow>
        <planeGeometry args={[90, 70]} />
        <TextureMaterial map={wood} plain="#4a2e18" roughness={0.7} />
      </mesh>
      <mesh name="board" position-y={-BOARD_THICKNESS / 2} receiveShadow>
        <boxGeometry args={[BOARD_WIDTH, BOARD_THICKNESS, BOARD_DEPTH]} />
        <TextureMaterial map={board} plain="#d9c79a" roughness={0.85} />
      </mesh>
    </>
  );
}
