import type { EventSink } from '../../kernel/engine';
import { SPECIAL_ATTACK, SQUADRON } from '../data/actionTables';
import type { OceanId, ShipSide } from '../data/types';
import type { GameState, RollModifier } from '../types';
import type { GameEvent } from '../gameEvent';
import type { CombatFrame, CombatMode } from '../frames';
import { hasUpgrade, isWarship, shipSide } from '../board';
import {
  changeNotoriety,
  changeResource,
  drawShip,
  revealFace,
  roll1d6,
  roll2d6,
  rollDice,
  shipName,
} from '../mutate';
import { drawTreasure, pushExertionLoss } from '../sharedMoves';
import { exertionLoss } from './testHandlers';
import { GUNNERY, rollModifiers, sumModifiers } from '../rollModifiers';
import { claimAdventureToken } from '../effects/components';
import { isCoreText, msg, type CoreValue } from '../data/coreText';

/** How a combat runs (seed 001 Combat): the target revealed, the Nautilus and the warships fire, ships sink. */
export function newCombat(
  ocean: OceanId,
  slot: number,
  ship: number,
  mode: CombatMode,
): CombatFrame {
  return {
    k: 'combat',
    ocean,
    slot,
    ship,
    mode,
    stage: 'warshipFires',
    exerted: [],
    exertDrm: 0,
    roll: [],
    afterDrm: 0,
  };
}

/** The target's name in a message: a ship's own name, or the Squadron's by id. */
function targetName(frame: CombatFrame, side: ShipSide): CoreValue {
  if (!frame.squadron) return side.name;
  return msg(frame.squadron === 'blue' ? 'name.blueSquadron' : 'name.greenSquadron');
}

/** The side of the target the Nautilus fights: a ship token, or an Imperialist Squadron. */
export function targetSide(state: GameState, frame: CombatFrame): ShipSide {
  if (!frame.squadron) return shipSide(state, frame.ship);
  return {
    name: `${frame.squadron === 'blue' ? 'Blue' : 'Green'} Squadron`,
    nation: null,
    shipClass: 'Imperialist Squadron',
    colour: frame.squadron,
    warship: true,
    attack: SQUADRON.attack,
    defense: SQUADRON.defense,
    notoriety: 0,
    vp: {},
  };
}

export function snake(roll: number[]): boolean {
  return roll.length >= 2 && roll[0] === 1 && roll[1] === 1;
}

/** Reveals a Hidden Ship target from the bag (seed 001 Attack). */
export function revealTarget(
  state: GameState,
  frame: CombatFrame,
  events: EventSink<GameEvent>,
): boolean {
  if (frame.ship >= 0 || frame.squadron) return true;
  const ship = drawShip(state, events);
  if (ship === null) return false;
  const face = revealFace(state, ship);
  state.oceans[frame.ocean].slots[frame.slot] = ship;
  state.shipFace[ship] = face;
  frame.ship = ship;
  events.push({ type: 'ShipRevealed', ocean: frame.ocean, slot: frame.slot, ship, face });
  return true;
}

export function warshipFires(
  state: GameState,
  frame: CombatFrame,
  events: EventSink<GameEvent>,
): void {
  const side = targetSide(state, frame);
  if (side.attack === null || frame.mode === 'torpedo') return;
  let roll: number[];
  if (frame.mode === 'diplomacy') {
    const three = rollDice(
      state,
      events,
      msg('roll.firesDiplomacy', { ship: targetName(frame, side) }),
      SPECIAL_ATTACK.diplomacy.warshipFiresWith,
    ).white;
    roll = [...three].sort((a, b) => b - a).slice(0, 2);
  } else {
    roll = roll2d6(state, events, msg('roll.fires', { ship: targetName(frame, side) }));
  }
  const modifiers = rollModifiers(state, { kind: 'warshipFires', combat: frame });
  const hit =
    snake(roll) || (roll[0] ?? 0) + (roll[1] ?? 0) + sumModifiers(modifiers) < side.attack;
  if (hit && hasUpgrade(state, 'warRoom')) {
    // War Room: either die may become a 2 before the outcome (a post-roll choice).
    state.stack.push({ k: 'warRoomRoll', ship: frame.ship, roll, modifiers, target: side.attack });
    return;
  }
  resolveWarshipRoll(state, events, frame.ship, roll, modifiers, side.attack);
}

/** The outcome of a Warship's attack roll: Hits on the Nautilus (seed 001 Combat). */
export function resolveWarshipRoll(
  state: GameState,
  events: EventSink<GameEvent>,
  ship: number,
  roll: number[],
  modifiers: RollModifier[],
  target: number,
): void {
  const total = (roll[0] ?? 0) + (roll[1] ?? 0) + sumModifiers(modifiers);
  const hit = snake(roll) || total < target;
  events.push({
    type: 'CombatRound',
    attacker: 'warship',
    ship,
    roll,
    modifiers,
    total,
    target,
    hit,
  });
  if (!hit) return;
  const hits = snake(roll) ? roll1d6(state, events, msg('roll.disaster')) : Math.min(...roll);
  state.stack.push({ k: 'hits', remaining: hits, location: null, roll: 0 });
}

