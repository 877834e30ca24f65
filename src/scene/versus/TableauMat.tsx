import { useEffect, useMemo } from 'react';
import { drawToTexture } from '../atlas/drawToTexture';
import { MAT_PX_PER_UNIT, drawTableauMat } from './drawTableauMat';
import { TABLEAU_MAT, TABLE_TOP } from './versusLayout';
import { TextureMaterial } from '../TextureMaterial';

/** The Imperialist Tableau mat lying on the table beyond the top edge of the board. */
export function TableauMat({ act }: { act: number }) {
  const texture = useMemo(
    () =>
      drawToTexture(
        Math.round(TABLEAU_MAT.w * MAT_PX_PER_UNIT),
        Math.round(TABLEAU_MAT.d * MAT_PX_PER_UNIT),
        (ctx) => drawTableauMat(ctx, act),
      ),
    [act],
  );
  useEffect(() => () => texture?.dispose(), [texture]);
  return (
    <mesh
      name="imperialist-tableau"
      position={[TABLEAU_MAT.x, TABLE_TOP, TABLEAU_MAT.z]}
      rotation-x={-Math.PI / 2}
      receiveShadow
    >
      <planeGeometry args={[TABLEAU_MAT.w, TABLEAU_MAT.d]} />
      <TextureMaterial map={texture} plain="'#3a1416'" roughness={0.9} />
    </mesh>
  );
}
