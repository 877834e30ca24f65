import { i18n } from '../../../i18n/i18n';
import type { OceanId } from '../../../core/data';
import type { GameState } from '../../../core';
import { shipFace } from '../../nemo/toBoardView';
import { exertBonuses } from '../exertBonuses';
import { decisionCheck } from '../decisionCheck';
import type { Lesson } from '../lessonTypes';
import { forceDice, putOnTop, scenario } from '../../../core/scenario';

/** The one ship the lesson attacks: whichever token the North Atlantic holds. */
function shipIn(state: GameState, ocean: OceanId): number | null {
  const id = state.oceans[ocean].slots.find((v) => v >= 0);
  return id === undefined ? null : id;
}

/**
 * Base game, for new players: one whole turn — the Event card, ships placed by the dice, and
 * the Action Phase (move, Bold Attack, roll, take the Tonnage). Dice are fixed for the lesson.
 */
export const turnAtSeaLesson: Lesson = {
  id: 'turn-at-sea',
  get title() {
    return i18n.t('lessons.turnAtSea.title');
  },
  get summary() {
    return i18n.t('lessons.turnAtSea.blurb');
  },
  group: 'base',
  build() {
    const state = scenario({
      seed: 'learn-turn-at-sea',
      motive: 'explore',
      at: 'action',
      nautilus: 'southAtlantic',
      ap: 0,
    });
    for (const ocean of ['northAtlantic', 'southAtlantic', 'indianOcean'] as const)
      state.oceans[ocean].slots = state.oceans[ocean].slots.map(() => -1);
    putOnTop(state, 'E20');
    // Placement dice 3 and 6, then the attack roll 6 + 5.
    forceDice(state, 3, 6, 6, 5);
    return state;
  },
  steps: [
    {
      id: 'welcome',
      get title() {
        return i18n.t('lessons.turnAtSea.welcome.title');
      },
      caption: () => i18n.t('lessons.turnAtSea.welcome.caption'),
      highlights: [
        { kind: 'nautilus' },
        { kind: 'track', track: 'nemo' },
        { kind: 'track', track: 'crew' },
        { kind: 'track', track: 'hull' },
      ],
      labels: () => [
        { target: { kind: 'nautilus' }, text: i18n.t('lessons.turnAtSea.welcome.nautilus') },
      ],
      camera: { kind: 'table' },
    },
    {
      id: 'event',
      get title() {
        return i18n.t('lessons.turnAtSea.event.title');
      },
      caption: () => i18n.t('lessons.turnAtSea.event.caption'),
      highlights: [{ kind: 'card' }],
      labels: () => [{ target: { kind: 'card' }, text: i18n.t('lessons.turnAtSea.event.card') }],
      camera: { kind: 'cards' },
      play: {
        get label() {
          return i18n.t('lessons.turnAtSea.event.play');
        },
        action: () => ({ type: 'endActions' }),
      },
    },
    {
      id: 'event-result',
      get title() {
        return i18n.t('lessons.turnAtSea.eventResult.title');
      },
      caption: () => i18n.t('lessons.turnAtSea.eventResult.caption'),
      highlights: [{ kind: 'ocean', id: 'southAtlantic' }, { kind: 'card' }],
      labels: () => [
        {
          target: { kind: 'ocean', id: 'southAtlantic' },
          text: i18n.t('lessons.turnAtSea.eventResult.gem'),
        },
      ],
      camera: { kind: 'table' },
    },
    {
      id: 'placement',
      get title() {
        return i18n.t('lessons.turnAtSea.placement.title');
      },
      caption: () => i18n.t('lessons.turnAtSea.placement.caption'),
      highlights: [
        { kind: 'dice' },
        { kind: 'ocean', id: 'northAtlantic' },
        { kind: 'ocean', id: 'indianOcean' },
        { kind: 'track', track: 'ap' },
      ],
      labels: () => [
        {
          target: { kind: 'ocean', id: 'northAtlantic' },
          text: i18n.t('lessons.turnAtSea.placement.die3'),
        },
        {
          target: { kind: 'ocean', id: 'indianOcean' },
          text: i18n.t('lessons.turnAtSea.placement.die6'),
        },
        { target: { kind: 'track', track: 'ap' }, text: i18n.t('lessons.turnAtSea.placement.ap') },
      ],
      camera: { kind: 'table' },
    },
    {
      id: 'move',
      get title() {
        return i18n.t('lessons.turnAtSea.move.title');
      },
      caption: () => i18n.t('lessons.turnAtSea.move.caption'),
      highlights: [{ kind: 'nautilus' }, { kind: 'ocean', id: 'northAtlantic' }],
      labels: () => [
        {
          target: { kind: 'ocean', id: 'northAtlantic' },
          text: i18n.t('lessons.turnAtSea.move.target'),
        },
      ],
      camera: { kind: 'table' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.turnAtSea.move.prompt');
        },
        input: 'decision',
        check: decisionCheck(
          [
            (a) => a.type === 'act' && a.action === 'move' && a.ocean === 'northAtlantic',
            () => i18n.t('lessons.turnAtSea.move.praise'),
          ],
          [
            [
              (a) => a.type === 'act' && a.action === 'move',
              () => i18n.t('lessons.turnAtSea.move.noShip'),
            ],
            [(a) => a.type === 'endActions', () => i18n.t('lessons.turnAtSea.move.wasteAp')],
          ],
          () => i18n.t('lessons.turnAtSea.move.nothingHere'),
        ),
      },
    },
    {
      id: 'attack',
      get title() {
        return i18n.t('lessons.turnAtSea.attack.title');
      },
      caption: () => i18n.t('lessons.turnAtSea.attack.caption'),
      highlights: [{ kind: 'ocean', id: 'northAtlantic' }],
      camera: { kind: 'ocean', id: 'northAtlantic' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.turnAtSea.attack.prompt');
        },
        input: 'decision',
        check: decisionCheck(
          [
            (a) => a.type === 'act' && a.action === 'attack' && a.attack === 'bold',
            () => i18n.t('lessons.turnAtSea.attack.praise'),
          ],
          [
            [
              (a) => a.type === 'act' && a.action === 'attack',
              () => i18n.t('lessons.turnAtSea.attack.stalk'),
            ],
            [
              (a) => a.type === 'act' && a.action === 'move',
              () => i18n.t('lessons.turnAtSea.attack.stay'),
            ],
          ],
          () => i18n.t('lessons.turnAtSea.attack.other'),
        ),
      },
    },
    {
      id: 'roll',
      get title() {
        return i18n.t('lessons.turnAtSea.roll.title');
      },
      caption: (state) => {
        const ship = shipIn(state, 'northAtlantic');
        const bonus = exertBonuses(state)
          .map((v) => `+${v}`)
          .join(i18n.t('wayfinding.or'));
        return ship === null
          ? i18n.t('lessons.turnAtSea.roll.caption', { bonus })
          : i18n.t('lessons.turnAtSea.roll.captionToken', { bonus });
      },
      highlights: (state) => {
        const ship = shipIn(state, 'northAtlantic');
        return ship === null ? [{ kind: 'dice' }] : [{ kind: 'ship', id: ship }, { kind: 'dice' }];
      },
      labels: (state) => {
        const ship = shipIn(state, 'northAtlantic');
        return ship === null
          ? []
          : [
              {
                target: { kind: 'ship', id: ship },
                text: i18n.t('lessons.turnAtSea.roll.defense', {
                  defense: shipFace(state, ship).defense,
                }),
              },
            ];
      },
      camera: { kind: 'ocean', id: 'northAtlantic' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.turnAtSea.roll.prompt');
        },
        input: 'decision',
        check: decisionCheck(
          [
            (a) => a.type === 'commitTest' && a.exert.length === 0 && !a.treasure,
            (state) => {
              const ship = shipIn(state, 'northAtlantic');
              return ship === null
                ? i18n.t('lessons.turnAtSea.roll.praise')
                : i18n.t('lessons.turnAtSea.roll.praiseDefense', {
                    defense: shipFace(state, ship).defense,
                  });
            },
          ],
          [[(a) => a.type === 'commitTest', () => i18n.t('lessons.turnAtSea.roll.exert')]],
          () => i18n.t('lessons.turnAtSea.roll.other'),
        ),
      },
    },
    {
      id: 'sink',
      get title() {
        return i18n.t('lessons.turnAtSea.sink.title');
      },
      caption: () => i18n.t('lessons.turnAtSea.sink.caption'),
      highlights: [{ kind: 'track', track: 'notoriety' }],
      labels: (state) => [
        {
          target: { kind: 'track', track: 'notoriety' },
          text: i18n.t('lessons.turnAtSea.sink.notoriety', { notoriety: state.notoriety }),
        },
      ],
      camera: { kind: 'table' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.turnAtSea.sink.prompt');
        },
        input: 'decision',
        check: decisionCheck(
          [
            (a) => a.type === 'sinkAs' && a.as === 'tonnage',
            () => i18n.t('lessons.turnAtSea.sink.praise'),
          ],
          [[(a) => a.type === 'sinkAs', () => i18n.t('lessons.turnAtSea.sink.salvage')]],
          () => i18n.t('lessons.turnAtSea.sink.other'),
        ),
      },
    },
    {
      id: 'done',
      get title() {
        return i18n.t('lessons.turnAtSea.done.title');
      },
      caption: () => i18n.t('lessons.turnAtSea.done.caption'),
      highlights: [
        { kind: 'track', track: 'notoriety' },
        { kind: 'track', track: 'ap' },
      ],
      camera: { kind: 'table' },
    },
  ],
};
