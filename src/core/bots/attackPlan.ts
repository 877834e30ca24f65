import type { GameState } from '../types';
import type { OceanId, ResourceId, ShipSide } from '../data/types';
import { SQUADRON } from '../data/actionTables';
import { hasUpgrade, hiddenCount, revealedWarships, shipSide } from '../board';
import { expectedHits, passChance } from './botOdds';
import { BOT_TUNING, drawnSide, exertPlan, hitCost, sideVp } from './botValues';
import { SLACK, slackRelief, slackUnitValue } from './slackModel';
import { gainValue, notorietyCost, TREASURE_VALUE } from './effectValue';
import { memo, memoTable } from './botMemo';
import { scourgeStepVp } from './scourgePlan';
import { OCEAN_IDS } from '../data/types';

export type StrikeMode = 'bold' | 'stalk';

const SQUADRON_SIDE: ShipSide = {
  name: 'Squadron',
  nation: null,
  shipClass: 'Imperialist Squadron',
  colour: 'blue',
  warship: true,
  attack: SQUADRON.attack,
  defense: SQUADRON.defense,
  notoriety: 0,
  vp: {},
};

export interface WeightedSide {
  side: ShipSide;
  weight: number;
  /** A small number per distinct fighting profile (for the per-decision cache). */
  profile: number;
}

const profileIds = new Map<string, number>();
const sideProfiles = new WeakMap<ShipSide, number>();

function profileOf(side: ShipSide): number {
  const known = sideProfiles.get(side);
  if (known !== undefined) return known;
  const key = `${side.colour}:${side.attack}:${side.defense}:${side.notoriety}:${JSON.stringify(side.vp)}:${side.gain?.kind ?? ''}${side.gain?.amount ?? ''}`;
  let id = profileIds.get(key);
  if (id === undefined) {
    id = profileIds.size;
    profileIds.set(key, id);
  }
  sideProfiles.set(side, id);
  return id;
}

/** The sides a target may turn out to be: a revealed ship, or the ships in the bag by profile. */
export function targetSides(
  state: GameState,
  ocean: OceanId,
  slot: number | undefined,
): WeightedSide[] {
  if (slot === undefined)
    return [{ side: SQUADRON_SIDE, weight: 1, profile: profileOf(SQUADRON_SIDE) }];
  const v = state.oceans[ocean].slots[slot] ?? -1;
  if (v >= 0) {
    const side = shipSide(state, v);
    return [{ side, weight: 1, profile: profileOf(side) }];
  }
  if (v === -1 || state.shipBag.length === 0) return [];
  return memo('bag', () => bagSides(state));
}

function bagSides(state: GameState): WeightedSide[] {
  const groups = new Map<number, WeightedSide>();
  for (const s of state.shipBag) {
    const side = drawnSide(state, s);
    const profile = profileOf(side);
    const g = groups.get(profile);
    if (g) g.weight += 1 / state.shipBag.length;
    else groups.set(profile, { side, weight: 1 / state.shipBag.length, profile });
  }
  return [...groups.values()];
}

/** Other Warships, Squadrons and Piracy's Hidden-Ship patrols (each gives the ship's fire −1, seed 001). */
export function otherWarshipCount(
  state: GameState,
  ocean: OceanId,
  slot: number | undefined,
): number {
  const v = slot === undefined ? -1 : (state.oceans[ocean].slots[slot] ?? -1);
  const squadrons = state.oceans[ocean].squadrons.length - (slot === undefined ? 1 : 0);
  const hidden = hiddenCount(state, ocean) - (v === -2 ? 1 : 0);
  const patrols = state.motive === 'piracy' && hidden > 0 ? 1 : 0;
  return revealedWarships(state, ocean).filter((s) => s !== v).length + squadrons + patrols;
}

/** What sinking this side in `ocean` is worth: placement slack, Tonnage VP and gains, less Notoriety. */
export function sinkValue(
  state: GameState,
  side: ShipSide,
  ocean: OceanId,
  extraNotoriety = 0,
): number {
  const gain = side.gain
    ? side.gain.kind === 'treasure'
      ? side.gain.amount * TREASURE_VALUE
      : gainValue(state, side.gain.kind, side.gain.amount)
    : 0;
  const freed = SLACK.empty - (side.colour === 'white' ? SLACK.white : 0);
  const space =
    side === SQUADRON_SIDE
      ? 2
      : freed * memo('slackUnit', () => slackUnitValue(state)) + cachedRelief(state, ocean, freed);
  return (
    space +
    BOT_TUNING.vp * (sideVp(state, side) + cachedScourge(state, ocean)) +
    gain -
    notorietyCost(state, Math.max(0, side.notoriety + extraNotoriety))
  );
}

const reliefCache = memoTable<number, number>();
const scourgeCache = memoTable<OceanId, number>();

function cachedScourge(state: GameState, ocean: OceanId): number {
  let vp = scourgeCache.get(ocean);
  if (vp === undefined) {
    vp = scourgeStepVp(state, ocean);
    scourgeCache.set(ocean, vp);
  }
  return vp;
}

function cachedRelief(state: GameState, ocean: OceanId, freed: number): number {
  const key = OCEAN_IDS.indexOf(ocean) * 100 + Math.round(freed * 10);
  let relief = reliefCache.get(key);
  if (relief === undefined) {
    relief = slackRelief(state, ocean, freed);
    reliefCache.set(key, relief);
  }
  return relief;
}

