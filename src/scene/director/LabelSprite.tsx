import { useEffect, useMemo } from 'react';
import { SpriteMaterial } from 'three';
import { SERIF, roundRect } from '../atlas/canvasText';
import { drawToTexture } from '../atlas/drawToTexture';

const HEIGHT_PX = 64;
/** World units of the label's height, unless a label asks for another. */
const HEIGHT = 0.8;

/** Measures and draws a pill-shaped label; returns its texture and width/height ratio. */
function drawLabel(text: string, background: string, colour: string) {
  let width = 200;
  if (typeof document !== 'undefined') {
    const ctx = document.createElement('canvas').getContext('2d');
    if (ctx) {
      ctx.font = `bold 36px ${SERIF}`;
      width = Math.ceil(ctx.measureText(text).width) + 44;
    }
  }
  const texture = drawToTexture(width, HEIGHT_PX, (ctx, w, h) => {
    ctx.fillStyle = background;
    roundRect(ctx, 2, 2, w - 4, h - 4, (h - 4) / 2);
    ctx.fill();
    ctx.fillStyle = colour;
    ctx.font = `bold 36px ${SERIF}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, w / 2, h / 2 + 2);
  });
  return { texture, aspect: width / HEIGHT_PX };
}

/** A text label that always faces the camera and stays on top of the board. */
export function LabelSprite({
  text,
  position,
  background = '#7fe3ff',
  colour = '#06202c',
  height = HEIGHT,
  anchor = 'foot',
  name,
}: {
  text: string;
  /** The object's name in the scene (debug probes find it by it). */
  name?: string;
  position: [number, number, number];
  background?: string;
  colour?: string;
  /** World units from the label's foot to its top. */
  height?: number;
  /** Whether `position` is the label's foot (it stands on it) or its middle. */
  anchor?: 'foot' | 'middle';
}) {
  const { material, aspect } = useMemo(() => {
    const { texture, aspect } = drawLabel(text, background, colour);
    return {
      material: new SpriteMaterial({ map: texture, depthTest: false, transparent: true }),
      aspect,
    };
  }, [text, background, colour]);
  useEffect(
    () => () => {
      material.map?.dispose();
      material.dispose();
    },
    [material],
  );
  return (
    <sprite
      name={name}
      material={material}
      position={position}
      scale={[height * aspect, height, 1]}
      center={[0.5, anchor === 'foot' ? 0 : 0.5]}
      renderOrder={10}
    />
  );
}
