import { BOARD_DEPTH, BOARD_WIDTH } from '../../src/scene/layout/boardLayout';
import { HEIGHT_PX, WIDTH_PX, circle, line, rect, text } from './svg';

export function drawBackground(): string {
  return `
  <defs>
    <radialGradient id="parchment" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0" stop-color="#efe2c0"/><stop offset="0.8" stop-color="#e0cc9c"/><stop offset="1" stop-color="#c9ad74"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH_PX}" height="${HEIGHT_PX}" fill="url(#parchment)"/>`;
}

function drawCompass(at: { x: number; z: number }, r: number): string {
  const points = [0, 90, 180, 270].map((deg) => {
    const rad = (deg * Math.PI) / 180;
    const tip = { x: at.x + Math.sin(rad) * r, z: at.z - Math.cos(rad) * r };
    return line(at, tip, 'stroke="#4a3520" stroke-width="3"');
  });
  return [
    circle(at, r * 0.72, 'fill="none" stroke="#4a3520" stroke-width="3"'),
    circle(at, r * 0.62, 'fill="none" stroke="#b08a3e" stroke-width="2"'),
    ...points,
    text({ x: at.x, z: at.z - r - 0.2 }, 'N', { size: 0.3, weight: 'bold', fill: '#4a3520' }),
  ].join('');
}

export function drawCartouche(): string {
  const box = { x: 12.6, z: 6.85, w: 6.0, d: 6.5 };
  return [
    rect(box, 'fill="#10283d" stroke="#c9a45c" stroke-width="8"', 0.25),
    rect({ ...box, w: box.w - 0.3, d: box.d - 0.3 }, 'fill="none" stroke="#c9a45c" stroke-width="2"', 0.18),
    text({ x: box.x, z: 4.4 }, "NEMO'S WAR", { size: 0.72, weight: 'bold', fill: '#e8c877', spacing: 0.06 }),
    text({ x: box.x, z: 5.1 }, 'Chart of the Voyages of the Nautilus · 1870', { size: 0.2, italic: true, fill: '#e8dcc0' }),
    drawCompass({ x: 11.1, z: 7.3 }, 0.95),
    line({ x: 12.5, z: 6.7 }, { x: 13.5, z: 6.7 }, 'stroke="#e9f1f6" stroke-width="15" stroke-linecap="round" stroke-opacity="0.7"'),
    line({ x: 12.5, z: 6.7 }, { x: 13.5, z: 6.7 }, 'stroke="#16306e" stroke-width="9" stroke-linecap="round"'),
    text({ x: 13.7, z: 6.7 }, 'Move & place', { size: 0.2, anchor: 'start', fill: '#e8dcc0' }),
    line({ x: 12.5, z: 7.3 }, { x: 13.5, z: 7.3 }, 'stroke="#f2e6c4" stroke-width="7" stroke-linecap="round" stroke-dasharray="2 16"'),
    text({ x: 13.7, z: 7.3 }, 'Place only', { size: 0.2, anchor: 'start', fill: '#e8dcc0' }),
    rect({ x: 12.85, z: 7.9, w: 0.36, d: 0.36 }, 'fill="#f6efdc" stroke="#10283d" stroke-width="3"', 0.06),
    text({ x: 13.7, z: 7.9 }, 'Major Ocean die', { size: 0.2, anchor: 'start', fill: '#e8dcc0' }),
    text({ x: box.x, z: 9.55 }, 'Mobilis in Mobili', { size: 0.3, italic: true, fill: '#e8c877' }),
  ].join('');
}

export function drawBorder(): string {
  const full = { x: 0, z: 0, w: BOARD_WIDTH - 0.08, d: BOARD_DEPTH - 0.08 };
  return [
    rect(full, 'fill="none" stroke="#6b4a1f" stroke-width="10"', 0.1),
    rect({ ...full, w: full.w - 0.3, d: full.d - 0.3 }, 'fill="none" stroke="#b08a3e" stroke-width="3"', 0.08),
  ].join('');
}
