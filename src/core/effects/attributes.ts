import { NADEEN_CHARACTERISTICS, OFFICER_ATTRIBUTES } from '../data/characters';
import type { AttributeEffect, AttributeId } from '../data/types';
import type { GameState } from '../types';

const EFFECT_OF = new Map<AttributeId, AttributeEffect | null>(
  [...OFFICER_ATTRIBUTES, ...NADEEN_CHARACTERISTICS].map((a) => [a.id, a.effect]),
);

/**
 * How many living Characters carry a token (Ship Officer Attribute or Nadeen Characteristic)
 * with this effect key, e.g. 'restDrm+1', 'attackDrmOncePerTurn+1', 'adventureDrm+1'.
 */
export function attributeCount(state: GameState, key: AttributeEffect): number {
  let n = 0;
  for (const c of state.characters) {
    if (c.sacrificed) continue;
    for (const a of c.attributes) if (EFFECT_OF.get(a) === key) n++;
  }
  return n;
}

/** Whether a Character's own tokens waive its sacrifice penalty ('ignoreSacrificePenalty'). */
export function ignoresPenalty(attributes: readonly AttributeId[]): boolean {
  return attributes.some((a) => EFFECT_OF.get(a) === 'ignoreSacrificePenalty');
}