function specialAttack(state: GameState, frame: CombatFrame, events: EventSink<GameEvent>): void {
  const kind = frame.mode as 'torpedo' | 'diplomacy';
  const rules = SPECIAL_ATTACK[kind];
  const count = kind === 'torpedo' ? state.torpedoDice : state.diplomacyDice;
  const warship = isWarship(state, frame.ship);
  const need = warship ? rules.warship : rules.nonWarship;
  const roll = rollDice(
    state,
    events,
    msg(kind === 'torpedo' ? 'roll.torpedo' : 'roll.diplomacy'),
    count,
  ).white;
  const success = roll.some((d) => d >= need);
  events.push({
    type: 'CombatRound',
    attacker: 'nautilus',
    ship: frame.ship,
    roll,
    modifiers: [],
    total: Math.max(...roll),
    target: need,
    hit: success,
  });
  if (!success) {
    if (kind === 'torpedo') state.torpedoDice = rules.diceAfterMiss;
    else state.diplomacyDice = rules.diceAfterMiss;
    return;
  }
  if (kind === 'torpedo') {
    sink(state, frame, events);
    return;
  }
  state.stack.push({ k: 'sinkChoice', ocean: frame.ocean, ship: frame.ship, mode: 'diplomacy' });
  claimAdventureToken(state, events);
}

function sink(state: GameState, frame: CombatFrame, events: EventSink<GameEvent>): void {
  if (frame.squadron) {
    const squadron = frame.squadron;
    state.oceans[frame.ocean].squadrons = state.oceans[frame.ocean].squadrons.filter(
      (q) => q !== squadron,
    );
    state.imperialist?.tableau.push(squadron);
    events.push({ type: 'SquadronMoved', squadron, from: frame.ocean, to: 'tableau' });
    return;
  }
  const side = shipSide(state, frame.ship);
  let notoriety = side.notoriety;
  if (frame.mode === 'stalk' && hasUpgrade(state, 'monstrousDesign'))
    notoriety = Math.max(0, notoriety - 1);
  state.stats.shipsSunk++;
  state.stack.push({ k: 'sinkChoice', ocean: frame.ocean, ship: frame.ship, mode: frame.mode });
  if (frame.mode === 'bold' || frame.mode === 'stalk' || frame.mode === 'torpedo')
    claimAdventureToken(state, events);
  if (frame.mode !== 'hunt')
    changeNotoriety(state, events, notoriety, msg('why.sank', { ship: targetName(frame, side) }));
  if (side.gain) {
    if (side.gain.kind === 'treasure')
      for (let i = 0; i < side.gain.amount; i++) drawTreasure(state, events);
    else
      changeResource(
        state,
        events,
        side.gain.kind,
        side.gain.amount,
        msg('why.sunk', { ship: targetName(frame, side) }),
      );
  }
}

/** The Nautilus' attack modifiers: the rules' ones fixed at the roll, then exertion and sacrifices. */
function attackModifierList(state: GameState, frame: CombatFrame): RollModifier[] {
  const out = [...(frame.modifiers ?? rollModifiers(state, { kind: 'attack', combat: frame }))];
  for (const r of frame.exerted)
    out.push({
      amount: frame.exertDrm,
      reason: msg('mod.exerted', { resource: { ref: 'resource', id: r } }),
    });
  if (frame.afterDrm !== 0) out.push({ amount: frame.afterDrm, reason: msg('mod.afterRoll') });
  return out;
}

/** Whether the Nautilus' attack roll sinks its target as things stand (no DRM is used up). */
export function attackSinks(state: GameState, frame: CombatFrame): boolean {
  if (frame.mode === 'torpedo' || frame.mode === 'diplomacy') return true;
  const side = targetSide(state, frame);
  const roll = frame.roll;
  // The sum of `attackModifierList` without building it: one exertion DRM per exerted resource.
  const drm =
    sumModifiers(frame.modifiers ?? rollModifiers(state, { kind: 'attack', combat: frame })) +
    frame.exerted.length * frame.exertDrm +
    frame.afterDrm;
  return !snake(roll) && (roll[0] ?? 0) + (roll[1] ?? 0) + drm >= side.defense;
}

/** Fixes the attack's modifiers at the roll; Gunnery is used up (once a turn). */
export function rollAttack(
  state: GameState,
  frame: CombatFrame,
  events: EventSink<GameEvent>,
): void {
  frame.modifiers = rollModifiers(state, { kind: 'attack', combat: frame });
  if (frame.modifiers.some((m) => isCoreText(m.reason) && m.reason.key === GUNNERY))
    state.usedThisTurn.push('gunnery');
  frame.roll = roll2d6(state, events, msg('roll.attack', { ship: shipName(frame.ship) }));
}

export function nautilusFires(
  state: GameState,
  frame: CombatFrame,
  events: EventSink<GameEvent>,
): void {
  if (frame.mode === 'torpedo' || frame.mode === 'diplomacy') {
    specialAttack(state, frame, events);
    return;
  }
  const side = targetSide(state, frame);
  const modifiers = attackModifierList(state, frame);
  const roll = frame.roll;
  const total = (roll[0] ?? 0) + (roll[1] ?? 0) + sumModifiers(modifiers);
  const sunk = !snake(roll) && total >= side.defense;
  events.push({
    type: 'CombatRound',
    attacker: 'nautilus',
    ship: frame.ship,
    roll,
    modifiers,
    total,
    target: side.defense,
    hit: sunk,
  });
  if (sunk) {
    sink(state, frame, events);
    return;
  }
  // Seed 001 Combat: snake eyes is +2 Notoriety and 2 of each exerted resource (attacks only).
  const loss = snake(roll) ? 2 : exertionLoss(roll);
  changeNotoriety(
    state,
    events,
    snake(roll) ? 2 : 1,
    msg('why.attackFailed', { ship: targetName(frame, side) }),
  );
  if (state.result) return;
  pushExertionLoss(state, frame.exerted, loss, msg('why.exertedAttack'));
}
