import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { flipShownStateAtom } from '../../state/flip/flipAtoms';
import type { AtlasTile } from '../atlas/TileAtlas';
import { InstancedPieces } from '../pieces/InstancedPieces';
import { createDiscGeometry } from '../pieces/tokenGeometry';
import { useTiledPieces, type TiledLook } from '../pieces/useTiledPieces';
import { drawPhaseToken } from './drawFlipCards';
import { placePhaseTokens } from './placePhaseTokens';
import { seatColour } from '../../state/flip/seatColours';
import { seatMark } from '../../state/table/colourMarks';
import { colourBlindAtom } from '../../state/app/settings';
import { drawSeatMarkToken } from './drawSeatMarkToken';

const LOOK: TiledLook = {
  capacity: 12,
  grid: { cols: 4, rows: 4, tileW: 64, tileH: 64 },
  geometry: (capacity) => createDiscGeometry(capacity, 24),
  surface: { roughness: 0.35, metalness: 0.05 },
};

/** Each seat's Move / Engage / Action tokens on the lineup cards, in one draw call. */
export function PhaseTokens() {
  const state = useAtomValue(flipShownStateAtom);
  const marked = useAtomValue(colourBlindAtom);
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
  const tiled = useTiledPieces(LOOK, placed, tiles);
  return <InstancedPieces name="phase-tokens" {...tiled} />;
}
