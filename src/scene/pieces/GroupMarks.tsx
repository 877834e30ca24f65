import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { CylinderGeometry, InstancedBufferAttribute, MeshStandardMaterial } from 'three';
import type { ShipColour } from '../../core/data/types';
import { boardViewAtom } from '../../state/boardViewAtom';
import { SHIP_GROUP_MARKS } from '../../state/colourMarks';
import { colourBlindAtom } from '../../state/settings';
import type { AtlasTile } from '../atlas/TileAtlas';
import { drawMarkChip } from '../atlas/drawMarkShape';
import { SHIP_FILL } from '../atlas/shipColours';
import { useAtlas } from '../atlas/useAtlas';
import { markTileKey, placeGroupMarks } from '../placement/placeGroupMarks';
import { InstancedPieces } from './InstancedPieces';
import { setShownGroupMarks } from './groupMarkProbe';
import { withInstanceTiles } from './instanceTileMaterial';

const CAPACITY = 128;
const GRID = { cols: 4, rows: 3, tileW: 96, tileH: 96 };

const TILES: AtlasTile[] = (Object.keys(SHIP_GROUP_MARKS) as ShipColour[]).map((colour) => ({
  key: markTileKey(colour),
  draw: (ctx, w, h) => drawMarkChip(ctx, SHIP_GROUP_MARKS[colour], SHIP_FILL[colour], w, h),
}));

function createChipGeometry() {
  const geometry = new CylinderGeometry(0.5, 0.5, 1, 28, 1);
  geometry.setAttribute(
    'instanceTile',
    new InstancedBufferAttribute(new Float32Array(CAPACITY * 4), 4),
  );
  return geometry;
}

/** Colour-blind setting: a shape chip on every ship counter and Squadron, one per colour group. */
export function GroupMarks() {
  const on = useAtomValue(colourBlindAtom);
  return on ? <GroupMarkChips /> : <NoMarks />;
}

function NoMarks() {
  useEffect(() => setShownGroupMarks([]), []);
  return null;
}

function GroupMarkChips() {
  const view = useAtomValue(boardViewAtom);
  const geometry = useMemo(createChipGeometry, []);
  const material = useMemo(
    () => withInstanceTiles(new MeshStandardMaterial({ roughness: 0.5, metalness: 0 })),
    [],
  );
  const rectOf = useAtlas(TILES, GRID, material);
  const placed = useMemo(() => placeGroupMarks(view), [view]);
  const pieces = useMemo(
    () => placed.map(({ tileKey, ...p }) => ({ ...p, tile: rectOf(tileKey) })),
    [placed, rectOf],
  );
  useEffect(() => {
    setShownGroupMarks(
      placed.map(({ key, group, shape, position, scale }) => ({
        key,
        group,
        shape,
        position,
        radius: scale[0] / 2,
      })),
    );
    return () => setShownGroupMarks([]);
  }, [placed]);
  return (
    <InstancedPieces
      name="group-marks"
      pieces={pieces}
      geometry={geometry}
      material={material}
      capacity={CAPACITY}
    />
  );
}
