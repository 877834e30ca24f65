export const WOOD_SIZE = 1024;

/** A dark walnut table top: stretched fractal noise tinted brown, tiling horizontally. */
export function woodSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WOOD_SIZE}" height="${WOOD_SIZE}">
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="4" seed="7" stitchTiles="stitch"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0.30  0 0 0 0 0.17  0 0 0 0 0.08  0 0 0 1.6 -0.35"/>
  </filter>
  <rect width="100%" height="100%" fill="#3a2212"/>
  <rect width="100%" height="100%" filter="url(#grain)"/>
</svg>`;
}