/** The Nautilus' DRM before exerting (seed 001 Combat). */
export function baseStrikeDrm(state: GameState, stalk: boolean, others: number): number {
  return (stalk ? 1 : 0) + (hasUpgrade(state, 'strengthenedProw') ? 1 : 0) - (others > 0 ? 1 : 0);
}

export interface StrikePlan {
  value: number;
  exert: ResourceId[];
  chance: number;
}

/** The best exert choice for the Nautilus' roll against `side` and its expected value. */
export function planStrike(
  state: GameState,
  side: ShipSide,
  ocean: OceanId,
  drm: number,
  choices: readonly (readonly ResourceId[])[],
  extraNotoriety = 0,
): StrikePlan {
  const win = sinkValue(state, side, ocean, extraNotoriety);
  const miss = notorietyCost(state, Math.max(1, 1 + extraNotoriety));
  let best: StrikePlan = { value: -Infinity, exert: [], chance: 0 };
  for (const exert of choices) {
    const plan = exertPlan(state, exert);
    const p = passChance(side.defense - drm - plan.drm);
    const value = p * win - (1 - p) * (miss + plan.loss);
    if (value > best.value) best = { value, exert: [...exert], chance: p };
  }
  return best;
}

const EXERT_CHOICES: ResourceId[][] = [[], ['crew'], ['hull'], ['nemo']];

/** Expected value of one attack on one side: its fire first, then the best strike. */
const strikeCache = memoTable<number, { value: number; chance: number }>();

function sideAttackValue(
  state: GameState,
  target: WeightedSide,
  ocean: OceanId,
  others: number,
  stalk: boolean,
  extraNotoriety: number,
): { value: number; chance: number } {
  const key =
    (((target.profile * 16 + OCEAN_IDS.indexOf(ocean)) * 8 + others) * 2 + (stalk ? 1 : 0)) * 32 +
    extraNotoriety;
  let cached = strikeCache.get(key);
  if (!cached) {
    cached = computeSideAttack(state, target.side, ocean, others, stalk, extraNotoriety);
    strikeCache.set(key, cached);
  }
  return cached;
}

function computeSideAttack(
  state: GameState,
  side: ShipSide,
  ocean: OceanId,
  others: number,
  stalk: boolean,
  extraNotoriety: number,
): { value: number; chance: number } {
  const armor = hasUpgrade(state, 'reinforcedArmor') ? 1 : 0;
  const fire = side.attack
    ? expectedHits(side.attack, armor - others) * memo('hitCost', () => hitCost(state))
    : 0;
  // Monstrous Design: a Stalk sink gains 1 Notoriety less.
  const quiet = stalk && hasUpgrade(state, 'monstrousDesign') ? 1 : 0;
  const strike = planStrike(
    state,
    side,
    ocean,
    baseStrikeDrm(state, stalk, others),
    memo('exertChoices', () => EXERT_CHOICES.filter((e) => e.every((r) => state.resources[r] > 0))),
    extraNotoriety - quiet,
  );
  return { value: strike.value - fire, chance: strike.chance };
}

/** Expected value of attacking a slot (or Squadron) in `ocean`, averaged over a Hidden Ship's draw. */
export function attackValue(
  state: GameState,
  ocean: OceanId,
  slot: number | undefined,
  mode: StrikeMode,
  extraNotoriety = 0,
): number {
  const sides = targetSides(state, ocean, slot);
  if (sides.length === 0) return -Infinity;
  const others = otherWarshipCount(state, ocean, slot);
  let value = 0;
  let chance = 0;
  for (const target of sides) {
    const r = sideAttackValue(state, target, ocean, others, mode === 'stalk', extraNotoriety);
    value += r.value * target.weight;
    chance += r.chance * target.weight;
  }
  // Periscope Device: streaks cost no Notoriety and Stalk Attacks chain too.
  const periscope = hasUpgrade(state, 'periscopeDevice');
  if (mode === 'stalk' && !periscope) return value;
  const skip = slot === undefined ? [] : [slot];
  const step = periscope ? 0 : 1;
  return (
    value +
    chance * BOT_TUNING.boldFollow * boldFollowUp(state, ocean, skip, extraNotoriety + step, 2)
  );
}

/**
 * The value of going on after a sink: free Bold Attacks in the same Ocean, +1 Notoriety each
 * (seed 001), taken while they are worth it, `depth` deep.
 */
export function boldFollowUp(
  state: GameState,
  ocean: OceanId,
  skip: number[],
  extraNotoriety: number,
  depth: number,
): number {
  if (depth <= 0) return 0;
  let best = 0;
  const seen = new Set<number>();
  state.oceans[ocean].slots.forEach((v, slot) => {
    if (v === -1 || skip.includes(slot) || seen.has(v)) return;
    if (v === -2) seen.add(v);
    const sides = targetSides(state, ocean, slot);
    const others = otherWarshipCount(state, ocean, slot);
    let value = 0;
    let chance = 0;
    for (const target of sides) {
      const r = sideAttackValue(state, target, ocean, others, false, extraNotoriety);
      value += r.value * target.weight;
      chance += r.chance * target.weight;
    }
    const step = hasUpgrade(state, 'periscopeDevice') ? 0 : 1;
    const next =
      value +
      chance * boldFollowUp(state, ocean, [...skip, slot], extraNotoriety + step, depth - 1);
    best = Math.max(best, next);
  });
  return best;
}
