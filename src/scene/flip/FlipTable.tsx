import { RepeatWrapping } from 'three';
import { ASSET_URLS } from '../assets';
import { useLoadedTexture } from '../useLoadedTexture';
import { SHEET_SIZE } from './flipTableLayout';
import { TextureMaterial } from '../TextureMaterial';

const BACKING = 0.12;

/** The wooden table, the sheet's stiff backing board and a soft lamp; no shadow maps. */
export function FlipTable() {
  const wood = useLoadedTexture(ASSET_URLS.wood, (t) => {
    t.wrapS = t.wrapT = RepeatWrapping;
    t.repeat.set(3, 3);
  });
  return (
    <>
      <hemisphereLight args={['#f6efe2', '#3a2614', 1.1]} />
      <directionalLight position={[-8, 30, 14]} intensity={2.1} color="#fff4e0" />
      <mesh name="flip-table" rotation-x={-Math.PI / 2} position-y={-BACKING}>
        <planeGeometry args={[90, 70]} />
        <TextureMaterial map={wood} plain="#4a2e18" roughness={0.75} />
      </mesh>
      <mesh name="flip-backing" position-y={-BACKING / 2}>
        <boxGeometry args={[SHEET_SIZE.w + 0.5, BACKING, SHEET_SIZE.d + 0.5]} />
        <meshStandardMaterial color="#20344a" roughness={0.6} />
      </mesh>
    </>
  );
}
