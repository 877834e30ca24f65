import type { EventSink } from '../../kernel/engine';
import { OCEANS } from '../data/oceans';
import { SHIPS } from '../data/ships';
import { ACTION_POINTS } from '../data/tracks';
import type { OceanId } from '../data/types';
import { OCEAN_IDS } from '../data/types';
import type { Action, GameEvent, GameState } from '../types';
import {
  HIDDEN,
  cubesIn,
  emptySlot,
  isWhiteToken,
  oceanOfDie,
  placementNeighbours,
  revealedShips,
} from '../board';
import {
  changeNotoriety,
  drawShip,
  putHidden,
  putShip,
  revealFace,
  roll1d6,
  rollDice,
} from '../mutate';
import { finishGame } from '../finishGame';
import { newCombat } from './combatHandlers';
import type { FrameHandlers } from './FrameHandler';
import { nautilusDecision, popFrame } from './FrameHandler';
import { placeLullAdventureToken } from '../effects/components';
import { msg } from '../data/coreText';

const PLACEMENT_RULE = msg('rule.placement');

type PlaceShipFrame = Extract<GameState['stack'][number], { k: 'placeShip' }>;
type PlacementFrame = Extract<GameState['stack'][number], { k: 'placement' }>;

/** Whether slot value `v` is an option of a reveal (Hidden Ship) or flip (face-up White ship) stage. */
function slotMatches(state: GameState, stage: 'reveal' | 'flip', v: number): boolean {
  return stage === 'reveal' ? v === HIDDEN : v >= 0 && isWhiteToken(v) && state.shipFace[v] === 0;
}

/**
 * The placement options of a stage, in the order a player is offered them: all pushed to `out`,
 * or counted without building them (`index` < 0), or the `index`-th one built alone (the
 * playouts count and pick far more often than a player is asked).
 */
function scanPlaceShip(
  state: GameState,
  frame: PlaceShipFrame,
  index: number,
  out: Action[] | null = null,
): Action | number {
  const target = oceanOfDie(frame.die);
  let n = 0;
  switch (frame.stage) {
    case 'spread':
      for (const ocean of placementNeighbours(target)) {
        if (emptySlot(state, ocean) < 0) continue;
        if (out) out.push({ type: 'chooseOcean', ocean });
        else if (n === index) return { type: 'chooseOcean', ocean };
        n++;
      }
      return n;
    case 'reveal':
    case 'flip': {
      if (frame.stage === 'reveal' && frame.ship === null && state.shipBag.length === 0) return 0;
      const near = placementNeighbours(target);
      for (let o = -1; o < near.length; o++) {
        const ocean = o < 0 ? target : (near[o] as OceanId);
        const slots = state.oceans[ocean].slots;
        for (let slot = 0; slot < slots.length; slot++) {
          if (!slotMatches(state, frame.stage, slots[slot] as number)) continue;
          if (out) out.push({ type: 'chooseSlot', ocean, slot });
          else if (n === index) return { type: 'chooseSlot', ocean, slot };
          n++;
        }
      }
      return n;
    }
    case 'hunt':
      for (const ocean of OCEAN_IDS) {
        if (emptySlot(state, ocean) < 0) continue;
        if (out) out.push({ type: 'chooseOcean', ocean });
        else if (n === index) return { type: 'chooseOcean', ocean };
        n++;
      }
      return n;
    default:
      return 0;
  }
}

function placeShipCount(state: GameState, frame: PlaceShipFrame): number {
  return scanPlaceShip(state, frame, -1) as number;
}

function placeShipOption(state: GameState, frame: PlaceShipFrame, index: number): Action | null {
  const option = scanPlaceShip(state, frame, index);
  return typeof option === 'number' ? null : option;
}

function placeShipOptions(state: GameState, frame: PlaceShipFrame): Action[] {
  const out: Action[] = [];
  scanPlaceShip(state, frame, -1, out);
  return out;
}

const NEXT_STAGE = { spread: 'reveal', reveal: 'flip', flip: 'hunt' } as const;

