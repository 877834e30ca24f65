import { ACTION_TABLES } from './data/actionTables';
import type { OceanId } from './data/types';
import type { GameState, RollModifier } from './types';
import type { CombatFrame, TestPurpose } from './frames';
import {
  alliesIn,
  hasUpgrade,
  hiddenCount,
  isWarship,
  revealedShips,
  revealedWarshipCount,
} from './board';
import { attributeCount } from './effects/attributes';
import type { CORE_EN } from './data/coreMessages';
import { msg, type CoreValue } from './data/coreText';
import { englishValue } from './text/renderEnglish';

export type { RollModifier };

/** The roll being modified: a test, the Nautilus' attack, or a Warship firing at the Nautilus. */
export type RollPurpose =
  | { kind: 'test'; test: TestPurpose }
  | { kind: 'attack'; combat: CombatFrame }
  | { kind: 'warshipFires'; combat: CombatFrame };

/** The message id of the once-a-turn Gunnery modifier (a roll that used it spends it). */
export const GUNNERY = 'mod.gunnery';

function warshipsIn(state: GameState, ocean: OceanId): number {
  return revealedWarshipCount(state, ocean) + state.oceans[ocean].squadrons.length;
}

/**
 * Seed 001 Tests: −1 if any revealed Warship is in the Nautilus' Ocean; under Piracy the Hidden
 * Ships there count together as one Warship "for all DRM purposes" (seed 000 §4).
 */
function warshipPresence(state: GameState, ocean: OceanId): RollModifier[] {
  if (warshipsIn(state, ocean) > 0) return [{ amount: -1, reason: msg('mod.warshipHere') }];
  if (state.motive === 'piracy' && hiddenCount(state, ocean) > 0)
    return [{ amount: -1, reason: msg('mod.piracyPatrol') }];
  return [];
}

function testModifiers(state: GameState, test: TestPurpose, ocean: OceanId): RollModifier[] {
  const out = warshipPresence(state, ocean);
  if (test.kind === 'card') {
    const visionary = attributeCount(state, 'adventureDrm+1');
    if (visionary > 0)
      out.push({
        amount: visionary,
        reason: msg('mod.nadeen', { characteristic: { ref: 'item', id: 'NC9' } }),
      });
    return out;
  }
  if (test.kind !== 'action') return out;
  const action = test.action;
  const drms = ACTION_TABLES[action].drms;
  if (drms.includes('perRevealedShip') || drms.includes('perRevealedShipAndOceanUprising')) {
    const ships = revealedShips(state, ocean).length + state.oceans[ocean].squadrons.length;
    if (ships > 0)
      out.push({
        amount: -ships,
        reason: msg(ships === 1 ? 'mod.revealedShip' : 'mod.revealedShips', { count: ships }),
      });
  }
  if ((action === 'search' || action === 'incite') && hasUpgrade(state, 'arcaneLibrary'))
    out.push({ amount: 1, reason: { ref: 'upgrade', id: 'arcaneLibrary' } });
  if (action === 'search' && hasUpgrade(state, 'mapRoom'))
    out.push({ amount: 1, reason: { ref: 'upgrade', id: 'mapRoom' } });
  if (state.motive === 'worldOrder') {
    const allies = alliesIn(state, ocean);
    if (allies > 0)
      out.push({
        amount: allies,
        reason: msg(allies === 1 ? 'mod.ally' : 'mod.allies', { count: allies }),
      });
  }
  const officer = action === 'refit' ? 0 : attributeCount(state, `${action}Drm+1`);
  if (officer > 0)
    out.push({
      amount: officer,
      reason: msg('mod.officer', {
        action: msg(`actionWord.${action}` as `actionWord.${keyof typeof CORE_EN.actionWord}`),
      }),
    });
  return out;
}

/** Revealed Warships and Squadrons besides the combat's target, plus Piracy's patrols as one. */
export function otherWarshipsInCombat(state: GameState, combat: CombatFrame): number {
  let others = 0;
  for (const s of state.oceans[combat.ocean].slots)
    if (s >= 0 && s !== combat.ship && isWarship(state, s)) others++;
  return (
    others +
    state.oceans[combat.ocean].squadrons.length -
    (combat.squadron ? 1 : 0) +
    (state.motive === 'piracy' && hiddenCount(state, combat.ocean) > 0 ? 1 : 0)
  );
}

function attackModifiers(state: GameState, combat: CombatFrame): RollModifier[] {
  const out: RollModifier[] = [];
  const mode = combat.mode;
  if (mode === 'stalk' || mode === 'placement' || mode === 'event')
    out.push({ amount: 1, reason: msg('mod.stalk') });
  if (mode === 'bold') {
    const bold = attributeCount(state, 'boldAttackDrm+1');
    if (bold > 0) out.push({ amount: bold, reason: msg('mod.officerBold') });
  }
  const gunnery = attributeCount(state, 'attackDrmOncePerTurn+1');
  if (gunnery > 0 && !state.usedThisTurn.includes('gunnery'))
    out.push({ amount: gunnery, reason: msg(GUNNERY) });
  if (otherWarshipsInCombat(state, combat) > 0)
    out.push({ amount: -1, reason: msg('mod.anotherWarship') });
  if (hasUpgrade(state, 'strengthenedProw'))
    out.push({ amount: 1, reason: { ref: 'upgrade', id: 'strengthenedProw' } });
  return out;
}

function warshipFireModifiers(state: GameState, combat: CombatFrame): RollModifier[] {
  const out: RollModifier[] = [];
  const others = otherWarshipsInCombat(state, combat);
  if (others > 0)
    out.push({
      amount: -others,
      reason: msg(others === 1 ? 'mod.otherWarship' : 'mod.otherWarships', { count: others }),
    });
  if (hasUpgrade(state, 'reinforcedArmor'))
    out.push({ amount: 1, reason: { ref: 'upgrade', id: 'reinforcedArmor' } });
  return out;
}

/**
 * Every modifier known before a roll, with its reason (seed 001 Tests and Combat). Exerted
 * resources, Treasure and after-roll changes are added by the roll itself.
 */
export function rollModifiers(state: GameState, purpose: RollPurpose): RollModifier[] {
  if (purpose.kind === 'attack') return attackModifiers(state, purpose.combat);
  if (purpose.kind === 'warshipFires') return warshipFireModifiers(state, purpose.combat);
  const ocean = state.nautilus;
  return ocean ? testModifiers(state, purpose.test, ocean) : [];
}

export function sumModifiers(modifiers: readonly RollModifier[]): number {
  let sum = 0;
  for (const m of modifiers) sum += m.amount;
  return sum;
}

/** "2 + 4 + 1 (Stalk) − 1 (a Warship is in this Ocean) = 6": a roll as a player reads it. */
export function rollArithmetic(
  dice: readonly number[],
  modifiers: readonly RollModifier[],
  total: number,
  reasonText: (reason: CoreValue) => string = englishValue,
): string {
  const parts = dice.map((d, i) => (i === 0 ? String(d) : `+ ${d}`));
  for (const m of modifiers)
    if (m.amount !== 0)
      parts.push(`${m.amount > 0 ? '+' : '−'} ${Math.abs(m.amount)} (${reasonText(m.reason)})`);
  return `${parts.join(' ')} = ${total}`;
}
