import { OCEAN_IDS } from '../../core/data';
import type { Action, GameState } from '../../core';
import { i18n } from '../../i18n/i18n';

const GROUP_NAME = { D: 'blue', E: 'green' } as const;

/**
 * Why the Imperialist's menu is short: AP for each seat, what the AP allow, and what needs a
 * Squadron (and when the Squadrons arrive). Empty outside an Imperialist action decision.
 */
export function imperialistNote(state: GameState, options: readonly Action[]): string[] {
  const im = state.imperialist;
  if (!im || !options.some((o) => o.type === 'endImperialistPhase')) return [];
  const lines = [i18n.t('decisions.note.ap', { ap: im.ap, nautilus: state.ap })];
  if (options.some((o) => o.type === 'imperialist' && o.action === 'thimbleRig'))
    lines.push(i18n.t('decisions.note.thimbleRig'));
  if (im.ap < 2) lines.push(i18n.t('decisions.note.twoAp', { ap: im.ap }));
  if (im.ap < 1) lines.push(i18n.t('decisions.note.noAp'));
  const onMap = OCEAN_IDS.some((o) => state.oceans[o].squadrons.length > 0);
  if (!onMap && im.tableau.length === 0) {
    const waiting = state.shipStacks
      .filter((s) => (s.group === 'D' || s.group === 'E') && s.at !== null && s.ids.length > 0)
      .map((s) =>
        i18n.t('decisions.note.squadronAt', {
          squadron: i18n.t(`decisions.squadron.${GROUP_NAME[s.group as 'D' | 'E']}`),
          at: s.at,
        }),
      );
    lines.push(
      `${i18n.t('decisions.note.needSquadron')}${
        waiting.length > 0
          ? i18n.t('decisions.note.coming', {
              waiting: waiting.join(i18n.t('decisions.listSep')),
              notoriety: state.notoriety,
            })
          : ''
      }`,
    );
  } else if (onMap && state.nautilus && state.oceans[state.nautilus].squadrons.length === 0)
    lines.push(i18n.t('decisions.note.huntHere'));
  const warships = OCEAN_IDS.some((o) => state.oceans[o].slots.some((v) => v >= 0));
  if (!warships) lines.push(i18n.t('decisions.note.moveNeeds'));
  if (state.act < 3) lines.push(i18n.t('decisions.note.suez', { act: state.act }));
  return lines;
}
