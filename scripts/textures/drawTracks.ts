import type { ResourceId } from '../../src/core/data/types';
import {
  AP_MAX,
  AP_Z,
  NOTORIETY_CELL,
  NOTORIETY_MAX,
  NOTORIETY_THRESHOLDS,
  NOTORIETY_Z,
  OCEAN_LAYOUT,
  PARIAH_MARKS,
  RESOURCE_CELL,
  RESOURCE_LAYOUT,
  SALVAGE_CELLS,
  SCOURGE_LABEL_X,
  SCOURGE_LEVELS,
  TONNAGE_CELL,
  TONNAGE_HEADER_Z,
  actionPointCell,
  notorietyCell,
  resourceCell,
  tonnageCell,
} from '../../src/scene/layout/boardLayout';
import { MAJOR_OCEANS } from '../../src/state/table/oceanCapacity';
import { rect, text } from './svg';

const CELL = 'fill="#f4ead0" stroke="#4a3520" stroke-width="2.5"';
const INK = '#2a1c0e';

function drawNotoriety(): string {
  const parts: string[] = [];
  for (let v = 0; v <= NOTORIETY_MAX; v++) {
    const at = notorietyCell(v);
    const threshold = NOTORIETY_THRESHOLDS.find((t) => t.value === v);
    const fill = threshold ? threshold.colour : v % 5 === 0 ? '#e3d2a6' : '#f4ead0';
    const cell = { ...at, w: NOTORIETY_CELL - 0.04, d: NOTORIETY_CELL - 0.04 };
    parts.push(rect(cell, `fill="${fill}" stroke="#4a3520" stroke-width="2.5"`, 0.05));
    parts.push(text(at, String(v), { size: 0.24, weight: 'bold', fill: threshold ? '#f8f0da' : INK }));
  }
  for (const t of NOTORIETY_THRESHOLDS) {
    const at = notorietyCell(t.value);
    parts.push(text({ x: at.x, z: NOTORIETY_Z + 0.47 }, t.label, { size: 0.15, fill: INK, weight: 'bold' }));
  }
  for (const p of PARIAH_MARKS) {
    const at = notorietyCell(p.value);
    parts.push(
      text({ x: at.x, z: NOTORIETY_Z + 0.66 }, `☠ Pariah: ${p.motive}`, {
        size: 0.14,
        fill: '#8b1a1a',
        italic: true,
      }),
    );
  }
  parts.push(
    text({ x: notorietyCell(0).x - 0.25, z: NOTORIETY_Z + 0.52 }, 'NOTORIETY ▸', {
      size: 0.2,
      weight: 'bold',
      anchor: 'start',
      fill: INK,
      spacing: 0.03,
    }),
  );
  return parts.join('');
}

function drawResource(id: ResourceId): string {
  const track = RESOURCE_LAYOUT[id];
  const parts: string[] = [];
  const first = resourceCell(id, track.max);
  parts.push(
    text({ x: first.x - 0.62, z: track.z }, track.label, {
      size: 0.3,
      weight: 'bold',
      anchor: 'end',
      fill: INK,
      spacing: 0.03,
    }),
  );
  for (let pos = track.max; pos >= 0; pos--) {
    const at = resourceCell(id, pos);
    const fill = pos === 0 ? '#a3281e' : '#f4ead0';
    const cell = { ...at, w: RESOURCE_CELL - 0.06, d: RESOURCE_CELL - 0.2 };
    parts.push(rect(cell, `fill="${fill}" stroke="#4a3520" stroke-width="2.5"`, 0.06));
    parts.push(text({ ...at, z: at.z - 0.08 }, String(pos), { size: 0.28, weight: 'bold', fill: pos === 0 ? '#f8f0da' : INK }));
    const name = track.names[track.max - pos] ?? '';
    parts.push(text({ ...at, z: at.z + 0.2 }, name, { size: 0.12, italic: true, fill: pos === 0 ? '#f8f0da' : '#5a4630' }));
  }
  return parts.join('');
}

