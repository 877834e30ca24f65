import type { EventSink } from '../../kernel/engine';
import { RESOURCE_TRACKS } from '../data/tracks';
import { actionResult, ACTION_TABLES, type ActionResultRow } from '../data/actionTables';
import type { ResourceId } from '../data/types';
import type { TreasureId } from '../data/treasures';
import type { GameState, Action } from '../types';
import type { GameEvent } from '../gameEvent';
import type { TestFrame } from '../frames';
import { characterById, treasureById, effectSource } from '../content/lookup';
import { roll2d6 } from '../mutate';
import { rollModifiers, sumModifiers, type RollModifier } from '../rollModifiers';
import { hasUpgrade } from '../board';
import { fileCard, queueCardEffects } from './turnHandlers';
import {
  applyComponentAction,
  revealAdventureToken,
  testAfterOptions,
} from '../effects/components';
import { playKeepCard, pushEffects, scanKeepCardOptions } from '../effects/cardLifeCycle';
import { pushExertionLoss, sacrificeCharacter, spendTreasure } from '../sharedMoves';
import { type FrameHandlers, nautilusDecision, popFrame } from './FrameHandler';
import { keepsEvents } from '../discardEvents';
import {
  hitOf,
  put,
  putAll,
  scanAll,
  scanAt,
  scanCount,
  wants,
  type OptionScan,
} from '../optionScan';
import { msg, type CoreValue } from '../data/coreText';

const TEST_RULE = msg('rule.tests');

/** The DRM that exerting a resource gives from its current track space (seed 001 Tests). */
export function exertDrmOf(state: GameState, resource: ResourceId): number {
  const space = RESOURCE_TRACKS[resource].spaces.find(
    (s) => s.position === state.resources[resource],
  );
  const base = space?.exertDrm ?? 0;
  return resource === 'hull' && hasUpgrade(state, 'doubleHull') ? base + 1 : base;
}

function subsets<T>(items: T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (const item of items) {
    const n = out.length;
    for (let i = 0; i < n; i++) {
      const next = [...(out[i] as T[]), item];
      if (next.length <= max) out.push(next);
    }
  }
  return out;
}

/**
 * Treasure tokens with a Treasure VP value may be spent for +VP DRM (seed 001 Tests): a Wonder's
 * VP is Wonder VP, and an Ally is spent for its own effect, so neither is a Treasure DRM.
 */
export function spendableTreasures(state: GameState): TreasureId[] {
  // The order a `Set` of the filtered list keeps: each kind once, where it first appears.
  const out: TreasureId[] = [];
  const treasures = state.treasures;
  for (let i = 0; i < treasures.length; i++) {
    const t = treasures[i] as TreasureId;
    if (treasures.indexOf(t) !== i) continue;
    const token = treasureById(t);
    if (token.vp > 0 && token.vpCategory === 'treasure' && token.kind !== 'ally') out.push(t);
  }
  return out;
}

export function exertOptions(
  state: GameState,
  exertable: ResourceId[],
  max: number,
): ResourceId[][] {
  const usable = exertable.filter((r) => state.resources[r] > 0);
  return subsets(usable, max);
}

const RESOURCE_CODE: Record<ResourceId, number> = { nemo: 1, crew: 2, hull: 3 };
const SHARED_EXERT_OPTIONS = new Map<number, readonly (readonly ResourceId[])[]>();

/**
 * `exertOptions` as shared read-only lists (the same resources and maximum always give the
 * same subsets): the option lists of every test decision reuse them instead of building them.
 */
export function sharedExertOptions(
  state: GameState,
  exertable: readonly ResourceId[],
  max: number,
): readonly (readonly ResourceId[])[] {
  let usable = 1; // a leading 1, then one base-4 digit per usable resource, in order
  for (const r of exertable) if (state.resources[r] > 0) usable = usable * 4 + RESOURCE_CODE[r];
  const key = usable * 64 + Math.min(max, 63);
  let shared = SHARED_EXERT_OPTIONS.get(key);
  if (!shared) {
    shared = exertOptions(state, exertable as ResourceId[], max);
    SHARED_EXERT_OPTIONS.set(key, shared);
  }
  return shared;
}

