import type { EventSink } from '../../kernel/engine';
import { ACTION_POINTS, SALVAGE_BOX_SIZE } from '../data/tracks';
import { HUNT_TEST } from '../data/actionTables';
import type { OceanId, UpgradeId } from '../data/types';
import { OCEAN_IDS } from '../data/types';
import type {
  Action,
  Decision,
  DecisionKind,
  GameEvent,
  GameState,
  ImperialistActionKind,
  ImperialistState,
  SquadronColour,
} from '../types';
import {
  cubesIn,
  emptySlot,
  hasUpgrade,
  hiddenCount,
  isWarship,
  landsOf,
  oceanOfDie,
  revealedWarships,
  salvageSpacesTaken,
} from '../board';
import { addStackToBag, roll1d6, roll2d6 } from '../mutate';
import { imperialistNeighbours, pieceKindOf, versusOptions } from '../versus/imperialistMap';
import { newCombat } from './combatHandlers';
import { drawRandom } from '../rng';
import type { FrameHandlers } from './FrameHandler';
import { popFrame } from './FrameHandler';
import { msg, type CoreText } from '../data/coreText';

const PHASE_RULE = msg('rule.imperialistPhase');
const ACTION_RULE = msg('rule.imperialistActions');

/** Action Point costs of the Imperialist actions (seed 000 §7; Crush Dissent designed). */
export const IMPERIALIST_COSTS: Record<ImperialistActionKind, number> = {
  move: 1,
  thimbleRig: 1,
  obscure: 1,
  convert: 2,
  applyPressure: 2,
  placeSquadron: 1,
  moveSquadron: 1,
  hunt: 2,
  crushDissent: 2,
};

/** Crush Dissent is named but not defined in the seeds: designed as a roll-under test. */
export const CRUSH_DISSENT = { target: 8, perSquadron: -1, nautilusPresent: 1 } as const;

function imperialistDecision(
  kind: DecisionKind,
  prompt: CoreText,
  rule: CoreText,
  options: Action[],
): Decision {
  return { seat: 'imperialist', kind, prompt, rule, options };
}

function imp(state: GameState): ImperialistState {
  if (!state.imperialist) throw new Error('The Imperialist seat only exists in the versus variant');
  return state.imperialist;
}

/** Warships (incl. Squadrons) in an Ocean, for Hunt DRMs; under Piracy any Hidden Ships count as one. */
function warshipTokens(state: GameState, ocean: OceanId): number {
  const piracyPatrol = state.motive === 'piracy' && hiddenCount(state, ocean) > 0 ? 1 : 0;
  return (
    revealedWarships(state, ocean).length + state.oceans[ocean].squadrons.length + piracyPatrol
  );
}

export function huntDrm(state: GameState, ocean: OceanId): number {
  let drm = HUNT_TEST.perWarshipInOcean * warshipTokens(state, ocean);
  for (const u of HUNT_TEST.nautilusUpgradesPlus1) if (hasUpgrade(state, u)) drm += 1;
  return drm;
}

export function crushDissentDrm(state: GameState, ocean: OceanId): number {
  return (
    CRUSH_DISSENT.perSquadron * state.oceans[ocean].squadrons.length +
    (state.nautilus === ocean ? CRUSH_DISSENT.nautilusPresent : 0)
  );
}

