import type { EventSink } from '../../kernel/engine';
import { MOTIVES, MOTIVE_IDS } from '../data/motives';
import { newTestFrame } from '../newTestFrame';
import { ACT_DICE, type CardId } from '../data/cards';
import { UPGRADE_SLOTS } from '../data/upgrades';
import { ALLIES } from '../data/treasures';
import type { AttributeId, MotiveId, ResourceId, UpgradeId } from '../data/types';
import type { GameState, Action } from '../types';
import type { GameEvent } from '../gameEvent';
import { cardById, upgradeById } from '../content/lookup';
import { queueCardOutcome, resolvePlayCard, without } from '../effects/cardLifeCycle';
import { addStackToBag, changeResource, roll1d6 } from '../mutate';
import { randomInt } from '../rng';
import { OFFICER_ATTRIBUTES } from '../data/characters';
import { landIdsOf, oceanOfDie } from '../board';
import { finishGame } from '../finishGame';
import { type FrameHandlers, nautilusDecision, popFrame } from './FrameHandler';
import { msg, type CoreValue } from '../data/coreText';

const ALLY_IDS = ALLIES.map((a) => a.id);
const SETUP_RULE = msg('rule.setupUpgrade');

/** Every split of `cost` over Nemo, Crew and Hull that leaves each above its red space. */
function unusedAttributes(state: GameState): AttributeId[] {
  const held = new Set(state.characters.flatMap((c) => c.attributes));
  return OFFICER_ATTRIBUTES.map((a) => a.id).filter((id) => !held.has(id));
}

function paymentSplits(state: GameState, cost: number): Record<ResourceId, number>[] {
  const splits: Record<ResourceId, number>[] = [];
  for (let nemo = 0; nemo <= cost; nemo++) {
    for (let crew = 0; crew <= cost - nemo; crew++) {
      const hull = cost - nemo - crew;
      if (
        nemo < state.resources.nemo &&
        crew < state.resources.crew &&
        hull < state.resources.hull
      ) {
        splits.push({ nemo, crew, hull });
      }
    }
  }
  return splits;
}

export function refillUpgradeDisplay(
  state: GameState,
  events: EventSink<GameEvent>,
  slots = UPGRADE_SLOTS,
): void {
  while (state.upgradeDisplay.length < slots && state.upgradeDeck.length > 0) {
    const next = state.upgradeDeck.shift() as UpgradeId;
    state.upgradeDisplay.push(next);
    events.push({ type: 'UpgradeDisplayed', upgrade: next });
  }
}

export function equipUpgrade(
  state: GameState,
  events: EventSink<GameEvent>,
  upgrade: UpgradeId,
  how: CoreValue,
): void {
  state.upgradeDisplay = without(state.upgradeDisplay, upgrade);
  state.upgradesEquipped.push(upgrade);
  events.push({ type: 'UpgradeGained', upgrade, how });
}

/** Reveals the next card of the Draw Pile (seed 001 Event Phase). */
function revealNext(state: GameState, events: EventSink<GameEvent>): void {
  const card = state.drawPile.shift();
  if (!card) {
    finishGame(state, events, 'scored', msg('end.drawPile'));
    return;
  }
  state.revealed = card;
  events.push({ type: 'CardRevealed', card, from: 'drawPile' });
  state.stack.push({ k: 'resolveCard', card, from: 'drawPile' });
}

function beginAct(
  state: GameState,
  events: EventSink<GameEvent>,
  act: 1 | 2 | 3,
  card: CardId,
): void {
  state.act = act;
  state.actDice = { ...ACT_DICE[act] };
  state.actCards.push(card);
  events.push({ type: 'ActBegan', act, white: state.actDice.white, black: state.actDice.black });
  events.push({ type: 'CardFiled', card, pile: 'act' });
}

/** Moves a card to its pile after it resolved. */
export function fileCard(
  state: GameState,
  events: EventSink<GameEvent>,
  card: CardId,
  pile: 'pass' | 'fail' | 'keep',
): void {
  if (pile === 'pass') state.passPile.push(card);
  else if (pile === 'fail') state.failPile.push(card);
  else state.keepCards.push(card);
  if (state.revealed === card) state.revealed = null;
  events.push({ type: 'CardFiled', card, pile });
}

/** Queues a card's effects for an outcome, or reports that the effect is not implemented yet. */
export function queueCardEffects(
  state: GameState,
  events: EventSink<GameEvent>,
  card: CardId,
  outcome: 'play' | 'pass' | 'fail',
): void {
  queueCardOutcome(state, events, card, outcome);
}