function resolvePlaceShip(
  state: GameState,
  frame: PlaceShipFrame,
  action: Action,
  events: EventSink<GameEvent>,
): void {
  popFrame(state, frame);
  if (frame.stage === 'spread' && action.type === 'chooseOcean') {
    putHidden(state, events, action.ocean, emptySlot(state, action.ocean), msg('how.spreadOut'));
  } else if (frame.stage === 'reveal' && action.type === 'chooseSlot') {
    const ship = frame.ship ?? drawShip(state, events);
    if (ship === null) return;
    const face = revealFace(state, ship);
    state.oceans[action.ocean].slots[action.slot] = ship;
    state.shipFace[ship] = face;
    events.push({ type: 'ShipRevealed', ocean: action.ocean, slot: action.slot, ship, face });
  } else if (frame.stage === 'flip' && action.type === 'chooseSlot') {
    const ship = state.oceans[action.ocean].slots[action.slot] as number;
    state.shipFace[ship] = 1;
    events.push({ type: 'ShipFlipped', ship, face: 1 });
  } else if (frame.stage === 'hunt' && action.type === 'chooseOcean' && frame.ship !== null) {
    const ship = frame.ship;
    const face: 0 | 1 = isWhiteToken(ship) ? 1 : revealFace(state, ship);
    const slot = emptySlot(state, action.ocean);
    putShip(state, events, action.ocean, slot, ship, face, msg('how.goHunting'));
    if (action.ocean === state.nautilus)
      state.stack.push(newCombat(action.ocean, slot, ship, 'placement'));
  }
}

/**
 * Who places (seed 000 §7 b): the Nautilus player places newly revealed Non-warships, the
 * Imperialist everything else; in solo play the player does it all.
 */
function placingSeat(state: GameState, frame: PlaceShipFrame): 'nautilus' | 'imperialist' {
  if (!state.imperialist) return 'nautilus';
  if (frame.stage === 'reveal' && frame.ship !== null && !isWarshipSide(state, frame.ship))
    return 'nautilus';
  return 'imperialist';
}

function isWarshipSide(state: GameState, ship: number): boolean {
  return revealFace(state, ship) === 1
    ? SHIPS[ship]?.back.warship === true
    : SHIPS[ship]?.front.warship === true;
}

/** The Imperialist's black dice options (seed 000 §7 a): one (or both at Notoriety 44+), or one fewer. */
function blackDiceOptions(state: GameState, black: number[]): Action[] {
  const normal = state.notoriety >= 44 ? 2 : 1;
  const picks: number[][] = [];
  const [a, b] = black as [number, number];
  if (normal === 2) picks.push([a, b]);
  picks.push([a]);
  if (b !== a) picks.push([b]);
  if (normal === 1) picks.push([]);
  return picks.map((dice) => ({ type: 'playBlackDice' as const, dice }));
}

function computeActionPoints(
  state: GameState,
  events: EventSink<GameEvent>,
  a: number,
  b: number,
): void {
  const lull = a === b;
  state.lull = lull;
  let gained = Math.abs(a - b);
  if (lull && state.motive === 'adventure') gained = 2;
  state.ap = Math.min(ACTION_POINTS.max, state.ap + gained);
  events.push({ type: 'ActionPointsSet', ap: state.ap, lull });
}

function queueShips(frame: PlacementFrame, lull: boolean, blackForAp: boolean): void {
  const queue = lull
    ? blackForAp
      ? frame.black.slice()
      : frame.white.slice()
    : frame.white.concat(frame.black);
  // Ascending insertion sort: a handful of dice, and no comparator call or work array.
  for (let i = 1; i < queue.length; i++) {
    const die = queue[i] as number;
    let j = i - 1;
    for (; j >= 0 && (queue[j] as number) > die; j--) queue[j + 1] = queue[j] as number;
    queue[j + 1] = die;
  }
  frame.queue = queue;
  frame.stage = 'place';
}

function afterDiceChosen(
  state: GameState,
  frame: PlacementFrame,
  a: number,
  b: number,
  events: EventSink<GameEvent>,
): void {
  computeActionPoints(state, events, a, b);
  frame.doubles = a === b ? a : null;
  queueShips(frame, state.lull, false);
  if (state.imperialist && !state.lull && frame.black.length === 2) frame.stage = 'imperialistDice';
}

export const PLACEMENT_HANDLERS: Pick<
  FrameHandlers,
  'placement' | 'placeShip' | 'lullGem' | 'uprisingCheck'
