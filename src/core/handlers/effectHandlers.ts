import type { GameState, Action } from '../types';
import type { ResourceId, UpgradeId } from '../data/types';
import type { LandId } from '../data/oceans';
import type { EffectOption } from '../data/effectTypes';
import { effectSource, treasureById, upgradeById } from '../content/lookup';
import { englishValue } from '../text/renderEnglish';
import { changeNotoriety, changeResource, revealFace } from '../mutate';
import { drawRandom } from '../rng';
import { landIdsOf, landsOf, salvageSpacesTaken } from '../board';
import { applyEffect } from '../effects/applyEffect';
import { pushEffects } from '../effects/cardLifeCycle';
import { resolveWarshipRoll } from './combatSteps';
import { discardUpgrade, receiveTreasure, sacrificeCharacter, spendTreasure } from '../sharedMoves';
import {
  allyLossOptions,
  allySalvage,
  applyComponentAction,
  payRefit,
} from '../effects/components';
import { equipUpgrade } from './turnHandlers';
import { type FrameHandlers, nautilusDecision, popFrame } from './FrameHandler';
import { msg, type CoreValue } from '../data/coreText';

/** A choice headed by an Event card names the card (its title), never its id. */

function freeLands(state: GameState, anywhere: boolean): LandId[] {
  const lands = anywhere || !state.nautilus ? landIdsOf(state) : landsOf(state.nautilus);
  return lands.filter((l) => state.lands[l] === null);
}

/**
 * A card's choice; under Piracy with Notoriety at its maximum, a branch that gains Notoriety may
 * not be taken while another branch exists (seed 001 Gameplay, Piracy).
 */
function choiceOptions(state: GameState, options: EffectOption[]): Action[] {
  const limited = piracyLimits(state, options);
  const out: Action[] = [];
  options.forEach((o, index) => {
    if (!(limited && gainsNotoriety(o))) out.push(choiceAction(o, index));
  });
  return out;
}

function gainsNotoriety(o: EffectOption): boolean {
  return o.effects.some((e) => e.kind === 'notoriety' && e.amount > 0);
}

/** Whether the Piracy limit leaves the Notoriety branches out (only while another remains). */
function piracyLimits(state: GameState, options: EffectOption[]): boolean {
  return state.piracyFrozen && !options.every(gainsNotoriety);
}

/** The action keeps the option's English wording (records store it); the page shows the option. */
function choiceAction(o: EffectOption, index: number): Action {
  return { type: 'chooseEffect', index, label: englishValue(o.label) };
}

/** `choiceOptions(...).length`, without building the labels. */
function choiceCount(state: GameState, options: EffectOption[]): number {
  if (!piracyLimits(state, options)) return options.length;
  let n = 0;
  for (const o of options) if (!gainsNotoriety(o)) n++;
  return n;
}

/** The `i`-th of `choiceOptions`, built alone. */
function choiceOptionAt(state: GameState, options: EffectOption[], i: number): Action {
  const limited = piracyLimits(state, options);
  let n = 0;
  for (let index = 0; index < options.length; index++) {
    const o = options[index] as EffectOption;
    if (limited && gainsNotoriety(o)) continue;
    if (n++ === i) return choiceAction(o, index);
  }
  throw new Error(`Choice ${i} does not exist (${n} choices)`);
}

function lossOptions(
  state: GameState,
  frame: { resources: ResourceId[]; why: CoreValue },
): Action[] {
  const options: Action[] = [];
  for (const r of frame.resources) options.push({ type: 'loseResource', resource: r });
  for (const u of state.upgradesEquipped)
    options.push({ type: 'discardUpgradeForLoss', upgrade: u });
  options.push(...allyLossOptions(state));
  if (frame.resources.length === 3) {
    for (const c of state.characters) {
      if (!c.sacrificed && c.id !== NADEEN)
        options.push({ type: 'sacrificeForLoss', character: c.id });
    }
  }
  return options;
}

const NADEEN = 'nadeenDakkar';

/** `lossOptions(...).length`, without building them. */
function lossOptionCount(state: GameState, frame: { resources: ResourceId[] }): number {
  let n = frame.resources.length + state.upgradesEquipped.length;
  const allies = allyLossOptions(state);
  n += allies.length;
  if (frame.resources.length === 3)
    for (const c of state.characters) if (!c.sacrificed && c.id !== NADEEN) n++;
  return n;
}

/** Characters that can be given up when one must be: everyone aboard but Nadeen (seed 000 §6). */
function forcedSacrificeOptions(state: GameState): Action[] {
  return state.characters
    .filter((c) => !c.sacrificed && c.id !== NADEEN)
    .map((c) => ({ type: 'sacrifice' as const, character: c.id }));
}

function affordableUpgrades(state: GameState, costModifier: number): UpgradeId[] {
  return state.upgradeDisplay.filter(
    (u) =>
      Math.max(0, upgradeById(u).cost + costModifier) <=
      salvageSpacesTaken(state) + allySalvage(state),
  );
}