function imperialistActions(state: GameState): Action[] {
  const im = imp(state);
  const options: Action[] = [];
  const can = (k: ImperialistActionKind) => im.ap >= IMPERIALIST_COSTS[k];
  for (const ocean of OCEAN_IDS) {
    const slots = state.oceans[ocean].slots;
    slots.forEach((v, slot) => {
      const warship = v >= 0 && isWarship(state, v);
      if (warship && can('move')) {
        for (const to of imperialistNeighbours(state, ocean, pieceKindOf(state, v))) {
          if (emptySlot(state, to) >= 0)
            options.push({ type: 'imperialist', action: 'move', ocean, slot, to });
        }
      }
      if ((warship || v === -2) && can('thimbleRig')) {
        const kind = v >= 0 ? pieceKindOf(state, v) : 'surface';
        for (const to of imperialistNeighbours(state, ocean, kind)) {
          state.oceans[to].slots.forEach((w, toSlot) => {
            const other = w === -2 || (w >= 0 && isWarship(state, w));
            if (other && w !== v && (ocean < to || (ocean === to && slot < toSlot))) {
              options.push({ type: 'imperialist', action: 'thimbleRig', ocean, slot, to, toSlot });
            }
          });
        }
      }
      if (v >= 0 && can('obscure'))
        options.push({ type: 'imperialist', action: 'obscure', ocean, slot });
      if (v >= 0 && can('convert'))
        options.push({ type: 'imperialist', action: 'convert', ocean, slot });
    });
    for (const squadron of state.oceans[ocean].squadrons) {
      if (can('moveSquadron')) {
        for (const to of imperialistNeighbours(state, ocean, 'surface')) {
          options.push({ type: 'imperialist', action: 'moveSquadron', squadron, ocean, to });
        }
      }
      if (
        ocean === state.nautilus &&
        can('hunt') &&
        !options.some((o) => o.type === 'imperialist' && o.action === 'hunt')
      ) {
        options.push({ type: 'imperialist', action: 'hunt', ocean });
      }
      if (
        cubesIn(state, ocean) > 0 &&
        can('crushDissent') &&
        !options.some(
          (o) => o.type === 'imperialist' && o.action === 'crushDissent' && o.ocean === ocean,
        )
      ) {
        options.push({ type: 'imperialist', action: 'crushDissent', ocean });
      }
    }
  }
  for (const squadron of im.tableau)
    if (can('placeSquadron'))
      options.push({ type: 'imperialist', action: 'placeSquadron', squadron });
  if (can('applyPressure')) {
    for (const group of ['D', 'E'] as const) {
      const stack = state.shipStacks.find((s) => s.group === group);
      if (stack && stack.at !== null && stack.ids.length > 0)
        options.push({ type: 'imperialist', action: 'applyPressure', group });
    }
  }
  options.push({ type: 'endImperialistPhase' });
  return options;
}

/** A roll-under test for the Imperialist (seed 000 §7 "Highs and Lows"), with the Chez Emrich rule. */
function imperialistTest(
  state: GameState,
  events: EventSink<GameEvent>,
  what: CoreText,
  target: number,
  drm: number,
): boolean {
  const roll = roll2d6(state, events, what);
  const total = roll[0] + roll[1] + drm;
  let passed = total < target;
  const im = imp(state);
  if (!passed && versusOptions(state).chezEmrich && im.failStreak >= 2) passed = true;
  im.failStreak = passed ? 0 : im.failStreak + 1;
  events.push({ type: 'ImperialistTest', what, target, roll, drm, total, passed });
  return passed;
}

function moveSquadron(
  state: GameState,
  events: EventSink<GameEvent>,
  squadron: SquadronColour,
  from: OceanId | 'tableau',
  to: OceanId,
): void {
  if (from === 'tableau') imp(state).tableau = imp(state).tableau.filter((s) => s !== squadron);
  else state.oceans[from].squadrons = state.oceans[from].squadrons.filter((s) => s !== squadron);
  state.oceans[to].squadrons.push(squadron);
  events.push({ type: 'SquadronMoved', squadron, from, to });
}