> = {
  placement: {
    decide(state, frame) {
      if (frame.stage === 'imperialistDice') {
        return {
          seat: 'imperialist',
          kind: 'blackDice',
          prompt: msg(state.notoriety >= 44 ? 'prompt.blackDiceBoth' : 'prompt.blackDice', {
            dice: frame.black.join(', '),
          }),
          rule: msg('rule.blackDice'),
          options: blackDiceOptions(state, frame.black),
        };
      }
      if (frame.stage !== 'choose') return null;
      const options: Action[] = [];
      for (let i = 0; i < frame.white.length; i++) {
        for (let j = i + 1; j < frame.white.length; j++)
          options.push({ type: 'chooseDice', pick: [i, j] });
      }
      return nautilusDecision(
        'chooseDice',
        msg('prompt.chooseDice', { dice: frame.white.join(', ') }),
        PLACEMENT_RULE,
        options,
      );
    },
    choose(state, frame, action, events) {
      if (action.type === 'playBlackDice') {
        frame.black = [...action.dice];
        queueShips(frame, false, false);
        return;
      }
      if (action.type !== 'chooseDice') return;
      const a = frame.white[action.pick[0]] as number;
      const b = frame.white[action.pick[1]] as number;
      events.push({ type: 'DiceChosen', values: [a, b] });
      afterDiceChosen(state, frame, a, b, events);
    },
    run(state, frame, events) {
      switch (frame.stage) {
        case 'roll': {
          const black = state.imperialist
            ? state.act >= 2
              ? 2
              : 0
            : state.actDice.black + (state.blackDieUnlocked ? 1 : 0);
          const dice = rollDice(state, events, msg('roll.placement'), state.actDice.white, black);
          frame.white = dice.white;
          frame.black = dice.black;
          state.lastRoll = dice;
          if (state.piracyFrozen && dice.black.length >= 2) {
            const [a, b] = dice.black as [number, number];
            computeActionPoints(state, events, a, b);
            frame.doubles = a === b ? a : null;
            queueShips(frame, state.lull, true);
          } else if (dice.white.length > 2) {
            frame.stage = 'choose';
          } else {
            afterDiceChosen(state, frame, dice.white[0] as number, dice.white[1] as number, events);
          }
          return;
        }
        case 'place': {
          const die = frame.queue.shift();
          if (die === undefined) frame.stage = state.lull ? 'lull' : 'done';
          else state.stack.push({ k: 'placeShip', die, stage: 'start', ship: null });
          return;
        }
        case 'lull': {
          frame.stage = 'done';
          if (state.setup.variant !== 'versus') {
            const oceans = OCEAN_IDS.filter((o) => cubesIn(state, o) > 0);
            if (oceans.length > 0) state.stack.push({ k: 'uprisingCheck', oceans, pending: null });
          }
          if (state.gemSupply > 0) {
            state.gemSupply--;
            state.adventureGems++;
            events.push({ type: 'GemstoneMoved', from: 'supply', to: 'adventureDeck' });
          }
          if (frame.doubles !== null) state.stack.push({ k: 'lullGem', die: frame.doubles });
          if (frame.doubles !== null) placeLullAdventureToken(state, events, frame.doubles);
          return;
        }
        default:
          popFrame(state, frame);
      }
    },
  },
  placeShip: {
    decide(state, frame) {
      if (frame.stage === 'start') return null;
      // The ship is drawn first, so whoever places it knows what it is.
      if ((frame.stage === 'hunt' || frame.stage === 'reveal') && frame.ship === null) return null;
      if (placeShipCount(state, frame) < 2) return null;
      const options = placeShipOptions(state, frame);
      const prompts = {
        spread: msg('prompt.placeSpread'),
        reveal: msg('prompt.placeReveal'),
        flip: msg('prompt.placeFlip'),
        hunt: msg(frame.ship === null ? 'prompt.placeHunt' : 'prompt.placeHuntDrawn'),
      } as const;
      return {
        seat: placingSeat(state, frame),
        kind: `place.${frame.stage}`,
        prompt: prompts[frame.stage],
        rule: state.imperialist ? msg('rule.placementImperialist') : PLACEMENT_RULE,
        options,
      };
    },
    count(state, frame) {
      if (frame.stage === 'start') return 0;
      if ((frame.stage === 'hunt' || frame.stage === 'reveal') && frame.ship === null) return 0;
      const count = placeShipCount(state, frame);
      return count < 2 ? 0 : count;
    },
    optionAt(state, frame, index) {
      return placeShipOption(state, frame, index) as Action;
    },
    seat: placingSeat,
    choose: resolvePlaceShip,
    run(state, frame, events) {
      if (frame.stage === 'start') {
        const target = oceanOfDie(frame.die);
        const slot = emptySlot(state, target);
        if (slot >= 0) {
          popFrame(state, frame);
          putHidden(state, events, target, slot, msg('how.die', { die: frame.die }));
          return;
        }
        frame.stage = 'spread';
        return;
      }
      if (frame.stage === 'hunt' && frame.ship === null) {
        if (OCEAN_IDS.every((o) => emptySlot(state, o) < 0)) {
          finishGame(state, events, 'defeat', msg('end.noSpace'), 'noSpace');
          return;
        }
        const ship = drawShip(state, events);
        if (ship === null) {
          popFrame(state, frame);
          return;
        }
        frame.ship = ship;
        return;
      }
      if (frame.stage === 'reveal' && frame.ship === null && placeShipCount(state, frame) > 1) {
        frame.ship = drawShip(state, events);
        if (frame.ship === null) frame.stage = 'flip';
        return;
      }
      const only = placeShipOption(state, frame, 0);
      if (only) {
        resolvePlaceShip(state, frame, only, events);
        return;
      }
      if (frame.stage === 'hunt') throw new Error('hunt stage without options');
      frame.stage = NEXT_STAGE[frame.stage];
    },
  },
  lullGem: {
    decide(state, frame) {
      if (lullGemOceans(state, frame.die, null) < 2) return null;
      const oceans: OceanId[] = [];
      lullGemOceans(state, frame.die, oceans);
      return nautilusDecision(
        'lullGem',
        msg('prompt.lullGem'),
        PLACEMENT_RULE,
        oceans.map((ocean) => ({ type: 'chooseOcean' as const, ocean })),
      );
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type === 'chooseOcean') placeGem(state, events, action.ocean);
    },
    run(state, frame, events) {
      popFrame(state, frame);
      const oceans: OceanId[] = [];
      lullGemOceans(state, frame.die, oceans);
      const only = oceans[0];
      if (only) placeGem(state, events, only);
    },
  },
  uprisingCheck: {
    decide(state, frame) {
      if (!frame.pending) return null;
      if (state.piracyFrozen) return null;
      return nautilusDecision(
        'uprising',
        msg('prompt.uprising', {
          ocean: { ref: 'ocean', id: frame.pending.ocean },
          roll: frame.pending.roll,
        }),
        msg('rule.lullUprising'),
        [
          { type: 'uprisingChoice', choice: 'removeCube' },
          { type: 'uprisingChoice', choice: 'notoriety' },
        ],
      );
    },
    choose(state, frame, action, events) {
      const pending = frame.pending;
      frame.pending = null;
      if (!pending || action.type !== 'uprisingChoice') return;
      if (action.choice === 'removeCube') removeCube(state, events, pending.ocean);
      else
        changeNotoriety(
          state,
          events,
          pending.roll + cubesIn(state, pending.ocean),
          msg('why.uprising', { ocean: { ref: 'ocean', id: pending.ocean } }),
        );
    },
    run(state, frame, events) {
      if (frame.pending) {
        removeCube(state, events, frame.pending.ocean);
        frame.pending = null;
        return;
      }
      const ocean = frame.oceans.shift();
      if (!ocean) {
        popFrame(state, frame);
        return;
      }
      const sum = cubesIn(state, ocean) + revealedShips(state, ocean).length;
      const roll = roll1d6(
        state,
        events,
        msg('roll.uprisingCheck', { ocean: { ref: 'ocean', id: ocean } }),
      );
      if (roll < sum) frame.pending = { ocean, roll };
    },
  },
};

/** The Oceans the Lull gemstone may go to: the die's Ocean if it has none, else its neighbours without one. */
function lullGemOceans(state: GameState, die: number, out: OceanId[] | null): number {
  if (state.gemSupply <= 0) return 0;
  const target = oceanOfDie(die);
  if (state.oceans[target].gems === 0) {
    out?.push(target);
    return 1;
  }
  let n = 0;
  for (const o of placementNeighbours(target)) {
    if (state.oceans[o].gems !== 0) continue;
    out?.push(o);
    n++;
  }
  return n;
}

function placeGem(state: GameState, events: EventSink<GameEvent>, ocean: OceanId): void {
  state.gemSupply--;
  state.oceans[ocean].gems++;
  events.push({ type: 'GemstoneMoved', from: 'supply', to: ocean });
}

function removeCube(state: GameState, events: EventSink<GameEvent>, ocean: OceanId): void {
  const land = OCEANS[ocean].landIds.find((l) => state.lands[l] === 'cube');
  if (!land) return;
  state.lands[land] = null;
  state.cubesAvailable++;
  events.push({ type: 'CubeMoved', from: land, to: 'available' });
}
