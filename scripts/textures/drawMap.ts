import { geoEquirectangular, geoGraticule10, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOARD_WIDTH,
  MAP_BOTTOM,
  MAP_CENTRE_LONGITUDE,
  MAP_TOP,
  OCEAN_LAYOUT,
  UNITS_PER_DEGREE,
} from '../../src/scene/layout/boardLayout';
import { PX, circle, len, px, py } from './svg';

function readAtlas(name: string): Topology {
  const file = join(process.cwd(), 'node_modules', 'world-atlas', name);
  return JSON.parse(readFileSync(file, 'utf8')) as Topology;
}

/** The sea, regional tints, graticule, land and borders, clipped to the map window. */
export function drawMap(): string {
  const degreesToPx = UNITS_PER_DEGREE * PX;
  const projection = geoEquirectangular()
    .rotate([-MAP_CENTRE_LONGITUDE, 0])
    .scale((degreesToPx * 180) / Math.PI)
    .translate([px(0), py(MAP_TOP) + 80 * degreesToPx])
    .precision(0.2);
  const path = geoPath(projection);
  const land = readAtlas('land-110m.json');
  const countries = readAtlas('countries-110m.json');
  const landShape = feature(land, land.objects.land as GeometryCollection);
  const borders = mesh(
    countries,
    countries.objects.countries as GeometryCollection,
    (a, b) => a !== b,
  );
  const mapX = px(-BOARD_WIDTH / 2);
  const mapY = py(MAP_TOP);
  const mapW = len(BOARD_WIDTH);
  const mapH = len(MAP_BOTTOM - MAP_TOP);
  const tints = Object.values(OCEAN_LAYOUT)
    .map((o) => circle(o.box, o.die ? 4.2 : 2.6, `fill="url(#tint-${o.id})"`))
    .join('');
  const tintDefs = Object.values(OCEAN_LAYOUT)
    .map(
      (o) =>
        `<radialGradient id="tint-${o.id}"><stop offset="0" stop-color="${o.tint}" stop-opacity="0.75"/><stop offset="1" stop-color="${o.tint}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  return `
  <defs>
    <clipPath id="map-clip"><rect x="${mapX}" y="${mapY}" width="${mapW}" height="${mapH}"/></clipPath>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b5a7a"/><stop offset="0.5" stop-color="#1f577a"/><stop offset="1" stop-color="#173f5e"/>
    </linearGradient>
    ${tintDefs}
  </defs>
  <g clip-path="url(#map-clip)">
    <rect x="${mapX}" y="${mapY}" width="${mapW}" height="${mapH}" fill="url(#sea)"/>
    ${tints}
    <path d="${path(geoGraticule10())}" fill="none" stroke="#cfe3ee" stroke-opacity="0.16" stroke-width="1.5"/>
    <path d="${path(landShape)}" fill="none" stroke="#9fd0df" stroke-opacity="0.35" stroke-width="16" stroke-linejoin="round"/>
    <path d="${path(landShape)}" fill="#e4d2a3" stroke="#5e4b2c" stroke-width="2.2" stroke-linejoin="round"/>
    <path d="${path(borders)}" fill="none" stroke="#8a7350" stroke-opacity="0.45" stroke-width="1.2"/>
  </g>
  <rect x="${mapX}" y="${mapY}" width="${mapW}" height="${mapH}" fill="none" stroke="#3b2a14" stroke-width="5"/>`;
}