function drawActionPoints(): string {
  const parts: string[] = [
    text({ x: actionPointCell(0).x - 0.62, z: AP_Z - 0.12 }, 'ACTION', { size: 0.24, weight: 'bold', anchor: 'end', fill: INK }),
    text({ x: actionPointCell(0).x - 0.62, z: AP_Z + 0.16 }, 'POINTS', { size: 0.24, weight: 'bold', anchor: 'end', fill: INK }),
  ];
  for (let v = 0; v <= AP_MAX; v++) {
    const at = actionPointCell(v);
    parts.push(rect({ ...at, w: RESOURCE_CELL - 0.06, d: RESOURCE_CELL - 0.06 }, CELL, 0.4));
    parts.push(text(at, String(v), { size: 0.34, weight: 'bold', fill: INK }));
  }
  parts.push(
    text({ x: actionPointCell(AP_MAX).x + 0.6, z: AP_Z }, 'Nautilus ● / Imperialist ■', {
      size: 0.16,
      italic: true,
      anchor: 'start',
      fill: '#5a4630',
    }),
  );
  return parts.join('');
}

function drawTonnage(): string {
  const parts: string[] = [];
  const first = tonnageCell(0, 0);
  const last = tonnageCell(5, 5);
  parts.push(
    text({ x: (first.x + last.x) / 2, z: TONNAGE_HEADER_Z - 0.36 }, 'TONNAGE', { size: 0.26, weight: 'bold', fill: INK, spacing: 0.05 }),
  );
  MAJOR_OCEANS.forEach((ocean, c) => {
    const head = tonnageCell(c, 0);
    const o = OCEAN_LAYOUT[ocean];
    parts.push(text({ x: head.x, z: TONNAGE_HEADER_Z }, `${o.die ?? ''} ${o.name.split(' ').map((w) => w[0]).join('')}`, { size: 0.22, weight: 'bold', fill: INK }));
    for (let r = 0; r < 6; r++) {
      const at = tonnageCell(c, r);
      parts.push(rect({ ...at, w: TONNAGE_CELL - 0.06, d: TONNAGE_CELL - 0.06 }, CELL, 0.05));
    }
  });
  SCOURGE_LEVELS.forEach((level, r) => {
    const at = tonnageCell(5, r);
    parts.push(text({ x: SCOURGE_LABEL_X, z: at.z - 0.1 }, `${r + 1} · ${level.label}`, { size: 0.19, weight: 'bold', anchor: 'start', fill: INK }));
    parts.push(text({ x: SCOURGE_LABEL_X, z: at.z + 0.16 }, `${level.vp} VP`, { size: 0.16, italic: true, anchor: 'start', fill: '#8b1a1a' }));
  });
  return parts.join('');
}

function drawSalvage(): string {
  const [a, , , d] = SALVAGE_CELLS;
  if (!a || !d) return '';
  const centre = { x: (a.x + d.x) / 2, z: (a.z + d.z) / 2 };
  const parts = [
    rect({ ...centre, w: 2.2, d: 2.55 }, 'fill="#e3d2a6" stroke="#4a3520" stroke-width="3"', 0.1),
    text({ x: centre.x, z: a.z - 0.72 }, 'SALVAGE', { size: 0.24, weight: 'bold', fill: INK, spacing: 0.05 }),
  ];
  for (const cell of SALVAGE_CELLS) parts.push(rect({ ...cell, w: TONNAGE_CELL - 0.06, d: TONNAGE_CELL - 0.06 }, CELL, 0.05));
  return parts.join('');
}

export function drawTracks(): string {
  const resources = (['nemo', 'crew', 'hull'] as const).map(drawResource).join('');
  return drawNotoriety() + resources + drawActionPoints() + drawTonnage() + drawSalvage();
}
