import { BoxGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { AID_CARD, AID_CARDS, TABLE_TOP } from './versusLayout';

const TOP_FACE = { start: 8, count: 4 };

/**
 * The four Player Aid cards as one geometry: each card's top face shows its quarter of the
 * 4-wide face texture; its edges take the red border colour.
 */
export function createPlayerAidGeometry(): BufferGeometry {
  const cards = AID_CARDS.map((at, i) => {
    const card = new BoxGeometry(AID_CARD.w, AID_CARD.thickness, AID_CARD.d);
    const uv = card.getAttribute('uv');
    for (let v = 0; v < uv.count; v++) {
      const top = v >= TOP_FACE.start && v < TOP_FACE.start + TOP_FACE.count;
      if (top) uv.setX(v, (i + uv.getX(v)) / AID_CARDS.length);
      else uv.setXY(v, (i + 0.04) / AID_CARDS.length, 0.5);
    }
    card.translate(at.x, TABLE_TOP + 0.004 + AID_CARD.thickness / 2, at.z);
    return card;
  });
  const merged = mergeGeometries(cards);
  cards.forEach((c) => c.dispose());
  return merged;
}
