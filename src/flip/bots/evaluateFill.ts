import type { Reward, SectionId } from '../data/board';
import { LIBERATION_ROW_STARS, SECTIONS } from '../data/board';
import type { PlayerState } from '../types';

/** Rough point value of a printed reward for the greedy policy. */
export function rewardWorth(r: Reward, p: PlayerState, section: SectionId | 'map'): number {
  let w =
    (r.knowledge ?? 0) * 0.6 +
    (r.salvage ?? 0) * 0.5 +
    (r.crew ?? 0) * 0.5 +
    (r.treasure ?? 0) * 1.1 +
    (r.stars ?? 0) -
    (r.damage ?? 0) * 1.1;
  if (section === 'warfare' && p.upgrades[6] && r.salvage) w += 0.5;
  if (section === 'adventure' && p.upgrades[7] && r.damage) w += 1.1;
  return w;
}

const BONUS_WORTH = 2;

/** Heuristic gain of writing `value` into a slot (the fill is assumed legal). */
export function evaluateFill(
  p: PlayerState,
  section: SectionId,
  slot: number,
  value: number,
): number {
  const def = SECTIONS[section];
  const s = def.slots[slot]!;
  const marks = p.sections[section];
  let gain = rewardWorth(s.reward, p, section);
  for (let i = 0; i < def.edges.length; i++) {
    const e = def.edges[i]!;
    if (p.edges[section][i]) continue;
    const other = e.a === slot ? e.b : e.b === slot ? e.a : -1;
    if (other >= 0 && marks[other] !== 0) gain += BONUS_WORTH;
    else if (other >= 0) gain += 0.3;
  }
  const groupSlots = def.slots.filter((o) => o.group === s.group).length;
  const groupLeft = def.slots.filter((o, i) => o.group === s.group && marks[i] === 0).length;
  const groupStars =
    section === 'liberation'
      ? (LIBERATION_ROW_STARS.value[p.villageRowsScored] ?? 0)
      : (def.groupStars[s.group] ?? 0);
  if (groupLeft === 1) gain += groupStars;
  else gain += (groupStars / groupSlots) * 0.6;
  if (section === 'adventure') {
    if (!s.above) gain += (value - 7) * 0.12;
    else {
      const ceiling = Math.min(marks[s.above[0]]!, marks[s.above[1]]!);
      gain -= (ceiling - 1 - value) * 0.15;
    }
  }
  return gain;
}
