import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { CylinderGeometry, InstancedBufferAttribute, MeshStandardMaterial } from 'three';
import { flipShownStateAtom } from '../../state/flip/flipAtoms';
import type { AtlasTile } from '../atlas/TileAtlas';
import { useAtlas } from '../atlas/useAtlas';
import { InstancedPieces } from '../pieces/InstancedPieces';
import { withInstanceTiles } from '../pieces/instanceTileMaterial';
import { drawPhaseToken } from './drawFlipCards';
import { placePhaseTokens } from './placePhaseTokens';
import { seatColour } from '../../state/flip/seatColours';
import { seatMark } from '../../state/colourMarks';
import { colourBlindAtom } from '../../state/settings';
import { drawSeatMarkToken } from './drawSeatMarkToken';

const CAPACITY = 12;
const GRID = { cols: 4, rows: 4, tileW: 64, tileH: 64 };

function createDiscGeometry() {
  const geometry = new CylinderGeometry(0.5, 0.5, 1, 24, 1);
  geometry.setAttribute(
    'instanceTile',
    new InstancedBufferAttribute(new Float32Array(CAPACITY * 4), 4),
  );
  return geometry;
}

/** Each seat's Move / Engage / Action tokens on the lineup cards, in one draw call. */
export function PhaseTokens() {
  const state = useAtomValue(flipShownStateAtom);
  const marked = useAtomValue(colourBlindAtom);
  const geometry = useMemo(createDiscGeometry, []);
  const material = useMemo(
    () => withInstanceTiles(new MeshStandardMaterial({ roughness: 0.35, metalness: 0.05 })),
    [],
  );
  const placed = useMemo(
    () =>
      (state ? placePhaseTokens(state) : []).map((p) =>
        marked ? { ...p, tileKey: `${p.tileKey}:marked` } : p,
      ),
    [state, marked],
  );
  const tiles = useMemo<AtlasTile[]>(
    () =>
      [...new Set(placed.map((p) => p.tileKey))].map((key) => {
        const [, seat, letter] = key.split(':');
        return {
          key,
          draw: (ctx, w, h) =>
            marked
              ? drawSeatMarkToken(
                  ctx,
                  seatColour(Number(seat)),
                  seatMark(Number(seat)),
                  letter ?? '',
                  w,
                  h,
                )
              : drawPhaseToken(ctx, seatColour(Number(seat)), letter ?? '', w, h),
        };
      }),
    [placed, marked],
  );
  const rectOf = useAtlas(tiles, GRID, material);
  const pieces = useMemo(
    () => placed.map(({ tileKey, ...p }) => ({ ...p, tile: rectOf(tileKey) })),
    [placed, rectOf],
  );
  return (
    <InstancedPieces
      name="phase-tokens"
      pieces={pieces}
      geometry={geometry}
      material={material}
      capacity={CAPACITY}
    />
  );
}
