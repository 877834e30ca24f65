import { HIT_LOCATION } from '../data/actionTables';
import { SALVAGE_BOX_SIZE } from '../data/tracks';
import { OCEANS } from '../data/oceans';
import type { OceanId, ResourceId } from '../data/types';
import type { GameState, Action } from '../types';
import type { CombatFrame, CombatMode } from '../frames';
import { characterById } from '../content/lookup';
import { hasUpgrade, salvageSpacesTaken, shipSide } from '../board';
import { changeNotoriety, changeResource, clearSlot, drawShip, roll1d6, shipName } from '../mutate';
import { discardUpgrade, sacrificeCharacter } from '../sharedMoves';
import { exertDrmOf, sharedExertOptions } from './testHandlers';
import { applyComponentAction, combatAfterOptions } from '../effects/components';
import { type FrameHandlers, nautilusDecision, popFrame } from './FrameHandler';
import { msg } from '../data/coreText';
import {
  newCombat,
  targetSide,
  snake,
  revealTarget,
  warshipFires,
  attackSinks,
  rollAttack,
  nautilusFires,
} from './combatSteps';

const COMBAT_RULE = msg('rule.combat');

const ATTACK_EXERTABLE: readonly ResourceId[] = ['nemo', 'crew', 'hull'];

const STALK_CHOICES: readonly Action[] = [
  { type: 'stalkChoice', choice: 'fight' },
  { type: 'stalkChoice', choice: 'callOff' },
];

function commitOptions(state: GameState): Action[] {
  const options: Action[] = [];
  const subsets = sharedExertOptions(state, ATTACK_EXERTABLE, 1);
  for (let i = 0; i < subsets.length; i++)
    options.push({ type: 'commitTest', exert: subsets[i] as ResourceId[], treasure: null });
  return options;
}

function afterAttackOptions(state: GameState, frame: CombatFrame): Action[] {
  const side = targetSide(state, frame);
  const total = (frame.roll[0] ?? 0) + (frame.roll[1] ?? 0);
  if (snake(frame.roll) || total + frame.exertDrm + frame.afterDrm + 3 < side.defense) return [];
  const options: Action[] = [];
  for (const c of state.characters) {
    if (attackSinks(state, frame)) break;
    if (!c.sacrificed && characterById(c.id).sacrificeEffect === 'attackDrm+2')
      options.push({ type: 'sacrifice', character: c.id });
  }
  return options.length > 0 ? [{ type: 'acceptResult' }, ...options] : [];
}

/** After a missed attack roll: sacrifices, then the Upgrades' and Allies' changes. */
function afterRollOptions(state: GameState, frame: CombatFrame): Action[] {
  const options = afterAttackOptions(state, frame);
  if (!attackSinks(state, frame)) {
    const more = combatAfterOptions(state, frame);
    if (more.length > 0 && options.length === 0) options.push({ type: 'acceptResult' });
    options.push(...more);
  }
  return options;
}

function tonnageColumns(ocean: OceanId): OceanId[] {
  return OCEANS[ocean].tonnageColumns;
}

function sinkOptions(state: GameState, frame: { ocean: OceanId; mode: CombatMode }): Action[] {
  const options: Action[] = tonnageColumns(frame.ocean).map((column) => ({
    type: 'sinkAs' as const,
    as: 'tonnage' as const,
    column,
  }));
  if (salvageSpacesTaken(state) < SALVAGE_BOX_SIZE) options.push({ type: 'sinkAs', as: 'salvage' });
  return options;
}

function removeFromOcean(state: GameState, ocean: OceanId, ship: number): void {
  const slot = state.oceans[ocean].slots.indexOf(ship);
  if (slot >= 0) clearSlot(state, ocean, slot, OCEANS[ocean].capacity);
}

function hasTargets(state: GameState, ocean: OceanId): boolean {
  return state.oceans[ocean].slots.some((v) => v !== -1);
}

export const COMBAT_HANDLERS: Pick<
  FrameHandlers,
  'combat' | 'hits' | 'sinkChoice' | 'boldContinue'