function resolveCard(state: GameState, events: EventSink<GameEvent>, card: CardId): void {
  const data = cardById(card);
  switch (data.kind) {
    case 'prologue': {
      beginAct(state, events, 1, card);
      const die = roll1d6(state, events, msg('roll.prologue'));
      const to = oceanOfDie(die);
      const from = state.nautilus;
      state.nautilus = to;
      events.push({ type: 'NautilusMoved', from, to });
      revealNext(state, events);
      return;
    }
    case 'intermission1':
      beginAct(state, events, 2, card);
      addStackToBag(state, events, 'C');
      revealNext(state, events);
      return;
    case 'intermission2':
      beginAct(state, events, 3, card);
      addStackToBag(state, events, 'F');
      revealNext(state, events);
      state.stack.push({ k: 'act3Choice' });
      return;
    default:
      break;
  }
  if (data.type === 'keep') {
    fileCard(state, events, card, 'keep');
    return;
  }
  if (data.type === 'test' && data.test !== null) {
    state.stack.push(
      newTestFrame({ kind: 'card', card, finale: data.kind === 'finale' }, data.test, data.exert),
    );
    return;
  }
  if (data.kind === 'finale')
    state.stack.push({
      k: 'endGame',
      reason: msg('end.finale', { card: { ref: 'card', id: card } }),
    });
  resolvePlayCard(state, events, card);
}

function motiveOptions(state: GameState): MotiveId[] {
  const stern = state.setup.variant === 'versus';
  return MOTIVE_IDS.filter((m) => m !== state.motive && (!stern || MOTIVES[m].stern));
}

/** Act III: change Motive or add an upgrade to the display (seed 001 Event Phase, Act Cards). */
function changeMotive(state: GameState, events: EventSink<GameEvent>, to: MotiveId): void {
  const from = state.motive;
  if (from === 'humanist' || to === 'humanist') {
    for (const land of landIdsOf(state)) {
      if (state.lands[land] === 'cube') {
        state.lands[land] = null;
        state.cubesAvailable++;
        events.push({ type: 'CubeMoved', from: land, to: 'available' });
      }
    }
  }
  if (to === 'worldOrder') {
    for (const ally of ALLY_IDS)
      if (!state.treasureBag.includes(ally)) state.treasureBag.push(ally);
  }
  state.motive = to;
  events.push({ type: 'MotiveChanged', from, to });
}

export const TURN_HANDLERS: Pick<
  FrameHandlers,
  | 'startingUpgrade'
  | 'doubleCostUpgrade'
  | 'replaceAttribute'
  | 'turn'
  | 'revealEvent'
  | 'act3Choice'
  | 'resolveCard'
  | 'endGame'
