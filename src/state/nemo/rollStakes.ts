import {
  ACTION_TABLES,
  type ActionEffect,
  type ActionId,
  type ActionResultRow,
  msg,
} from '../../core/data';
import type { Action, GameState, RollPreview } from '../../core';
import { i18n } from '../../i18n/i18n';
import { coreValueText } from './words/renderCore';
import { treasureById } from '../../core/content';
import { resourceName } from './events/eventNames';

/** An Action table effect in a few words ("−1 Crew or Hull"). */
export function effectText(e: ActionEffect): string {
  switch (e.kind) {
    case 'gain':
      return i18n.t('decisions.stakes.gain', {
        amount: e.amount,
        resource: resourceName(e.resource),
      });
    case 'lose':
      return i18n.t('decisions.stakes.lose', {
        amount: e.amount,
        resource: resourceName(e.resource),
      });
    case 'loseOneOf':
      return i18n.t('decisions.stakes.loseOneOf', {
        amount: e.amount,
        resources: e.resources.map(resourceName).join(i18n.t('decisions.stakes.or')),
      });
    case 'notoriety':
      return i18n.t(
        e.amount > 0 ? 'decisions.stakes.notorietyUp' : 'decisions.stakes.notorietyDown',
        {
          amount: Math.abs(e.amount),
        },
      );
    case 'drawTreasure':
      return i18n.t('decisions.stakes.drawTreasure', { amount: e.amount });
    case 'discardTreasure':
      return i18n.t('decisions.stakes.discardTreasure', { amount: e.amount });
    case 'gainUpgrade':
      return e.costModifier
        ? i18n.t('decisions.stakes.upgradeCost', {
            cost: `${e.costModifier > 0 ? '+' : ''}${e.costModifier}`,
          })
        : i18n.t('decisions.stakes.upgrade');
    case 'placeUprising':
      return i18n.t('decisions.stakes.uprising', { amount: e.amount });
  }
}

const passFail = (pass: boolean): string =>
  i18n.t(pass ? 'decisions.stakes.pass' : 'decisions.stakes.fail');

const effectsText = (row: ActionResultRow): string =>
  row.effects.map(effectText).join(i18n.t('decisions.stakes.effectSep'));

function band(row: ActionResultRow): string {
  if (row.min === null) return `≤${row.max}`;
  if (row.max === null) return `${row.min}+`;
  return `${row.min}–${row.max}`;
}

/** What a named band of an Action table does ("−1 Crew or Hull"); null if unknown. */
export function bandMeaning(chart: { action: ActionId; row: number }): string | null {
  const row = ACTION_TABLES[chart.action].rows[chart.row];
  if (!row) return null;
  return i18n.t('decisions.stakes.meaning', {
    result: passFail(row.pass),
    effects: effectsText(row) || i18n.t('decisions.stakes.nothingHappens'),
  });
}

/** An Action test's whole result table, one band a line ("3–6 Suspected: +1 Notoriety"). */
export function resultBands(state: GameState): string[] {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || frame.k !== 'test' || frame.purpose.kind !== 'action') return [];
  return ACTION_TABLES[frame.purpose.action].rows.map((r) =>
    i18n.t(r.red ? 'decisions.stakes.bandRed' : 'decisions.stakes.band', {
      band: band(r),
      name: coreValueText(msg(`band.${r.band}`)),
      result: passFail(r.pass),
      effects: effectsText(r) || i18n.t('decisions.stakes.nothing'),
    }),
  );
}

/**
 * The chance over 2d6 to reach the preview's target with `extra` more DRM (snake eyes always
 * fail); with 0 it is the preview's own chance.
 */
export function chanceWithDrm(preview: RollPreview, extra: number): number {
  const base = preview.modifiers.reduce((s, m) => s + m.amount, 0) + extra;
  let n = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) if (!(a === 1 && b === 1) && a + b + base >= preview.target) n++;
  return n / 36;
}

/**
 * The chance an exert option gives, as "→ 72%"; a Treasure spent on the roll says what it adds
 * and the new chance (issue 27 point 5); null for other options.
 */
export function exertChance(action: Action, preview: RollPreview | null): string | null {
  if (!preview || action.type !== 'commitTest') return null;
  if (action.exert.length === 0 && !action.treasure)
    return i18n.t('decisions.stakes.toPass', { percent: Math.round(preview.chance * 100) });
  const match = preview.exert.find(
    (e) =>
      e.resources.length === action.exert.length &&
      e.resources.every((r) => action.exert.includes(r)),
  );
  if (action.treasure) {
    const exertDrm = action.exert.length === 0 ? 0 : match?.drm;
    if (exertDrm === undefined) return null;
    // A Treasure spent on a roll adds its VP to it (seed 001).
    const drm = treasureById(action.treasure).vp;
    const chance = chanceWithDrm(preview, exertDrm + drm);
    return i18n.t('decisions.stakes.treasureToPass', { drm, percent: Math.round(chance * 100) });
  }
  return match
    ? i18n.t('decisions.stakes.toPass', { percent: Math.round(match.chance * 100) })
    : null;
}