> = {
  combat: {
    decide(state, frame) {
      if (frame.stage === 'stalkChoice')
        return nautilusDecision(
          'stalkChoice',
          msg('prompt.stalkChoice', { ship: shipName(frame.ship) }),
          msg('rule.stalkAttack'),
          [...STALK_CHOICES],
        );
      if (frame.stage === 'commit' && frame.mode !== 'torpedo' && frame.mode !== 'diplomacy') {
        return nautilusDecision(
          'attackCommit',
          msg('prompt.attackCommit', { ship: shipName(frame.ship) }),
          COMBAT_RULE,
          commitOptions(state),
        );
      }
      if (frame.stage === 'nautilusFires' && frame.roll.length > 0) {
        const options = afterRollOptions(state, frame);
        if (options.length > 0)
          return nautilusDecision('attackAfter', msg('prompt.attackAfter'), COMBAT_RULE, options);
      }
      return null;
    },
    count(state, frame) {
      if (frame.stage === 'stalkChoice') return STALK_CHOICES.length;
      if (frame.stage === 'commit' && frame.mode !== 'torpedo' && frame.mode !== 'diplomacy')
        return sharedExertOptions(state, ATTACK_EXERTABLE, 1).length;
      if (frame.stage === 'nautilusFires' && frame.roll.length > 0)
        return afterRollOptions(state, frame).length;
      return 0;
    },
    optionAt(state, frame, index) {
      if (frame.stage === 'stalkChoice') return STALK_CHOICES[index] as Action;
      if (frame.stage === 'commit' && frame.mode !== 'torpedo' && frame.mode !== 'diplomacy') {
        const exert = sharedExertOptions(state, ATTACK_EXERTABLE, 1)[index] as ResourceId[];
        return { type: 'commitTest', exert, treasure: null };
      }
      return afterRollOptions(state, frame)[index] as Action;
    },
    choose(state, frame, action, events) {
      if (applyComponentAction(state, events, action, frame)) return;
      if (action.type === 'stalkChoice') {
        if (action.choice === 'callOff') {
          popFrame(state, frame);
          events.push({
            type: 'EffectApplied',
            source: msg('name.stalkAttack'),
            text: msg('effect.stalkCalledOff', { ship: shipName(frame.ship) }),
            provenance: 'published',
          });
          return;
        }
        frame.stage = 'commit';
        warshipFires(state, frame, events);
        return;
      }
      if (action.type === 'commitTest') {
        for (const r of action.exert) {
          const drm = exertDrmOf(state, r);
          frame.exertDrm += drm;
          events.push({ type: 'ResourceExerted', resource: r, drm });
        }
        frame.exerted = [...action.exert];
        frame.stage = 'nautilusFires';
        rollAttack(state, frame, events);
        return;
      }
      if (action.type === 'sacrifice') {
        sacrificeCharacter(state, events, action.character);
        frame.afterDrm += 2;
        return;
      }
      popFrame(state, frame);
      nautilusFires(state, frame, events);
    },
    run(state, frame, events) {
      if (frame.stage === 'warshipFires') {
        if (frame.mode === 'stalk' && frame.ship < 0 && !frame.squadron) frame.hiddenTarget = true;
        if (
          frame.ship < 0 &&
          hasUpgrade(state, 'crystallineSensors') &&
          state.shipBag.length >= 2
        ) {
          // Crystalline Sensors: draw two Ships for the Hidden Ship target and keep one.
          const ships = [drawShip(state, events), drawShip(state, events)].filter(
            (s): s is number => s !== null,
          );
          if (state.result) return;
          // Both stay in the bag while the player looks at them (every token is somewhere).
          state.shipBag.push(...ships);
          for (const s of ships) events.push({ type: 'TokenDrawn', kind: 'ship', token: `${s}` });
          if (ships.length === 2) {
            state.stack.push({ k: 'sensorChoice', ocean: frame.ocean, slot: frame.slot, ships });
            return;
          }
        }
        if (!revealTarget(state, frame, events)) {
          popFrame(state, frame);
          return;
        }
        if (frame.hiddenTarget) {
          frame.stage = 'stalkChoice';
          return;
        }
        frame.stage = 'commit';
        warshipFires(state, frame, events);
        return;
      }
      if (frame.stage === 'commit') {
        frame.stage = 'nautilusFires';
        return;
      }
      popFrame(state, frame);
      if (frame.roll.length === 0 && frame.mode !== 'torpedo' && frame.mode !== 'diplomacy') {
        rollAttack(state, frame, events);
      }
      nautilusFires(state, frame, events);
    },
  },
  hits: {
    decide(state, frame) {
      if (frame.location === null) return null;
      let cancels = state.upgradesEquipped.length;
      for (const c of state.characters)
        if (!c.sacrificed && characterById(c.id).sacrificeEffect === 'cancelHits') cancels++;
      if (cancels === 0) return null;
      const options: Action[] = [{ type: 'takeHit' }];
      for (const u of state.upgradesEquipped) options.push({ type: 'cancelHit', upgrade: u });
      for (const c of state.characters) {
        if (!c.sacrificed && characterById(c.id).sacrificeEffect === 'cancelHits')
          options.push({ type: 'sacrifice', character: c.id });
      }
      return options.length > 1
        ? nautilusDecision(
            'hit',
            msg('prompt.hit', {
              resource: { ref: 'resource', id: frame.location ?? 'hull' },
              remaining: frame.remaining,
            }),
            COMBAT_RULE,
            options,
          )
        : null;
    },
    choose(state, frame, action, events) {
      const location = frame.location as ResourceId;
      frame.location = null;
      if (action.type === 'cancelHit') {
        discardUpgrade(state, events, action.upgrade, msg('why.cancelledHit'));
        events.push({ type: 'HitTaken', resource: 'cancelled', roll: frame.roll });
        frame.remaining--;
      } else if (action.type === 'sacrifice') {
        sacrificeCharacter(state, events, action.character);
        frame.remaining = 0;
      } else {
        events.push({ type: 'HitTaken', resource: location, roll: frame.roll });
        changeResource(state, events, location, -1, msg('why.hit'));
        frame.remaining--;
      }
      if (frame.remaining <= 0 && state.stack[state.stack.length - 1] === frame)
        popFrame(state, frame);
    },
    run(state, frame, events) {
      if (frame.remaining <= 0) {
        popFrame(state, frame);
        return;
      }
      if (frame.location !== null) {
        COMBAT_HANDLERS.hits.choose?.(state, frame, { type: 'takeHit' }, events);
        return;
      }
      const roll = roll1d6(state, events, msg('roll.hitLocation'));
      if (roll === 6 && hasUpgrade(state, 'doubleHull')) {
        events.push({ type: 'HitTaken', resource: 'cancelled', roll });
        frame.remaining--;
        return;
      }
      frame.roll = roll;
      frame.location = HIT_LOCATION[roll as 1 | 2 | 3 | 4 | 5 | 6];
    },
  },
  sinkChoice: {
    decide(state, frame) {
      const options: Action[] =
        frame.mode === 'diplomacy'
          ? [
              ...tonnageColumns(frame.ocean).map((column) => ({
                type: 'sinkAs' as const,
                as: 'tonnage' as const,
                column,
              })),
              ...(salvageSpacesTaken(state) < SALVAGE_BOX_SIZE
                ? [{ type: 'sinkAs' as const, as: 'salvage' as const }]
                : []),
              { type: 'sinkAs', as: 'discard' },
            ]
          : sinkOptions(state, frame);
      return nautilusDecision(
        'sinkAs',
        msg('prompt.sinkAs', { ship: shipName(frame.ship) }),
        COMBAT_RULE,
        options,
      );
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type !== 'sinkAs') return;
      removeFromOcean(state, frame.ocean, frame.ship);
      const upsideDown = frame.mode === 'diplomacy';
      if (action.as === 'tonnage') {
        const column = action.column ?? (tonnageColumns(frame.ocean)[0] as OceanId);
        state.tonnage[column].push({ ship: frame.ship, upsideDown });
        events.push({
          type: 'ShipSunk',
          ocean: frame.ocean,
          ship: frame.ship,
          as: 'tonnage',
          column,
        });
      } else if (action.as === 'salvage') {
        state.salvage.push(frame.ship);
        events.push({ type: 'ShipSunk', ocean: frame.ocean, ship: frame.ship, as: 'salvage' });
        if (upsideDown)
          changeNotoriety(
            state,
            events,
            shipSide(state, frame.ship).notoriety,
            msg('why.parleyed'),
          );
      } else {
        state.sunkDiscard.push(frame.ship);
        events.push({ type: 'ShipSunk', ocean: frame.ocean, ship: frame.ship, as: 'discard' });
        state.stack.push({ k: 'placeCube', anywhere: false });
      }
      const chain =
        frame.mode === 'bold' || (frame.mode === 'stalk' && hasUpgrade(state, 'periscopeDevice'));
      if (chain && action.as === 'tonnage' && hasTargets(state, frame.ocean)) {
        state.stack.push({ k: 'boldContinue', ocean: frame.ocean });
      }
    },
  },
  boldContinue: {
    decide(state, frame) {
      const options: Action[] = [{ type: 'stopBold' }];
      state.oceans[frame.ocean].slots.forEach((v, slot) => {
        if (v !== -1) options.push({ type: 'continueBold', slot });
      });
      return nautilusDecision(
        'boldContinue',
        msg('prompt.boldContinue'),
        msg('rule.boldAttack'),
        options,
      );
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type !== 'continueBold') return;
      if (!hasUpgrade(state, 'periscopeDevice'))
        changeNotoriety(state, events, 1, msg('why.boldStreak'));
      if (state.result) return;
      const ship = state.oceans[frame.ocean].slots[action.slot] as number;
      state.stack.push(newCombat(frame.ocean, action.slot, ship, 'bold'));
    },
  },
};
