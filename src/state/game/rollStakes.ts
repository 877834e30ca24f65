import { ACTION_TABLES } from '../../core/data/actionTables';
import type { ActionEffect, ActionResultRow } from '../../core/data/types';
import type { Action, GameState } from '../../core/types';
import type { RollPreview } from '../../core/rollPreview';
import { resourceName } from '../events/eventNames';

/** An Action table effect in a few words ("−1 Crew or Hull"). */
export function effectText(e: ActionEffect): string {
  switch (e.kind) {
    case 'gain':
      return `+${e.amount} ${resourceName(e.resource)}`;
    case 'lose':
      return `−${e.amount} ${resourceName(e.resource)}`;
    case 'loseOneOf':
      return `−${e.amount} ${e.resources.map(resourceName).join(' or ')}`;
    case 'notoriety':
      return `${e.amount > 0 ? '+' : '−'}${Math.abs(e.amount)} Notoriety`;
    case 'drawTreasure':
      return `draw ${e.amount} Treasure`;
    case 'discardTreasure':
      return `discard ${e.amount} Treasure`;
    case 'gainUpgrade':
      return `an Upgrade${e.costModifier ? ` (cost ${e.costModifier > 0 ? '+' : ''}${e.costModifier})` : ''}`;
    case 'placeUprising':
      return `+${e.amount} Uprising cube`;
  }
}

function band(row: ActionResultRow): string {
  if (row.min === null) return `≤${row.max}`;
  if (row.max === null) return `${row.min}+`;
  return `${row.min}–${row.max}`;
}

/** What a named band of an Action table does ("−1 Crew or Hull"); null if unknown. */
export function bandMeaning(tableName: string, band: string): string | null {
  const table = Object.values(ACTION_TABLES).find((t) => t.name === tableName);
  const row = table?.rows.find((r) => r.name === band);
  if (!row) return null;
  return `${row.pass ? 'pass' : 'fail'}: ${row.effects.map(effectText).join(', ') || 'nothing happens'}`;
}

/** An Action test's whole result table, one band a line ("3–6 Suspected: +1 Notoriety"). */
export function resultBands(state: GameState): string[] {
  const frame = state.stack[state.stack.length - 1];
  if (!frame || frame.k !== 'test' || frame.purpose.kind !== 'action') return [];
  return ACTION_TABLES[frame.purpose.action].rows.map(
    (r) =>
      `${band(r)} ${r.name} (${r.pass ? 'pass' : 'fail'}${r.red ? ', exerted resources still lost' : ''}): ${
        r.effects.map(effectText).join(', ') || 'nothing'
      }`,
  );
}

/** The chance an exert option gives, as "→ 72%"; null for other options. */
export function exertChance(action: Action, preview: RollPreview | null): string | null {
  if (!preview || action.type !== 'commitTest') return null;
  if (action.exert.length === 0 && !action.treasure)
    return `${Math.round(preview.chance * 100)}% to pass`;
  const match = preview.exert.find(
    (e) =>
      e.resources.length === action.exert.length &&
      e.resources.every((r) => action.exert.includes(r)),
  );
  return match ? `${Math.round(match.chance * 100)}% to pass` : null;
}
