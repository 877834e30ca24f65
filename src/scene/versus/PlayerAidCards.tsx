import { useEffect, useMemo } from 'react';
import { drawToTexture } from '../atlas/drawToTexture';
import { AID_TILE, drawPlayerAids } from './drawPlayerAids';
import { createPlayerAidGeometry } from './playerAidGeometry';
import { TextureMaterial } from '../TextureMaterial';

/** The Imperialist Player Aid cards Versus A–D, face up in the Tableau, in one draw call. */
export function PlayerAidCards() {
  const geometry = useMemo(() => createPlayerAidGeometry(), []);
  const texture = useMemo(
    () => drawToTexture(AID_TILE.w * 4, AID_TILE.h, (ctx) => drawPlayerAids(ctx)),
    [],
  );
  useEffect(
    () => () => {
      geometry.dispose();
      texture?.dispose();
    },
    [geometry, texture],
  );
  return (
    <mesh name="player-aid-cards" geometry={geometry} castShadow receiveShadow>
      <TextureMaterial map={texture} plain="'#efe4c6'" roughness={0.8} />
    </mesh>
  );
}
