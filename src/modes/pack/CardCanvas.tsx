import { useEffect, useRef } from 'react';
import { drawRevealedCard } from '../../scene/atlas/drawCard';
import type { RevealedCardView } from '../../state/table/boardView';

const WIDTH = 180;
const HEIGHT = 257;

/** A card face drawn as the table draws a revealed card, at page size. */
export function CardCanvas({ view }: { view: RevealedCardView }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    const scale = window.devicePixelRatio || 1;
    c.width = WIDTH * 2 * scale;
    c.height = HEIGHT * 2 * scale;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    drawRevealedCard(ctx, view, WIDTH * 2, HEIGHT * 2);
  }, [view]);
  return (
    <canvas
      ref={canvas}
      data-testid="pack-card-preview"
      aria-label={view.title}
      style={{ width: WIDTH, height: HEIGHT, borderRadius: 8 }}
    />
  );
}
