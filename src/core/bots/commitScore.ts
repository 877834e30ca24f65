import type { CardId } from '../data/cards';
import type { GameState, Action } from '../types';
import { cardEntry } from '../content/registry';
import { cardById, treasureById } from '../content/lookup';
import { exertDrmOf } from '../handlers/testHandlers';
import { shipSide } from '../board';
import { rollModifiers, sumModifiers } from '../rollModifiers';
import { BOT_TUNING, iconsVp, topFrame } from './botValues';
import { actionTestValue, cardTestValue, effectValue, TREASURE_VALUE } from './effectValue';
import { baseStrikeDrm, otherWarshipCount, planStrike, targetSides } from './attackPlan';

export function keepCardValue(state: GameState, card: CardId): number {
  const entry = cardEntry(state, card);
  const data = cardById(card);
  if (data.test !== null)
    return cardTestValue(
      state,
      data.test,
      0,
      [],
      entry.pass ?? [],
      entry.fail ?? [],
      iconsVp(state, data.vp) * BOT_TUNING.vp,
    );
  return effectValue(state, entry.keep?.effects ?? []);
}

export function attackCommitScore(
  state: GameState,
  action: Extract<Action, { type: 'commitTest' }>,
): number {
  const frame = topFrame(state);
  if (!frame || frame.k !== 'combat') return 0;
  const side = frame.squadron
    ? targetSides(state, frame.ocean, undefined)[0]?.side
    : frame.ship >= 0
      ? shipSide(state, frame.ship)
      : undefined;
  if (!side) return 0;
  const others = otherWarshipCount(state, frame.ocean, frame.squadron ? undefined : frame.slot);
  const stalk = frame.mode !== 'bold';
  const plan = planStrike(state, side, frame.ocean, baseStrikeDrm(state, stalk, others), [
    action.exert,
  ]);
  return plan.value;
}

export function testCommitScore(
  state: GameState,
  action: Extract<Action, { type: 'commitTest' }>,
): number {
  const frame = topFrame(state);
  if (!frame || frame.k !== 'test') return 0;
  const exertDrm = action.exert.reduce((s, r) => s + exertDrmOf(state, r), 0);
  const treasureDrm = action.treasure ? treasureById(action.treasure).vp : 0;
  const treasureCost = action.treasure
    ? TREASURE_VALUE + treasureById(action.treasure).vp * 0.4
    : 0;
  const rules = sumModifiers(rollModifiers(state, { kind: 'test', test: frame.purpose }));
  const drm = frame.baseDrm + rules + exertDrm + treasureDrm;
  if (frame.purpose.kind === 'action')
    return actionTestValue(state, frame.purpose.action, drm, action.exert) - treasureCost;
  if (frame.purpose.kind === 'effect') {
    const { pass, fail } = frame.purpose;
    return cardTestValue(state, frame.target, drm, action.exert, pass, fail) - treasureCost;
  }
  const card = frame.purpose.card;
  const entry = cardEntry(state, card);
  const bonus = iconsVp(state, cardById(card).vp) * BOT_TUNING.vp;
  return (
    cardTestValue(
      state,
      frame.target,
      drm,
      action.exert,
      entry.pass ?? [],
      entry.fail ?? [],
      bonus,
    ) - treasureCost
  );
}