export const EFFECT_HANDLERS: Pick<
  FrameHandlers,
  | 'effects'
  | 'loss'
  | 'forcedSacrifice'
  | 'placeCube'
  | 'loseTreasure'
  | 'refitChoice'
  | 'effectChoice'
  | 'effectOcean'
  | 'sensorChoice'
  | 'mapRoom'
  | 'warRoomRoll'
> = {
  warRoomRoll: {
    decide(state, frame) {
      return nautilusDecision(
        'warRoom',
        msg('prompt.warRoom', { roll: frame.roll.join(' + ') }),
        msg('rule.warRoom'),
        [
          { type: 'acceptResult' },
          { type: 'useUpgrade', upgrade: 'warRoom', option: 'die0' },
          { type: 'useUpgrade', upgrade: 'warRoom', option: 'die1' },
        ],
      );
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      const roll = [...frame.roll];
      if (action.type === 'useUpgrade') {
        roll[action.option === 'die0' ? 0 : 1] = 2;
        events.push({
          type: 'EffectApplied',
          source: { ref: 'upgrade', id: 'warRoom' },
          text: msg('effect.warRoomDie', { roll: roll.join(' + ') }),
          provenance: 'published',
        });
      }
      resolveWarshipRoll(state, events, frame.ship, roll, frame.modifiers, frame.target);
    },
  },
  sensorChoice: {
    decide(state, frame) {
      return nautilusDecision(
        'sensorChoice',
        msg('prompt.sensorChoice'),
        msg('rule.crystallineSensors'),
        frame.ships.map((ship) => ({ type: 'chooseShip' as const, ship })),
      );
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type !== 'chooseShip') return;
      const i = state.shipBag.indexOf(action.ship);
      if (i >= 0) state.shipBag.splice(i, 1);
      const face = revealFace(state, action.ship);
      state.oceans[frame.ocean].slots[frame.slot] = action.ship;
      state.shipFace[action.ship] = face;
      events.push({
        type: 'ShipRevealed',
        ocean: frame.ocean,
        slot: frame.slot,
        ship: action.ship,
        face,
      });
      const combat = state.stack[state.stack.length - 1];
      if (combat?.k === 'combat' && combat.slot === frame.slot) combat.ship = action.ship;
    },
  },
  mapRoom: {
    decide(state, frame) {
      const first = treasureById(frame.first).name;
      if (frame.second === null) {
        const options: Action[] = [{ type: 'mapRoom', choice: 'decline' }];
        if (!state.piracyFrozen) options.push({ type: 'mapRoom', choice: 'notoriety' });
        if (state.resources.nemo > 1) options.push({ type: 'mapRoom', choice: 'nemo' });
        return nautilusDecision(
          'mapRoom',
          msg('prompt.mapRoom', { treasure: { ref: 'treasure', id: frame.first } }),
          msg('rule.mapRoom'),
          options,
        );
      }
      const second = treasureById(frame.second).name;
      return nautilusDecision('mapRoomKeep', msg('prompt.mapRoomKeep'), msg('rule.mapRoom'), [
        { type: 'chooseEffect', index: 0, label: first },
        { type: 'chooseEffect', index: 1, label: second },
      ]);
    },
    choose(state, frame, action, events) {
      if (action.type === 'mapRoom') {
        if (action.choice === 'decline') {
          popFrame(state, frame);
          return;
        }
        if (action.choice === 'notoriety')
          changeNotoriety(state, events, 1, { ref: 'upgrade', id: 'mapRoom' });
        else changeResource(state, events, 'nemo', -1, { ref: 'upgrade', id: 'mapRoom' });
        if (state.result) return;
        const second = drawRandom(state.rng, state.treasureBag);
        if (second === undefined) popFrame(state, frame);
        else {
          frame.second = second;
          events.push({ type: 'TokenDrawn', kind: 'treasure', token: second });
        }
        return;
      }
      popFrame(state, frame);
      if (action.type !== 'chooseEffect' || frame.second === null) return;
      if (action.index === 0) {
        state.treasureBag.push(frame.second);
        return;
      }
      const i = state.treasures.indexOf(frame.first);
      if (i >= 0) state.treasures.splice(i, 1);
      state.treasureBag.push(frame.first);
      receiveTreasure(state, events, frame.second, false);
    },
  },
  effects: {
    run(state, frame, events) {
      const effect = frame.effects.shift();
      if (!effect) {
        popFrame(state, frame);
        return;
      }
      applyEffect(state, events, frame, effect);
    },
  },
  effectChoice: {
    decide(state, frame) {
      return nautilusDecision(
        'effectChoice',
        msg('prompt.effectChoice', {
          source: effectSource(frame.source),
        }),
        msg('rule.effectChoice'),
        choiceOptions(state, frame.options),
      );
    },
    count: (state, frame) => choiceCount(state, frame.options),
    optionAt: (state, frame, i) => choiceOptionAt(state, frame.options, i),
    choose(state, frame, action) {
      popFrame(state, frame);
      if (action.type !== 'chooseEffect') return;
      const option = frame.options[action.index];
      if (option) pushEffects(state, frame.source, option.effects, frame.card);
    },
  },
  effectOcean: {
    decide(state, frame) {
      return nautilusDecision(
        'effectOcean',
        msg('prompt.effectOcean', { source: effectSource(frame.source) }),
        msg('rule.effectOcean'),
        frame.oceans.map((ocean) => ({ type: 'chooseOcean' as const, ocean })),
      );
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type !== 'chooseOcean') return;
      const from = state.nautilus;
      state.nautilus = action.ocean;
      events.push({ type: 'NautilusMoved', from, to: action.ocean });
    },
  },
  loss: {
    decide(state, frame) {
      if (frame.amount <= 0 || lossOptionCount(state, frame) < 2) return null;
      return nautilusDecision(
        'loss',
        msg('prompt.loss', { why: frame.why, amount: frame.amount }),
        msg('rule.loss'),
        lossOptions(state, frame),
      );
    },
    run(state, frame, events) {
      const first = frame.resources[0] as ResourceId | undefined;
      const only: Action | undefined = first
        ? { type: 'loseResource', resource: first }
        : lossOptions(state, frame)[0];
      if (!only || frame.amount <= 0) {
        popFrame(state, frame);
        return;
      }
      EFFECT_HANDLERS.loss.choose?.(state, frame, only, events);
    },
    choose(state, frame, action, events) {
      if (action.type === 'loseResource')
        changeResource(state, events, action.resource, -1, frame.why);
      else if (action.type === 'discardUpgradeForLoss')
        discardUpgrade(state, events, action.upgrade, msg('why.insteadOfLoss', { why: frame.why }));
      else if (action.type === 'sacrificeForLoss')
        sacrificeCharacter(state, events, action.character);
      else applyComponentAction(state, events, action, null);
      frame.amount--;
      if (frame.amount <= 0 && state.stack[state.stack.length - 1] === frame)
        popFrame(state, frame);
    },
  },
  forcedSacrifice: {
    decide(state, frame) {
      const options = forcedSacrificeOptions(state);
      return options.length > 0
        ? nautilusDecision(
            'forcedSacrifice',
            msg('prompt.forcedSacrifice', { why: frame.why }),
            msg('rule.sacrifice'),
            options,
          )
        : null;
    },
    run(state, frame, events) {
      popFrame(state, frame);
      // Seed 000 §6: Nadeen is killed when a Character must be sacrificed and his is the last tile.
      const nadeen = state.characters.find((c) => c.id === NADEEN && !c.sacrificed);
      if (nadeen) sacrificeCharacter(state, events, NADEEN);
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type === 'sacrifice') sacrificeCharacter(state, events, action.character);
    },
  },
  placeCube: {
    decide(state, frame) {
      const lands = freeLands(state, frame.anywhere);
      if (state.cubesAvailable === 0 || lands.length === 0) return null;
      return nautilusDecision(
        'placeCube',
        msg('prompt.placeCube'),
        msg('rule.incite'),
        lands.map((land) => ({ type: 'placeCube' as const, land })),
      );
    },
    run(state, frame) {
      popFrame(state, frame);
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type !== 'placeCube') return;
      state.lands[action.land] = 'cube';
      state.cubesAvailable--;
      events.push({ type: 'CubeMoved', from: 'available', to: action.land });
    },
  },
  loseTreasure: {
    decide(state, frame) {
      const owned = [...new Set(state.treasures)];
      if (owned.length === 0) return null;
      return nautilusDecision(
        'loseTreasure',
        msg('prompt.loseTreasure', { why: frame.why }),
        msg('rule.expensive'),
        owned.map((treasure) => ({ type: 'useTreasure' as const, treasure })),
      );
    },
    run(state, frame) {
      popFrame(state, frame);
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type === 'useTreasure') spendTreasure(state, events, action.treasure, frame.why);
    },
  },
  refitChoice: {
    decide(state, frame) {
      const options: Action[] = [
        { type: 'buyUpgrade', upgrade: null },
        ...affordableUpgrades(state, frame.costModifier).map((upgrade) => ({
          type: 'buyUpgrade' as const,
          upgrade,
        })),
      ];
      return options.length > 1
        ? nautilusDecision('refit', msg('prompt.refit'), msg('rule.refit'), options)
        : null;
    },
    run(state, frame) {
      popFrame(state, frame);
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type !== 'buyUpgrade' || !action.upgrade) return;
      const cost = Math.max(0, upgradeById(action.upgrade).cost + frame.costModifier);
      payRefit(state, events, cost);
      equipUpgrade(state, events, action.upgrade, msg('how.refitFor', { cost }));
    },
  },
};
