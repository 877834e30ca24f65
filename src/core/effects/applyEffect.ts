import type { EventSink } from '../../kernel/engine';
import { OCEANS } from '../data/oceans';
import { ACTION_POINTS } from '../data/tracks';
import { NADEEN_CHARACTERISTICS } from '../data/characters';
import type { OceanId, UpgradeId } from '../data/types';
import type { GameState, GemPlace } from '../types';
import type { GameEvent } from '../gameEvent';
import type { EffectsFrame, Frame } from '../frames';
import {
  addStackToBag,
  changeNotoriety,
  changeResource,
  clearSlot,
  drawShip,
  putHidden,
  revealFace,
  roll2d6,
} from '../mutate';
import {
  EMPTY,
  HIDDEN,
  isWarship,
  isWhiteToken,
  landIdsOf,
  landsOf,
  moveNeighbours,
} from '../board';
import { randomInt } from '../rng';
import { drawTreasure } from '../sharedMoves';
import type { Effect } from '../data/effectTypes';
import { CHARACTER_NADEEN } from '../content/registry';
import { holds } from './conditions';
import { moveCardTo, pushEffects } from './cardLifeCycle';
import { newTestFrame } from '../newTestFrame';
import { msg, type CoreValue } from '../data/coreText';
import { effectSource } from '../content/lookup';

/* The primitives: what each declarative effect does to the state. */

function nearestRoll(state: GameState): Frame | undefined {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i];
    if (f && (f.k === 'test' || f.k === 'combat')) return f;
  }
  return undefined;
}

function gemFromSupply(
  state: GameState,
  events: EventSink<GameEvent>,
  where: 'nautilus' | 'adventureDeck' | OceanId,
  amount: number,
): void {
  for (let i = 0; i < amount && state.gemSupply > 0; i++) {
    if (where === 'adventureDeck') state.adventureGems++;
    else {
      const ocean = where === 'nautilus' ? state.nautilus : where;
      if (!ocean) return;
      state.oceans[ocean].gems++;
    }
    state.gemSupply--;
    events.push({
      type: 'GemstoneMoved',
      from: 'supply',
      to: where === 'nautilus' ? (state.nautilus as OceanId) : where,
    });
  }
}

function removeUprising(state: GameState, events: EventSink<GameEvent>, amount: number): void {
  const here = state.nautilus ? landsOf(state.nautilus) : [];
  const order = [...here, ...landIdsOf(state).filter((l) => !here.includes(l))];
  for (let i = 0; i < amount; i++) {
    const land = order.find((l) => state.lands[l] === 'cube');
    if (!land) return;
    state.lands[land] = null;
    state.cubesAvailable++;
    events.push({ type: 'CubeMoved', from: land, to: 'available' });
  }
}

/** Takes a ship from the bag into the Nautilus' Ocean (an extra space if full) and fights it. */
function fightShip(
  state: GameState,
  events: EventSink<GameEvent>,
  frame: EffectsFrame,
  count: number,
) {
  const ocean = state.nautilus;
  if (!ocean || count <= 0) return;
  if (count > 1) pushEffects(state, frame.source, [{ kind: 'fightShip', count: count - 1 }]);
  const slots = state.oceans[ocean].slots;
  let slot = slots.indexOf(EMPTY);
  // Seed 001: the attack is compulsory, and a survivor stays even in a full Ocean.
  const ship = drawShip(state, events);
  if (ship === null) return;
  const face = revealFace(state, ship);
  if (slot < 0) slot = slots.length;
  slots[slot] = ship;
  state.shipFace[ship] = face;
  events.push({ type: 'TokenDrawn', kind: 'ship', token: `${ship}` });
  events.push({
    type: 'ShipPlaced',
    ocean,
    slot,
    ship,
    face,
    how: msg('how.fightNow', { source: effectSource(frame.source) }),
  });
  state.stack.push({
    k: 'combat',
    ocean,
    slot,
    ship,
    mode: 'event',
    stage: 'warshipFires',
    exerted: [],
    exertDrm: 0,
    roll: [],
    afterDrm: 0,
  });
}

function nadeenAboard(
  state: GameState,
  events: EventSink<GameEvent>,
  source: CoreValue,
  count: number,
) {
  let tile = state.characters.find((c) => c.id === CHARACTER_NADEEN);
  if (!tile) {
    tile = { id: CHARACTER_NADEEN, sacrificed: false, attributes: [] };
    state.characters.push(tile);
    events.push({
      type: 'EffectApplied',
      source: effectSource(source),
      text: msg('effect.nadeenAboard'),
      provenance: 'designed',
    });
  }
  drawCharacteristics(state, events, source, count - tile.attributes.length);
}