const NO_TREASURES: readonly TreasureId[] = [];

function isSnakeEyes(roll: [number, number] | number[]): boolean {
  return roll[0] === 1 && roll[1] === 1;
}

/** The roll's modifiers with reasons: rules and exertion fixed at the roll, then card changes. */
export function testModifierList(frame: TestFrame): RollModifier[] {
  const out = [...frame.modifiers];
  if (frame.baseDrm !== 0) out.push({ amount: frame.baseDrm, reason: msg('mod.cardBefore') });
  if (frame.afterDrm !== 0) out.push({ amount: frame.afterDrm, reason: msg('mod.afterRoll') });
  return out;
}

function total(frame: TestFrame): number {
  return (
    frame.roll[0] + frame.roll[1] + sumModifiers(frame.modifiers) + frame.baseDrm + frame.afterDrm
  );
}

function actionRow(frame: TestFrame): ActionResultRow | null {
  if (frame.purpose.kind !== 'action') return null;
  return actionResult(frame.purpose.action, total(frame), isSnakeEyes(frame.roll));
}

function passes(frame: TestFrame): boolean {
  if (frame.forcedPass) return true;
  if (isSnakeEyes(frame.roll)) return false;
  const row = actionRow(frame);
  return row ? row.pass : total(frame) >= frame.target;
}

function afterOptions(state: GameState, frame: TestFrame): Action[] {
  if (passes(frame)) return [];
  const options: Action[] = [];
  scanAfterOptions(state, frame, scanAll(options));
  if (options.length > 0) options.unshift({ type: 'acceptResult' });
  return options;
}

/**
 * The choices after a failed roll but the first (`acceptResult`, offered when any other is):
 * sacrifices, rerolls, KEEP cards, components; walked by `s`.
 */
function scanAfterOptions(state: GameState, frame: TestFrame, s: OptionScan): void {
  for (const c of state.characters) {
    if (c.sacrificed) continue;
    const effect = characterById(c.id).sacrificeEffect;
    const useful =
      effect === 'failToPass' ||
      effect === 'reroll' ||
      (effect === 'keepExerted' && frame.exerted.length > 0 && !frame.keepExerted) ||
      (effect === 'searchOrAdventureDrm+3' &&
        (frame.purpose.kind === 'card' ||
          (frame.purpose.kind === 'action' && frame.purpose.action === 'search')));
    if (useful && wants(s)) put(s, { type: 'sacrifice', character: c.id });
  }
  const treasures = state.treasures;
  for (let i = 0; i < treasures.length; i++) {
    const t = treasures[i] as TreasureId;
    // The first of each kind only, as a Set of the list would give.
    if (treasures.indexOf(t) === i && treasureById(t).effect === 'reroll' && wants(s))
      put(s, { type: 'reroll', treasure: t });
  }
  if (state.keepCards.length > 0) scanKeepCardOptions(state, 'afterTest', s);
  putAll(s, testAfterOptions(state, frame));
}

/** `afterOptions(...).length`, without building the options. */
function afterCount(state: GameState, frame: TestFrame): number {
  if (passes(frame)) return 0;
  const s = scanCount();
  scanAfterOptions(state, frame, s);
  return s.n > 0 ? s.n + 1 : 0;
}

/** `afterOptions(...)[index]`, built alone (the count said there are some). */
function afterOptionAt(state: GameState, frame: TestFrame, index: number): Action {
  if (index === 0) return { type: 'acceptResult' };
  const s = scanAt(index - 1);
  scanAfterOptions(state, frame, s);
  return hitOf(s);
}