function takeImperialistAction(
  state: GameState,
  action: Extract<Action, { type: 'imperialist' }>,
  events: EventSink<GameEvent>,
): void {
  const im = imp(state);
  const cost = IMPERIALIST_COSTS[action.action];
  im.ap -= cost;
  events.push({ type: 'ImperialistAction', action: action.action, cost });
  events.push({ type: 'ImperialistApSet', ap: im.ap });
  const ocean = action.ocean as OceanId;
  switch (action.action) {
    case 'move': {
      const ship = state.oceans[ocean].slots[action.slot as number] as number;
      const to = action.to as OceanId;
      state.oceans[ocean].slots[action.slot as number] = -1;
      state.oceans[to].slots[emptySlot(state, to)] = ship;
      events.push({ type: 'ShipMoved', ship, from: ocean, to });
      return;
    }
    case 'thimbleRig': {
      const to = action.to as OceanId;
      const a = state.oceans[ocean].slots[action.slot as number] as number;
      const b = state.oceans[to].slots[action.toSlot as number] as number;
      state.oceans[ocean].slots[action.slot as number] = b;
      state.oceans[to].slots[action.toSlot as number] = a;
      events.push({ type: 'ShipMoved', ship: a >= 0 ? a : null, from: ocean, to });
      events.push({ type: 'ShipMoved', ship: b >= 0 ? b : null, from: to, to: ocean });
      return;
    }
    case 'obscure': {
      const ship = state.oceans[ocean].slots[action.slot as number] as number;
      state.oceans[ocean].slots[action.slot as number] = -2;
      state.shipBag.push(ship);
      state.shipFace[ship] = 0;
      events.push({ type: 'ShipRemoved', ocean, ship, to: 'bag' });
      events.push({
        type: 'ShipPlaced',
        ocean,
        slot: action.slot as number,
        ship: null,
        face: 0,
        how: msg('how.obscured'),
      });
      return;
    }
    case 'convert': {
      const ship = state.oceans[ocean].slots[action.slot as number] as number;
      const face = state.shipFace[ship] === 1 ? 0 : 1;
      state.shipFace[ship] = face;
      events.push({ type: 'ShipFlipped', ship, face });
      return;
    }
    case 'applyPressure': {
      const stack = state.shipStacks.find((s) => s.group === action.group);
      if (!stack || stack.at === null) return;
      stack.at -= 1;
      events.push({ type: 'GroupArrivalChanged', group: stack.group, at: stack.at });
      if (state.notoriety >= stack.at) addStackToBag(state, events, stack.group);
      return;
    }
    case 'placeSquadron': {
      const die = roll1d6(state, events, msg('roll.squadronForms'));
      moveSquadron(state, events, action.squadron as SquadronColour, 'tableau', oceanOfDie(die));
      return;
    }
    case 'moveSquadron':
      moveSquadron(state, events, action.squadron as SquadronColour, ocean, action.to as OceanId);
      return;
    case 'hunt':
      if (
        imperialistTest(state, events, msg('roll.hunt'), HUNT_TEST.target, huntDrm(state, ocean))
      ) {
        state.stack.push({ k: 'huntOutcome', ocean, stage: 'give' });
      }
      return;
    case 'crushDissent':
      if (
        imperialistTest(
          state,
          events,
          msg('roll.crushDissent'),
          CRUSH_DISSENT.target,
          crushDissentDrm(state, ocean),
        )
      ) {
        const land = landsOf(ocean).find((l) => state.lands[l] === 'cube');
        if (land) {
          state.lands[land] = null;
          state.cubesAvailable++;
          events.push({ type: 'CubeMoved', from: land, to: 'available' });
        }
      }
      return;
  }
}

/** Where the Nautilus player can take a gemstone from: anywhere but the Imperialist Tableau. */
function gemSources(state: GameState): string[] {
  const out: string[] = [];
  if (state.gemSupply > 0) out.push('supply');
  if (state.adventureGems > 0) out.push('adventureDeck');
  for (const o of OCEAN_IDS) if (state.oceans[o].gems > 0) out.push(o);
  if (imp(state).salvageGems > 0) out.push('salvage');
  return out;
}

function takeGem(state: GameState, from: string): void {
  if (from === 'supply') state.gemSupply--;
  else if (from === 'adventureDeck') state.adventureGems--;
  else if (from === 'salvage') imp(state).salvageGems--;
  else state.oceans[from as OceanId].gems--;
}

function huntOptions(
  state: GameState,
  frame: { ocean: OceanId; stage: 'give' | 'counter' | 'benefit' },
): Decision | null {
  if (frame.stage === 'give') {
    const sources = gemSources(state);
    if (sources.length === 0) return null;
    return {
      seat: 'nautilus',
      kind: 'huntGive',
      prompt: msg('prompt.huntGive'),
      rule: msg('rule.huntGive'),
      options: sources.map((from) => ({ type: 'giveGem' as const, from })),
    };
  }
  if (frame.stage === 'counter') {
    const options: Action[] = [];
    const salvageFree = salvageSpacesTaken(state) < SALVAGE_BOX_SIZE;
    if (salvageFree)
      // "as desired": the player picks the gemstone's source (seed 000 §7).
      for (const from of gemSources(state).filter((f) => f !== 'salvage'))
        options.push({ type: 'huntCounter', choice: 'salvageGem', from });
    if (state.upgradeDeck.length > 0)
      for (const u of state.upgradeDisplay)
        options.push({ type: 'huntCounter', choice: 'swapUpgrade', upgrade: u });
    if (options.length === 0) return null;
    return {
      seat: 'nautilus',
      kind: 'huntCounter',
      prompt: msg('prompt.huntCounter'),
      rule: msg('rule.huntCounter'),
      options,
    };
  }
  const options: Action[] = [{ type: 'huntBenefit', choice: 'hit' }];
  state.oceans[frame.ocean].slots.forEach((v, slot) => {
    if (v >= 0 && isWarship(state, v))
      options.push({ type: 'huntBenefit', choice: 'battle', slot });
  });
  for (const squadron of state.oceans[frame.ocean].squadrons)
    options.push({ type: 'huntBenefit', choice: 'battle', squadron });
  return imperialistDecision(
    'huntBenefit',
    msg('prompt.huntBenefit'),
    msg('rule.huntBenefit'),
    options,
  );
}

