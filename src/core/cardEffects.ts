import type { ActionEffect } from './data/types';

export interface CardEffects {
  play?: ActionEffect[];
  pass?: ActionEffect[];
  fail?: ActionEffect[];
  provenance: 'published' | 'designed';
}

const n = (amount: number): ActionEffect => ({ kind: 'notoriety', amount });
const treasure = (amount: number): ActionEffect => ({ kind: 'drawTreasure', amount });

/**
 * Event effects known from public sources (reference §12.3). Every other card's effect is
 * reported as not yet implemented until the content interpreter covers it.
 */
export const CARD_EFFECTS: Record<string, CardEffects> = {
  E01: { pass: [n(-2)], fail: [n(4)], provenance: 'published' },
  E09: { pass: [treasure(2)], fail: [], provenance: 'published' },
  E12: {
    pass: [n(1), treasure(1)],
    fail: [n(2), { kind: 'lose', resource: 'hull', amount: 1 }],
    provenance: 'published',
  },
  E15: {
    pass: [{ kind: 'gain', resource: 'crew', amount: 2 }],
    fail: [{ kind: 'lose', resource: 'crew', amount: 1 }],
    provenance: 'published',
  },
  E21: { pass: [], fail: [{ kind: 'lose', resource: 'nemo', amount: 1 }], provenance: 'published' },
  E24: {
    pass: [{ kind: 'gain', resource: 'hull', amount: 1 }],
    fail: [{ kind: 'loseOneOf', resources: ['nemo', 'hull'], amount: 1 }],
    provenance: 'published',
  },
  E34: {
    pass: [treasure(2)],
    fail: [
      { kind: 'loseOneOf', resources: ['crew', 'hull'], amount: 1 },
      { kind: 'loseOneOf', resources: ['crew', 'hull'], amount: 1 },
    ],
    provenance: 'published',
  },
};
