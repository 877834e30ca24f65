import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import type { AtlasTile } from '../atlas/TileAtlas';
import { InstancedPieces } from '../pieces/InstancedPieces';
import { createTokenGeometry } from '../pieces/tokenGeometry';
import { useTiledPieces, type TiledLook } from '../pieces/useTiledPieces';
import { flipShownStateAtom, flipViewedSeatAtom } from '../../state/flip/flipAtoms';
import {
  flipClickTargetAtom,
  flipHoverTargetAtom,
  flipLegalTargetsAtom,
} from '../../state/flip/flipInputAtoms';
import { flipDecisionAtom } from '../../state/flip/flipAtoms';
import { drawCharacterCard, drawFarragutCard, drawPokerBack, drawPokerCard } from './drawFlipCards';
import { lineupIndexOf, placeFlipCards, type CardPiece } from './placeFlipCards';
import { cardWord } from './flipCardWords';
import { usePaintKey } from '../atlas/usePaintKey';

const LOOK: TiledLook = {
  capacity: 40,
  grid: { cols: 8, rows: 5, tileW: 256, tileH: 358 },
  geometry: createTokenGeometry,
  surface: { roughness: 0.55, metalness: 0 },
};

/** A tile's key is `paint|kind:a:b`: painted again when the paint key changes. */
function drawTile(key: string): AtlasTile['draw'] {
  const [kind, a, b] = (key.split('|')[1] ?? '').split(':');
  return (ctx, w, h) => {
    if (kind === 'poker') drawPokerCard(ctx, Number(a), w, h);
    else if (kind === 'back')
      drawPokerBack(ctx, w, h, cardWord(a === 'farragut' ? 'farragutBack' : 'back'));
    else if (kind === 'farragut') drawFarragutCard(ctx, Number(a), b === 'met', w, h);
    else if (kind === 'character') drawCharacterCard(ctx, a ?? '', b === 'used', w, h);
  };
}

function tilesOf(pieces: CardPiece[]): AtlasTile[] {
  const keys = [...new Set(pieces.map((p) => p.tileKey))];
  return keys.map((key) => ({ key, draw: drawTile(key) }));
}

/** Every card on the Flip table in one draw call; lineup cards are clickable. */
export function FlipCards() {
  const state = useAtomValue(flipShownStateAtom);
  const seat = useAtomValue(flipViewedSeatAtom);
  const decision = useAtomValue(flipDecisionAtom);
  const legal = useAtomValue(flipLegalTargetsAtom);
  const click = useSetAtom(flipClickTargetAtom);
  const hover = useSetAtom(flipHoverTargetAtom);
  const legalCards = useMemo(() => {
    const asksCard = decision?.kind === 'chooseMove' || decision?.kind === 'engage';
    if (!asksCard) return null;
    return legal.flatMap((t) => (t.kind === 'card' ? [t.index] : []));
  }, [decision, legal]);
  const paint = usePaintKey();
  const placed = useMemo(
    () =>
      (state ? placeFlipCards(state, seat, legalCards) : []).map((p) => ({
        ...p,
        tileKey: `${paint}|${p.tileKey}`,
      })),
    [state, seat, legalCards, paint],
  );
  const tiles = useMemo(() => tilesOf(placed), [placed]);
  const tiled = useTiledPieces(LOOK, placed, tiles);
  return (
    <InstancedPieces
      name="flip-cards"
      {...tiled}
      isInteractive={(key) => lineupIndexOf(key) !== null}
      onPieceClick={(key) => {
        const index = lineupIndexOf(key);
        if (index !== null) click({ kind: 'card', index });
      }}
      onPieceHover={(key) => {
        const index = key === null ? null : lineupIndexOf(key);
        hover(index === null ? null : { kind: 'card', index });
      }}
    />
  );
}
