import { actionResult, ACTION_TABLES, SQUADRON } from './data/actionTables';
import type { ResourceId } from './data/types';
import type { GameState, RollModifier } from './types';
import type { CombatFrame, TestFrame } from './frames';
import { cardEntry } from './content/registry';
import { shipSide } from './board';
import { exertDrmOf, exertOptions } from './handlers/testHandlers';
import { rollModifiers, sumModifiers } from './rollModifiers';
import { msg, type CoreValue } from './data/coreText';
import { effectSource } from './content/lookup';
import type { CardId } from './data/cards';
import type { Effect } from './data/effectTypes';

/** What a pending test or attack roll looks like before the dice fall. */
export interface RollPreview {
  /** An Action test (its table), a card's test, another effect's test, or an attack. */
  kind: 'action' | 'card' | 'effect' | 'attack';
  /** The table, card or effect tested; for an attack, the ship (or the Squadron) attacked. */
  what: CoreValue;
  /** The card whose test this is (kind 'card'), and its printed text (a content pack's wording). */
  card?: CardId;
  cardText?: string;
  /** A content pack's pass / fail effects for the card, where the pack replaces them. */
  packPass?: Effect[];
  packFail?: Effect[];
  /** The total to reach (Action tests: the lowest passing band of their table). */
  target: number;
  /** Modifiers known now, with reasons (exertion is listed per option in `exert`). */
  modifiers: RollModifier[];
  /** Chance to pass (sink, for attacks) with no resource exerted: 2d6, snake eyes always fail. */
  chance: number;
  /** Each exert choice offered, its added DRM and the chance it gives. */
  exert: { resources: ResourceId[]; drm: number; chance: number }[];
}

/** The chance over 2d6 that `passes(die1, die2)` holds; snake eyes always fail. */
function chanceOf(passes: (a: number, b: number) => boolean): number {
  let n = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) if (!(a === 1 && b === 1) && passes(a, b)) n++;
  return n / 36;
}

function exertChoices(
  state: GameState,
  exertable: ResourceId[],
  max: number,
  chanceWith: (drm: number) => number,
): RollPreview['exert'] {
  return exertOptions(state, exertable, max)
    .filter((resources) => resources.length > 0)
    .map((resources) => {
      const drm = resources.reduce((s, r) => s + exertDrmOf(state, r), 0);
      return { resources, drm, chance: chanceWith(drm) };
    });
}

function testPreview(state: GameState, frame: TestFrame): RollPreview {
  const modifiers = rollModifiers(state, { kind: 'test', test: frame.purpose });
  if (frame.baseDrm !== 0) modifiers.push({ amount: frame.baseDrm, reason: msg('mod.card') });
  const base = sumModifiers(modifiers);
  const purpose = frame.purpose;
  let what: CoreValue;
  let target = frame.target;
  let passesWith: (drm: number) => number;
  let kind: RollPreview['kind'];
  if (purpose.kind === 'action') {
    kind = 'action';
    const table = ACTION_TABLES[purpose.action];
    what = msg(`actionName.${purpose.action}`);
    target = table.rows.find((r) => r.pass)?.min ?? frame.target;
    passesWith = (drm) => chanceOf((a, b) => actionResult(purpose.action, a + b + drm).pass);
  } else {
    kind = purpose.kind === 'card' ? 'card' : 'effect';
    what =
      purpose.kind === 'card' ? { ref: 'card', id: purpose.card } : effectSource(purpose.source);
    passesWith = (drm) => chanceOf((a, b) => a + b + drm >= target);
  }
  return {
    kind,
    what,
    ...(purpose.kind === 'card' ? cardParts(state, purpose.card) : {}),
    target,
    modifiers,
    chance: passesWith(base),
    exert: exertChoices(state, frame.exertable, frame.maxExert, (d) => passesWith(base + d)),
  };
}

function attackPreview(state: GameState, frame: CombatFrame): RollPreview {
  const modifiers = rollModifiers(state, { kind: 'attack', combat: frame });
  const base = sumModifiers(modifiers);
  const side = frame.squadron ? null : frame.ship >= 0 ? shipSide(state, frame.ship) : null;
  const target = side ? side.defense : SQUADRON.defense;
  const chanceWith = (drm: number) => chanceOf((a, b) => a + b + drm >= target);
  return {
    kind: 'attack',
    what: side ? side.name : msg('name.theSquadron'),
    target,
    modifiers,
    chance: chanceWith(base),
    exert: exertChoices(state, ['nemo', 'crew', 'hull'], 1, (d) => chanceWith(base + d)),
  };
}

/** The pending test or attack roll, or null when the game is not about to roll one. */
export function rollPreview(state: GameState): RollPreview | null {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || state.result) return null;
  if (frame.k === 'test' && frame.stage === 'commit') return testPreview(state, frame);
  if (
    frame.k === 'combat' &&
    frame.stage === 'commit' &&
    frame.mode !== 'torpedo' &&
    frame.mode !== 'diplomacy'
  )
    return attackPreview(state, frame);
  return null;
}

/** The card tested, its text, and the pass / fail effects a content pack puts in place. */
function cardParts(
  state: GameState,
  card: CardId,
): Pick<RollPreview, 'card' | 'cardText' | 'packPass' | 'packFail'> {
  const over = state.setup.contentPack?.cards?.[card];
  return {
    card,
    cardText: cardEntry(state, card).text,
    ...(over?.pass ? { packPass: over.pass } : {}),
    ...(over?.fail ? { packFail: over.fail } : {}),
  };
}
