import { OCEAN_IDS } from '../../core/data/types';
import type { Action, GameState } from '../../core/types';

const GROUP_NAME = { D: 'blue', E: 'green' } as const;

/**
 * Why the Imperialist's menu is short: AP for each seat, what the AP allow, and what needs a
 * Squadron (and when the Squadrons arrive). Empty outside an Imperialist action decision.
 */
export function imperialistNote(state: GameState, options: readonly Action[]): string[] {
  const im = state.imperialist;
  if (!im || !options.some((o) => o.type === 'endImperialistPhase')) return [];
  const lines = [`Imperialist AP ${im.ap} (Nautilus AP ${state.ap}, not yours to spend).`];
  if (im.ap < 2)
    lines.push(`Convert, Apply Pressure, Hunt and Crush Dissent cost 2 AP: you have ${im.ap}.`);
  if (im.ap < 1)
    lines.push(
      'Every action costs at least 1 AP: end the phase; unspent AP (up to the limit) carry over.',
    );
  const onMap = OCEAN_IDS.some((o) => state.oceans[o].squadrons.length > 0);
  if (!onMap && im.tableau.length === 0) {
    const waiting = state.shipStacks
      .filter((s) => (s.group === 'D' || s.group === 'E') && s.at !== null && s.ids.length > 0)
      .map((s) => `the ${GROUP_NAME[s.group as 'D' | 'E']} Squadron at Notoriety ${s.at}`);
    lines.push(
      `Hunt, Crush Dissent and Move Squadron need a Squadron on the map; Place Squadron needs one in your Tableau.${
        waiting.length > 0
          ? ` Coming: ${waiting.join(', ')} (now ${state.notoriety}); Apply Pressure brings a group one space sooner.`
          : ''
      }`,
    );
  } else if (onMap && state.nautilus && state.oceans[state.nautilus].squadrons.length === 0)
    lines.push('Hunt needs a Squadron in the Nautilus’ Ocean.');
  const warships = OCEAN_IDS.some((o) => state.oceans[o].slots.some((v) => v >= 0));
  if (!warships)
    lines.push('Move needs a revealed Warship on the map; Obscure and Convert a revealed ship.');
  if (state.act < 3) lines.push(`Act ${state.act}: the Suez route opens for you in Act 3.`);
  return lines;
}