function drawCharacteristics(
  state: GameState,
  events: EventSink<GameEvent>,
  source: CoreValue,
  n: number,
) {
  const tile = state.characters.find((c) => c.id === CHARACTER_NADEEN && !c.sacrificed);
  if (!tile) return;
  for (let i = 0; i < n; i++) {
    const pool = NADEEN_CHARACTERISTICS.map((c) => c.id).filter(
      (id) => !tile.attributes.includes(id),
    );
    if (pool.length === 0) return;
    const drawn = pool[randomInt(state.rng, pool.length)]!;
    tile.attributes.push(drawn);
    events.push({ type: 'TokenDrawn', kind: 'characteristic', token: drawn });
    events.push({
      type: 'EffectApplied',
      source: effectSource(source),
      text: msg('effect.nadeenGains', {
        name: { ref: 'item', id: drawn },
        text: { ref: 'text', id: drawn },
      }),
      provenance: 'designed',
    });
  }
  for (let i = 0; i > n; i--) {
    const gone = tile.attributes.pop();
    if (!gone) return;
    events.push({
      type: 'EffectApplied',
      source: effectSource(source),
      text: msg('effect.nadeenLoses', { name: { ref: 'item', id: gone } }),
      provenance: 'designed',
    });
  }
}

/** Runs one effect; effects that need a decision push their own frame (issue 4 interpreter). */
export function applyEffect(
  state: GameState,
  events: EventSink<GameEvent>,
  frame: EffectsFrame,
  effect: Effect,
): void {
  const source = frame.source;
  const why = effectSource(source);
  switch (effect.kind) {
    case 'gain':
      changeResource(state, events, effect.resource, effect.amount, why);
      return;
    case 'lose':
      if (effect.amount > 0)
        state.stack.push({ k: 'loss', resources: [effect.resource], amount: effect.amount, why });
      return;
    case 'loseOneOf':
      if (effect.amount > 0)
        state.stack.push({
          k: 'loss',
          resources: [...effect.resources],
          amount: effect.amount,
          why,
        });
      return;
    case 'notoriety':
      changeNotoriety(state, events, effect.amount, why);
      return;
    case 'sacrificeCharacter':
      state.stack.push({ k: 'forcedSacrifice', why });
      return;
    case 'drawTreasure':
      for (let i = 0; i < effect.amount; i++) drawTreasure(state, events);
      return;
    case 'discardTreasure':
      for (let i = 0; i < effect.amount; i++) state.stack.push({ k: 'loseTreasure', why });
      return;
    case 'gainUpgrade':
      state.stack.push({ k: 'refitChoice', costModifier: effect.costModifier });
      return;
    case 'placeUprising':
      for (let i = 0; i < effect.amount; i++) state.stack.push({ k: 'placeCube', anywhere: false });
      return;
    case 'ap': {
      const to = Math.max(0, Math.min(ACTION_POINTS.max, state.ap + effect.amount));
      if (to !== state.ap) {
        state.ap = to;
        events.push({ type: 'ActionPointsSet', ap: to, lull: state.lull });
      }
      return;
    }
    case 'removeUprising':
      removeUprising(state, events, effect.amount);
      return;
    case 'gem':
      gemFromSupply(state, events, effect.where, effect.amount);
      return;
    case 'placeHidden': {
      const ocean = effect.where === 'nautilus' ? state.nautilus : effect.where;
      if (!ocean) return;
      for (let i = 0; i < effect.amount; i++) {
        const slot = state.oceans[ocean].slots.indexOf(EMPTY);
        if (slot < 0) return;
        putHidden(state, events, ocean, slot, why);
      }
      return;
    }
    case 'removeHidden': {
      const ocean = state.nautilus;
      if (!ocean) return;
      for (let i = 0; i < effect.amount; i++) {
        const slot = state.oceans[ocean].slots.indexOf(HIDDEN);
        if (slot < 0) return;
        clearSlot(state, ocean, slot, OCEANS[ocean].capacity);
        events.push({
          type: 'EffectApplied',
          source: why,
          text: msg('effect.hiddenLeaves'),
          provenance: 'designed',
        });
      }
      return;
    }
    case 'revealHidden': {
      const ocean = state.nautilus;
      if (!ocean) return;
      for (let i = 0; i < effect.amount; i++) {
        const slot = state.oceans[ocean].slots.indexOf(HIDDEN);
        if (slot < 0) return;
        const ship = drawShip(state, events);
        if (ship === null) return;
        const face = revealFace(state, ship);
        state.oceans[ocean].slots[slot] = ship;
        state.shipFace[ship] = face;
        events.push({ type: 'ShipRevealed', ocean, slot, ship, face });
      }
      return;
    }
    case 'flipWhite': {
      const ocean = state.nautilus;
      if (!ocean) return;
      let left = effect.amount;
      for (const ship of state.oceans[ocean].slots) {
        if (left <= 0) break;
        if (ship >= 0 && isWhiteToken(ship) && state.shipFace[ship] === 0) {
          state.shipFace[ship] = 1;
          events.push({ type: 'ShipFlipped', ship, face: 1 });
          left--;
        }
      }
      return;
    }
    case 'removeShips': {
      const ocean = state.nautilus;
      if (!ocean) return;
      for (let i = 0; i < effect.amount; i++) {
        const slots = state.oceans[ocean].slots;
        const slot = slots.findIndex(
          (s) => s >= 0 && (!effect.warshipsOnly || isWarship(state, s)),
        );
        if (slot < 0) return;
        const ship = slots[slot] as number;
        clearSlot(state, ocean, slot, OCEANS[ocean].capacity);
        state.shipFace[ship] = 0;
        state.shipBag.push(ship);
        events.push({ type: 'ShipRemoved', ocean, ship, to: 'bag' });
      }
      return;
    }
    case 'moveNautilus': {
      const from = state.nautilus;
      if (!from) return;
      const oceans =
        effect.to === 'adjacent'
          ? moveNeighbours(state, from)
          : effect.to.filter((o) => o !== from);
      if (oceans.length > 0) state.stack.push({ k: 'effectOcean', source, oceans: [...oceans] });
      return;
    }
    case 'fightShip':
      fightShip(state, events, frame, effect.count);
      return;
    case 'addShips':
      addStackToBag(state, events, effect.group);
      return;
    case 'hits':
      if (effect.amount > 0)
        state.stack.push({ k: 'hits', remaining: effect.amount, location: null, roll: 0 });
      return;
    case 'test':
      state.stack.push(
        newTestFrame(
          {
            kind: 'effect',
            source,
            ...(frame.card ? { card: frame.card } : {}),
            pass: effect.pass,
            fail: effect.fail,
          },
          effect.target,
          effect.exert,
        ),
      );
      return;
    case 'choice':
      state.stack.push({
        k: 'effectChoice',
        source,
        ...(frame.card ? { card: frame.card } : {}),
        options: effect.options,
      });
      return;
    case 'if': {
      const branch = holds(state, effect.cond) ? effect.then : (effect.else ?? []);
      frame.effects.unshift(...branch);
      return;
    }
    case 'revealUpgrade':
      for (let i = 0; i < effect.amount && state.upgradeDeck.length > 0; i++) {
        const next = state.upgradeDeck.shift() as UpgradeId;
        state.upgradeDisplay.push(next);
        events.push({ type: 'UpgradeDisplayed', upgrade: next });
      }
      return;
    case 'nadeenAboard':
      nadeenAboard(state, events, source, effect.characteristics);
      return;
    case 'characteristic':
      drawCharacteristics(state, events, source, effect.amount);
      return;
    case 'filePile':
      if (frame.card) moveCardTo(state, events, frame.card, effect.pile);
      return;
    case 'testDrm': {
      const roll = nearestRoll(state);
      if (roll?.k === 'test') {
        if (roll.stage === 'commit') roll.baseDrm += effect.amount;
        else roll.afterDrm += effect.amount;
      } else if (roll?.k === 'combat') roll.afterDrm += effect.amount;
      return;
    }
    case 'forcePass': {
      const roll = nearestRoll(state);
      if (roll?.k === 'test') roll.forcedPass = true;
      return;
    }
    case 'imperialistGem': {
      const imp = state.imperialist;
      if (!imp) return;
      for (let i = 0; i < effect.amount; i++) {
        const here = state.nautilus;
        let from: GemPlace | null = null;
        if (state.gemSupply > 0) {
          state.gemSupply--;
          from = 'supply';
        } else if (here && state.oceans[here].gems > 0) {
          state.oceans[here].gems--;
          from = here;
        } else if (state.adventureGems > 0) {
          state.adventureGems--;
          from = 'adventureDeck';
        } else {
          const ocean = (Object.keys(state.oceans) as OceanId[]).find(
            (o) => state.oceans[o].gems > 0,
          );
          if (!ocean) return;
          state.oceans[ocean].gems--;
          from = ocean;
        }
        imp.gems++;
        events.push({ type: 'GemstoneMoved', from, to: 'imperialist' });
      }
      return;
    }
    case 'reroll': {
      const roll = nearestRoll(state);
      if (roll?.k === 'test' && roll.stage === 'after')
        roll.roll = roll2d6(state, events, msg('roll.reroll', { test: why }));
      return;
    }
  }
}