> = {
  endGame: {
    run(state, frame, events) {
      popFrame(state, frame);
      finishGame(state, events, 'scored', frame.reason);
    },
  },
  startingUpgrade: {
    decide(state) {
      const upgrade = MOTIVES[state.motive].startingUpgrade;
      const cost = upgradeById(upgrade).cost;
      const options: Action[] = [
        { type: 'declineStartingUpgrade' },
        ...paymentSplits(state, cost).map((pay) => ({ type: 'buyStartingUpgrade' as const, pay })),
      ];
      return nautilusDecision(
        'startingUpgrade',
        msg('prompt.startingUpgrade', { upgrade: { ref: 'upgrade', id: upgrade }, cost }),
        SETUP_RULE,
        options,
      );
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type === 'buyStartingUpgrade') {
        const upgrade = MOTIVES[state.motive].startingUpgrade;
        for (const r of ['nemo', 'crew', 'hull'] as ResourceId[]) {
          changeResource(
            state,
            events,
            r,
            -action.pay[r],
            msg('why.paidFor', { upgrade: { ref: 'upgrade', id: upgrade } }),
          );
        }
        equipUpgrade(state, events, upgrade, msg('how.boughtAtSetup'));
        refillUpgradeDisplay(state, events);
      }
    },
  },
  doubleCostUpgrade: {
    decide(state) {
      const options: Action[] = [{ type: 'buyRevealedUpgrade', upgrade: null }];
      for (const upgrade of state.upgradeDisplay) {
        if (upgrade === MOTIVES[state.motive].startingUpgrade) continue;
        for (const pay of paymentSplits(state, 2 * upgradeById(upgrade).cost))
          options.push({ type: 'buyRevealedUpgrade', upgrade, pay });
      }
      return options.length > 1
        ? nautilusDecision(
            'doubleCostUpgrade',
            msg('prompt.doubleCostUpgrade'),
            msg('rule.upgradeDeck'),
            options,
          )
        : null;
    },
    run(state, frame) {
      popFrame(state, frame);
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type !== 'buyRevealedUpgrade' || !action.upgrade || !action.pay) return;
      for (const r of ['nemo', 'crew', 'hull'] as ResourceId[])
        changeResource(
          state,
          events,
          r,
          -action.pay[r],
          msg('why.paidDouble', { upgrade: { ref: 'upgrade', id: action.upgrade } }),
        );
      equipUpgrade(state, events, action.upgrade, msg('how.boughtDouble'));
      refillUpgradeDisplay(state, events);
    },
  },
  replaceAttribute: {
    decide(state) {
      const held = state.characters.flatMap((c) => c.attributes);
      const options: Action[] = [
        { type: 'replaceAttribute', attribute: null },
        ...held.map((attribute) => ({ type: 'replaceAttribute' as const, attribute })),
      ];
      return options.length > 1 && unusedAttributes(state).length > 0
        ? nautilusDecision(
            'replaceAttribute',
            msg('prompt.replaceAttribute'),
            msg('rule.officerAttributes'),
            options,
          )
        : null;
    },
    run(state, frame) {
      popFrame(state, frame);
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type !== 'replaceAttribute' || !action.attribute) return;
      const replaced = action.attribute;
      const tile = state.characters.find((c) => c.attributes.includes(replaced));
      const pool = unusedAttributes(state);
      const drawn = pool[randomInt(state.rng, pool.length)];
      if (!tile || !drawn) return;
      tile.attributes[tile.attributes.indexOf(replaced)] = drawn;
      events.push({
        type: 'EffectApplied',
        source: msg('source.officerAttributes'),
        text: msg('effect.attributeReplaced', {
          old: { ref: 'item', id: action.attribute },
          drawn: { ref: 'item', id: drawn },
        }),
        provenance: 'published',
      });
    },
  },
  turn: {
    run(state, frame, events) {
      switch (frame.step) {
        case 'event':
          state.turn++;
          state.usedThisTurn = [];
          state.phase = 'event';
          events.push({ type: 'TurnStarted', turn: state.turn, act: state.act });
          events.push({ type: 'PhaseStarted', phase: 'event' });
          frame.step = 'placement';
          state.stack.push({ k: 'revealEvent' });
          return;
        case 'placement':
          state.phase = 'placement';
          events.push({ type: 'PhaseStarted', phase: 'placement' });
          frame.step = 'imperialist';
          state.stack.push({
            k: 'placement',
            stage: 'roll',
            white: [],
            black: [],
            queue: [],
            doubles: null,
          });
          return;
        case 'imperialist':
          frame.step = 'action';
          if (state.imperialist) {
            state.phase = 'imperialist';
            events.push({ type: 'PhaseStarted', phase: 'imperialist' });
            state.stack.push({ k: 'impPhase', stage: 'start' });
          }
          return;
        case 'action':
          state.phase = 'action';
          events.push({ type: 'PhaseStarted', phase: 'action' });
          frame.step = 'end';
          state.stack.push({ k: 'actionPhase' });
          return;
        case 'end':
          state.ap = Math.min(state.ap, 1);
          state.lull = false;
          frame.step = 'event';
          return;
      }
    },
  },
  revealEvent: {
    run(state, frame, events) {
      popFrame(state, frame);
      revealNext(state, events);
    },
  },
  resolveCard: {
    run(state, frame, events) {
      popFrame(state, frame);
      resolveCard(state, events, frame.card);
    },
  },
  act3Choice: {
    decide(state) {
      const options: Action[] = motiveOptions(state).map((motive) => ({
        type: 'changeMotive' as const,
        motive,
      }));
      if (state.upgradeDeck.length > 0) options.unshift({ type: 'addUpgradeToDisplay' });
      if (options.length === 0) options.push({ type: 'addUpgradeToDisplay' });
      return nautilusDecision('act3Choice', msg('prompt.act3Choice'), msg('rule.act3'), options);
    },
    choose(state, frame, action, events) {
      popFrame(state, frame);
      if (action.type === 'changeMotive') changeMotive(state, events, action.motive);
      else refillUpgradeDisplay(state, events, state.upgradeDisplay.length + 1);
    },
  },
};
