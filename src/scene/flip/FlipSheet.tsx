import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { CanvasTexture, SRGBColorSpace, type Mesh } from 'three';
import {
  flipHoverAtom,
  flipSelectedTargetAtom,
  flipShownEventsAtom,
  flipShownStateAtom,
  flipViewedSeatAtom,
  flipDecisionAtom,
} from '../../state/flip/flipAtoms';
import {
  flipClickTargetAtom,
  flipHoverTargetAtom,
  flipLegalTargetsAtom,
} from '../../state/flip/flipInputAtoms';
import { speedAtom, reducedMotionAtom } from '../../state/app/settings';
import { sameTarget } from '../../state/flip/flipTarget';
import { isDrag } from '../pieces/isDrag';
import { drawFlipSheet } from './drawFlipSheet';
import { drawHighlights } from './drawHighlights';
import { drawStroke } from './drawStroke';
import { SHEET_H, SHEET_W, hitTest } from './flipBoardLayout';
import { flipStrokes, type Stroke } from './flipStrokes';
import { seatColour } from '../../state/flip/seatColours';
import { SHEET_SIZE } from './flipTableLayout';
import { TextureMaterial } from '../TextureMaterial';
import { usePaintKey } from '../atlas/usePaintKey';

const STROKE_MS = 420;
const STAGGER_MS = 70;
const MAX_STAGGER_MS = 900;

let printCache: { paint: string; canvas: HTMLCanvasElement } | null = null;

/** The printed sheet, painted once per paint key (language, Japanese font loaded). */
function printedSheet(paint: string): HTMLCanvasElement | null {
  if (typeof document === 'undefined') return null;
  if (printCache?.paint !== paint) {
    const canvas = document.createElement('canvas');
    canvas.width = SHEET_W;
    canvas.height = SHEET_H;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    drawFlipSheet(ctx);
    printCache = { paint, canvas };
  }
  return printCache.canvas;
}

function setCursor(cursor: string): void {
  if (typeof document !== 'undefined') document.body.style.cursor = cursor;
}

/**
 * The dry-erase player sheet of the viewed seat: the print, glows on legal targets and the marker
 * strokes, all in one canvas texture. New strokes are drawn in over a fraction of a second.
 */
export function FlipSheet() {
  const state = useAtomValue(flipShownStateAtom);
  const events = useAtomValue(flipShownEventsAtom);
  const seat = useAtomValue(flipViewedSeatAtom);
  const decision = useAtomValue(flipDecisionAtom);
  const legal = useAtomValue(flipLegalTargetsAtom);
  const hover = useAtomValue(flipHoverAtom);
  const selected = useAtomValue(flipSelectedTargetAtom);
  const speed = useAtomValue(speedAtom);
  const reduced = useAtomValue(reducedMotionAtom);
  const click = useSetAtom(flipClickTargetAtom);
  const hoverTarget = useSetAtom(flipHoverTargetAtom);
  const invalidate = useThree((s) => s.invalidate);
  const mesh = useRef<Mesh>(null);

  const paint = usePaintKey();
  const strokes = useMemo(
    () => (state ? flipStrokes(state, events, seat) : []),
    // The marker's words are written again in another language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, events, seat, paint],
  );
  const deciding = decision?.player === seat;
  const glows = useMemo(() => (deciding ? legal : []), [deciding, legal]);

  const canvas = useMemo(() => {
    if (typeof document === 'undefined') return null;
    const c = document.createElement('canvas');
    c.width = SHEET_W;
    c.height = SHEET_H;
    return c;
  }, []);
  const texture = useMemo(() => {
    if (!canvas) return null;
    const t = new CanvasTexture(canvas);
    t.colorSpace = SRGBColorSpace;
    t.anisotropy = 8;
    return t;
  }, [canvas]);
  useEffect(() => () => texture?.dispose(), [texture]);

  const starts = useRef(new Map<string, number>());
  const shownSeat = useRef<number | null>(null);
  const dirty = useRef(true);
  const animating = useRef(false);

  useEffect(() => {
    const now = performance.now();
    const instant = speed === 'instant' || reduced || shownSeat.current !== seat;
    shownSeat.current = seat;
    const known = starts.current;
    const next = new Map<string, number>();
    let fresh = 0;
    for (const s of strokes) {
      const before = known.get(s.key);
      if (before !== undefined) next.set(s.key, before);
      else {
        next.set(s.key, instant ? -Infinity : now + Math.min(MAX_STAGGER_MS, fresh * STAGGER_MS));
        fresh += 1;
      }
    }
    starts.current = next;
    dirty.current = true;
    animating.current = !instant && fresh > 0;
    invalidate();
  }, [strokes, seat, speed, reduced, invalidate]);

  useEffect(() => {
    dirty.current = true;
    invalidate();
  }, [glows, hover, selected, paint, invalidate]);

  useFrame(() => {
    if (!dirty.current && !animating.current) return;
    const ctx = canvas?.getContext('2d');
    const print = printedSheet(paint);
    dirty.current = false;
    if (!ctx || !print || !texture) {
      animating.current = false;
      return;
    }
    ctx.drawImage(print, 0, 0);
    drawHighlights(ctx, glows, [hover?.target ?? null, selected]);
    const now = performance.now();
    const colour = seatColour(seat);
    let still = false;
    for (const s of strokes as Stroke[]) {
      const start = starts.current.get(s.key) ?? -Infinity;
      const t = (now - start) / STROKE_MS;
      if (t < 1) still = true;
      drawStroke(ctx, s, colour, t);
    }
    animating.current = still;
    texture.needsUpdate = true;
    if (still) invalidate();
  });

  const targetAt = (e: ThreeEvent<PointerEvent | MouseEvent>) =>
    e.uv ? hitTest(e.uv.x * SHEET_W, (1 - e.uv.y) * SHEET_H) : null;

  return (
    <mesh
      ref={mesh}
      name="flip-sheet"
      rotation-x={-Math.PI / 2}
      position-y={0.002}
      receiveShadow
      onClick={(e) => {
        if (isDrag(e)) return;
        const target = targetAt(e);
        // Only the deciding seat's own sheet answers clicks (another pinned board is for looking).
        if (!target || !deciding) return;
        e.stopPropagation();
        click(target);
      }}
      onPointerMove={(e) => {
        const target = deciding ? targetAt(e) : null;
        hoverTarget(target);
        setCursor(target && glows.some((g) => sameTarget(g, target)) ? 'pointer' : '');
      }}
      onPointerOut={() => {
        hoverTarget(null);
        setCursor('');
      }}
    >
      <planeGeometry args={[SHEET_SIZE.w, SHEET_SIZE.d]} />
      <TextureMaterial map={texture} plain="'#f6f3ea'" roughness={0.32} metalness={0} />
    </mesh>
  );
}
