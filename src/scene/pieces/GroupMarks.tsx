import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import type { ShipColour } from '../../core/data';
import { boardViewAtom } from '../../state/nemo/boardViewAtom';
import { SHIP_GROUP_MARKS } from '../../state/table/colourMarks';
import { colourBlindAtom } from '../../state/app/settings';
import type { AtlasTile } from '../atlas/TileAtlas';
import { drawMarkChip } from '../atlas/drawMarkShape';
import { SHIP_FILL } from '../atlas/shipColours';
import { markTileKey, placeGroupMarks } from '../placement/placeGroupMarks';
import { InstancedPieces } from './InstancedPieces';
import { setShownGroupMarks } from './groupMarkProbe';
import { createDiscGeometry } from './tokenGeometry';
import { useTiledPieces, type TiledLook } from './useTiledPieces';

const LOOK: TiledLook = {
  capacity: 128,
  grid: { cols: 4, rows: 3, tileW: 96, tileH: 96 },
  geometry: (capacity) => createDiscGeometry(capacity, 28),
  surface: { roughness: 0.5, metalness: 0 },
};

const TILES: AtlasTile[] = (Object.keys(SHIP_GROUP_MARKS) as ShipColour[]).map((colour) => ({
  key: markTileKey(colour),
  draw: (ctx, w, h) => drawMarkChip(ctx, SHIP_GROUP_MARKS[colour], SHIP_FILL[colour], w, h),
}));

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
  const placed = useMemo(() => placeGroupMarks(view), [view]);
  const tiled = useTiledPieces(LOOK, placed, TILES);
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
  return <InstancedPieces name="group-marks" {...tiled} />;
}