function testName(frame: TestFrame): CoreValue {
  if (frame.purpose.kind === 'effect') return effectSource(frame.purpose.source);
  return frame.purpose.kind === 'card'
    ? { ref: 'card', id: frame.purpose.card }
    : msg(`actionName.${frame.purpose.action}`);
}

/** What a test is about, as a prompt names it: the card, or the action or source by name. */
function testSubject(frame: TestFrame): CoreValue {
  return testName(frame);
}

/** Seed 001 Tests: lose 1 of each exerted resource if the lowest die is a 1, otherwise 2. */
export function exertionLoss(roll: readonly number[]): number {
  return Math.min(...roll) === 1 ? 1 : 2;
}

function resolveTest(state: GameState, frame: TestFrame, events: EventSink<GameEvent>): void {
  popFrame(state, frame);
  const passed = passes(frame);
  const row = actionRow(frame);
  const t = total(frame);
  if (keepsEvents(events))
    events.push({
      type: 'TestResolved',
      what: testName(frame),
      target: frame.target,
      roll: frame.roll,
      drm: t - frame.roll[0] - frame.roll[1],
      modifiers: testModifierList(frame),
      total: t,
      passed,
      ...(row && frame.purpose.kind === 'action'
        ? {
            band: msg(`band.${row.band}`),
            chart: {
              action: frame.purpose.action,
              row: ACTION_TABLES[frame.purpose.action].rows.indexOf(row),
            },
          }
        : {}),
    });
  if (passed) state.stats.testsPassed++;
  else state.stats.testsFailed++;
  const losesExerted = !frame.keepExerted && (!passed || (row?.red ?? false));
  queueOutcome(state, frame, passed, row, events);
  // Queued last so the losses (payable with Upgrade discards) come before the outcome's effects.
  if (losesExerted && frame.exerted.length > 0)
    pushExertionLoss(
      state,
      frame.exerted,
      exertionLoss(frame.roll),
      msg('why.exertedFor', { test: testName(frame) }),
    );
}

function queueOutcome(
  state: GameState,
  frame: TestFrame,
  passed: boolean,
  row: ActionResultRow | null,
  events: EventSink<GameEvent>,
): void {
  const purpose = frame.purpose;
  if (purpose.kind === 'effect') {
    pushEffects(state, purpose.source, passed ? purpose.pass : purpose.fail, purpose.card);
    return;
  }
  if (purpose.kind === 'card') {
    if (purpose.finale)
      state.stack.push({
        k: 'endGame',
        reason: msg('end.finale', { card: { ref: 'card', id: purpose.card } }),
      });
    const kept = state.keepCards.includes(purpose.card);
    if (!kept) fileCard(state, events, purpose.card, passed ? 'pass' : 'fail');
    queueCardEffects(state, events, purpose.card, passed ? 'pass' : 'fail');
    return;
  }
  if (!row) return;
  if (purpose.action === 'search' && passed && state.nautilus) {
    state.oceans[state.nautilus].gems--;
    state.gemSupply++;
    events.push({ type: 'GemstoneMoved', from: state.nautilus, to: 'supply' });
    revealAdventureToken(state, events);
  }
  if (purpose.action === 'incite' && passed && state.motive === 'worldOrder') {
    state.stack.push({
      k: 'effects',
      source: msg('source.silverLining'),
      effects: [{ kind: 'drawTreasure', amount: 1 }],
    });
  }
  if (row.effects.length > 0) {
    state.stack.push({
      k: 'effects',
      source: msg('source.actionResult', {
        action: msg(`actionName.${purpose.action}`),
        band: msg(`band.${row.band}`),
      }),
      effects: [...row.effects],
    });
  }
}