export const IMPERIALIST_HANDLERS: Pick<FrameHandlers, 'impPhase' | 'huntOutcome'> = {
  impPhase: {
    decide(state, frame) {
      if (frame.stage === 'commit') {
        const im = imp(state);
        if (im.gems === 0) return null;
        const options: Action[] = Array.from({ length: im.gems + 1 }, (_, count) => ({
          type: 'commitGems' as const,
          count,
        }));
        return imperialistDecision(
          'commitGems',
          msg('prompt.commitGems', { gems: im.gems }),
          PHASE_RULE,
          options,
        );
      }
      if (frame.stage === 'actions') {
        return imperialistDecision(
          'imperialistAction',
          msg('prompt.imperialistAction', { ap: imp(state).ap }),
          ACTION_RULE,
          imperialistActions(state),
        );
      }
      return null;
    },
    run(state, frame, events) {
      const im = imp(state);
      if (frame.stage === 'start') {
        im.ap = Math.min(
          ACTION_POINTS.max,
          Math.min(im.ap, ACTION_POINTS.carryOver) + state.act + im.committed,
        );
        state.gemSupply += im.committed;
        if (im.committed > 0)
          events.push({ type: 'GemstoneMoved', from: 'imperialist', to: 'supply' });
        im.committed = 0;
        events.push({ type: 'ImperialistApSet', ap: im.ap });
        frame.stage = 'commit';
        return;
      }
      if (frame.stage === 'commit') {
        frame.stage = 'actions';
      }
    },
    choose(state, frame, action, events) {
      const im = imp(state);
      if (action.type === 'commitGems') {
        im.gems -= action.count;
        im.committed += action.count;
        frame.stage = 'actions';
        return;
      }
      if (action.type === 'endImperialistPhase') {
        events.push({
          type: 'ImperialistPhaseEnded',
          left: im.ap,
          saved: Math.min(im.ap, ACTION_POINTS.carryOver),
        });
        popFrame(state, frame);
        return;
      }
      if (action.type === 'imperialist') takeImperialistAction(state, action, events);
    },
  },
  huntOutcome: {
    decide(state, frame) {
      return huntOptions(state, frame);
    },
    run(state, frame) {
      if (frame.stage === 'give') frame.stage = 'counter';
      else if (frame.stage === 'counter') frame.stage = 'benefit';
      else popFrame(state, frame);
    },
    choose(state, frame, action, events) {
      const im = imp(state);
      if (action.type === 'giveGem') {
        takeGem(state, action.from);
        im.gems++;
        events.push({ type: 'GemstoneMoved', from: action.from, to: 'imperialist' });
        frame.stage = 'counter';
        return;
      }
      if (action.type === 'huntCounter') {
        if (action.choice === 'salvageGem') {
          takeGem(state, action.from ?? 'supply');
          im.salvageGems++;
          events.push({ type: 'GemstoneMoved', from: action.from ?? 'supply', to: 'salvage' });
        } else if (action.upgrade) {
          // The replacement is a random draw from those set aside, not the top one (seed 000 §7).
          const at = state.upgradeDisplay.indexOf(action.upgrade);
          const drawn = drawRandom(state.rng, state.upgradeDeck) as UpgradeId | undefined;
          events.push({
            type: 'UpgradeDiscarded',
            upgrade: action.upgrade,
            why: msg('why.huntCounter'),
          });
          state.upgradeDeck.push(action.upgrade);
          if (drawn) {
            state.upgradeDisplay[at] = drawn;
            events.push({ type: 'UpgradeDisplayed', upgrade: drawn });
          } else state.upgradeDisplay.splice(at, 1);
        }
        frame.stage = 'benefit';
        return;
      }
      popFrame(state, frame);
      if (action.type !== 'huntBenefit') return;
      if (action.choice === 'hit') {
        state.stack.push({ k: 'hits', remaining: 1, location: null, roll: 0 });
        return;
      }
      if (action.squadron) {
        state.stack.push({ ...newCombat(frame.ocean, -1, -1, 'hunt'), squadron: action.squadron });
      } else if (action.slot !== undefined) {
        const ship = state.oceans[frame.ocean].slots[action.slot] as number;
        state.stack.push(newCombat(frame.ocean, action.slot, ship, 'hunt'));
      }
    },
  },
};
