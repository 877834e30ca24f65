import { useThree } from '@react-three/fiber';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { OCEAN_IDS, type OceanId } from '../core/data';
import type { BoardView } from '../state/table/boardView';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { clickTargetAtom, hoverTargetAtom } from '../state/nemo/tableInput';
import { hoverTableItemAtom, pinTableItemAtom } from '../state/table/tableItem';
import type { AtlasTile } from './atlas/TileAtlas';
import { drawGroupBack, drawHiddenMarker, drawShipFace } from './atlas/drawShipFace';
import { InstancedPieces } from './pieces/InstancedPieces';
import { pagePoint } from './pagePoint';
import { screenBoxesOf } from './screenBoxesOf';
import { createTokenGeometry } from './pieces/tokenGeometry';
import { useTiledPieces, type TiledLook } from './pieces/useTiledPieces';
import {
  HIDDEN_TILE,
  groupTileKey,
  placeShipTokens,
  shipFaceKey,
  shipFacesOf,
} from './placement/placeShipTokens';

const LOOK: TiledLook = {
  capacity: 128,
  grid: { cols: 8, rows: 10, tileW: 192, tileH: 192 },
  geometry: createTokenGeometry,
  surface: { roughness: 0.62, metalness: 0.02 },
};

function shipTiles(view: BoardView): AtlasTile[] {
  const tiles = new Map<string, AtlasTile>();
  tiles.set(HIDDEN_TILE, { key: HIDDEN_TILE, draw: (ctx, w, h) => drawHiddenMarker(ctx, w, h) });
  for (const g of view.notoriety.waitingGroups) {
    const key = groupTileKey(g.colour, g.space);
    tiles.set(key, { key, draw: (ctx, w, h) => drawGroupBack(ctx, g.colour, g.space, w, h) });
  }
  for (const face of shipFacesOf(view)) {
    const key = shipFaceKey(face);
    tiles.set(key, { key, draw: (ctx, w, h) => drawShipFace(ctx, face, w, h) });
  }
  return [...tiles.values()].sort((a, b) => a.key.localeCompare(b.key));
}

function oceanOfShip(view: BoardView, ship: number): OceanId | null {
  return (
    OCEAN_IDS.find((o) =>
      view.oceans[o].slots.some((slot) => slot.kind === 'ship' && slot.ship.shipId === ship),
    ) ?? null
  );
}

/** A revealed ship's key (`ship:ID`); Hidden Ship markers and waiting stacks carry no ship. */
const isRevealedShip = (key: string) => key.startsWith('ship:');

/**
 * Every ship counter, Hidden Ship marker and waiting reinforcement stack, in one draw call.
 * Hovering a revealed ship opens its info card (name, Attack, Defense, VP); a click or a tap
 * picks it when the decision offers it, else pins the card (issue 43 §4).
 */
export function ShipTokens() {
  const view = useAtomValue(boardViewAtom);
  const click = useSetAtom(clickTargetAtom);
  const hover = useSetAtom(hoverTargetAtom);
  const hoverItem = useSetAtom(hoverTableItemAtom);
  const pin = useSetAtom(pinTableItemAtom);
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  const scene = useThree((s) => s.scene);
  const tiles = useMemo(() => shipTiles(view), [view]);
  const placed = useMemo(() => placeShipTokens(view), [view]);
  const tiled = useTiledPieces(LOOK, placed, tiles);
  const { pieces } = tiled;
  const selectable = useMemo(
    () => new Set(view.selectable.ships.map((id) => `ship:${id}`)),
    [view],
  );
  const shipIdOf = (key: string) => Number(key.slice('ship:'.length));
  const itemAt = (key: string) => {
    const piece = pieces.find((p) => p.key === key);
    if (!piece) return null;
    return {
      kind: 'ship' as const,
      id: String(shipIdOf(key)),
      ...pagePoint(camera, canvas, piece.position),
      // The info card keeps clear of the ships, the one it names among them.
      pieces: screenBoxesOf(scene, camera, canvas, 'ship-tokens', 'ship:'),
    };
  };
  return (
    <InstancedPieces
      name="ship-tokens"
      {...tiled}
      castShadow
      receiveShadow
      isInteractive={isRevealedShip}
      onPieceClick={(key) => {
        if (selectable.has(key)) {
          click({ kind: 'ship', id: shipIdOf(key) });
          return;
        }
        // A ship lying in an Ocean the decision offers: the click is the Ocean's (a move).
        const ocean = oceanOfShip(view, shipIdOf(key));
        if (ocean && view.selectable.oceans.includes(ocean)) {
          click({ kind: 'ocean', id: ocean });
          return;
        }
        const item = itemAt(key);
        if (item) pin(item);
      }}
      onPieceHover={(key) => {
        hover(key === null ? null : { kind: 'ship', id: shipIdOf(key) });
        hoverItem(key === null ? null : itemAt(key));
      }}
    />
  );
}