/** A test's commit options (exert subsets × Treasures, then KEEP cards), walked by `s`. */
function scanCommitOptions(state: GameState, frame: TestFrame, s: OptionScan): void {
  const treasures =
    frame.treasureAllowed && state.treasures.length > 0 ? spendableTreasures(state) : NO_TREASURES;
  const subsets = sharedExertOptions(state, frame.exertable, frame.maxExert);
  for (let i = 0; i < subsets.length; i++) {
    // Shared between decisions: the engine and the bots only read an action's `exert`.
    const exert = subsets[i] as ResourceId[];
    if (wants(s)) put(s, { type: 'commitTest', exert, treasure: null });
    for (let t = 0; t < treasures.length; t++)
      if (wants(s)) put(s, { type: 'commitTest', exert, treasure: treasures[t] as TreasureId });
  }
  if (state.keepCards.length > 0) scanKeepCardOptions(state, 'beforeTest', s);
}

export const TEST_HANDLERS: Pick<FrameHandlers, 'test'> = {
  test: {
    decide(state, frame) {
      if (frame.stage === 'commit') {
        const options: Action[] = [];
        scanCommitOptions(state, frame, scanAll(options));
        return nautilusDecision(
          'testCommit',
          msg('prompt.testCommit', { test: testSubject(frame) }),
          TEST_RULE,
          options,
        );
      }
      const options = afterOptions(state, frame);
      return options.length > 0
        ? nautilusDecision(
            'testAfter',
            msg('prompt.testAfter', { test: testSubject(frame) }),
            TEST_RULE,
            options,
          )
        : null;
    },
    count(state, frame) {
      if (frame.stage !== 'commit') return afterCount(state, frame);
      const s = scanCount();
      scanCommitOptions(state, frame, s);
      return s.n;
    },
    optionAt(state, frame, index) {
      if (frame.stage !== 'commit') return afterOptionAt(state, frame, index);
      const s = scanAt(index);
      scanCommitOptions(state, frame, s);
      return hitOf(s);
    },
    choose(state, frame, action, events) {
      if (applyComponentAction(state, events, action, frame)) return;
      if (action.type === 'useCard') {
        playKeepCard(state, events, action.card);
        return;
      }
      if (action.type === 'commitTest') {
        frame.modifiers = rollModifiers(state, { kind: 'test', test: frame.purpose });
        for (const r of action.exert) {
          const drm = exertDrmOf(state, r);
          frame.exertDrm += drm;
          frame.modifiers.push({
            amount: drm,
            reason: msg('mod.exerted', { resource: { ref: 'resource', id: r } }),
          });
          events.push({ type: 'ResourceExerted', resource: r, drm });
        }
        frame.exerted = [...action.exert];
        if (action.treasure) {
          frame.treasureDrm = spendTreasure(
            state,
            events,
            action.treasure,
            msg('why.drmFor', { test: testName(frame) }),
          );
          frame.modifiers.push({
            amount: frame.treasureDrm,
            reason: msg('mod.spent', { treasure: { ref: 'treasure', id: action.treasure } }),
          });
        }
        frame.roll = roll2d6(state, events, msg('roll.test', { test: testSubject(frame) }));
        frame.stage = 'after';
        return;
      }
      if (action.type === 'reroll') {
        spendTreasure(state, events, action.treasure, msg('why.reroll'));
        frame.roll = roll2d6(state, events, msg('roll.reroll', { test: testSubject(frame) }));
        return;
      }
      if (action.type === 'sacrifice') {
        const effect = characterById(action.character).sacrificeEffect;
        sacrificeCharacter(state, events, action.character);
        if (effect === 'failToPass') frame.forcedPass = true;
        else if (effect === 'keepExerted') frame.keepExerted = true;
        else if (effect === 'searchOrAdventureDrm+3') frame.afterDrm += 3;
        else if (effect === 'reroll')
          frame.roll = roll2d6(state, events, msg('roll.reroll', { test: testSubject(frame) }));
        return;
      }
      resolveTest(state, frame, events);
    },
    run(state, frame, events) {
      resolveTest(state, frame, events);
    },
  },
};
