import { i18n } from '../../../i18n/i18n';
import type { Action } from '../../../core';
import { decisionCheck } from '../decisionCheck';
import type { Lesson } from '../lessonTypes';
import { routesFor } from '../routesFor';
import { versusLessonGame } from './versusLessonGame';

const isImperialist = (a: Action, kind: string): boolean =>
  a.type === 'imperialist' && a.action === kind;

/**
 * Imperialist variant: the Imperialist Phase — Imperialist Action Points, placing a Squadron
 * by the die, moving it, and Hunt the Nautilus with its outcomes (seed 000 §7), all through
 * the rules core's Imperialist actions. Dice are fixed for the lesson.
 */
export const imperialistTurnLesson: Lesson = {
  id: 'imperialist-turn',
  get title() {
    return i18n.t('lessons.imperialistTurn.title');
  },
  get summary() {
    return i18n.t('lessons.imperialistTurn.blurb');
  },
  group: 'imperialist',
  build() {
    // The blue group has arrived: its ships are in the bag, its Squadron waits in the Tableau.
    const state = versusLessonGame('learn-imperialist-turn');
    if (state.imperialist) {
      state.imperialist.tableau = ['blue'];
      state.imperialist.ap = 5;
    }
    state.nautilus = 'northAtlantic';
    // An uprising in Mexico, for Crush Dissent later.
    state.lands.mexicanIndependence = 'cube';
    state.cubesAvailable -= 1;
    // The Squadron's die 4, the Hunt roll 2 + 3, the Hit's location 1, Crush Dissent 3 + 2.
    state.forcedRolls = [4, 2, 3, 1, 3, 2];
    return state;
  },
  steps: [
    {
      id: 'iap',
      get title() {
        return i18n.t('lessons.imperialistTurn.iap.title');
      },
      caption: () => i18n.t('lessons.imperialistTurn.iap.caption'),
      highlights: [{ kind: 'track', track: 'imperialistAp' }, { kind: 'nautilus' }],
      labels: () => [
        {
          target: { kind: 'track', track: 'imperialistAp' },
          text: i18n.t('lessons.imperialistTurn.iap.disc'),
        },
        { target: { kind: 'nautilus' }, text: i18n.t('lessons.imperialistTurn.iap.quarry') },
      ],
      camera: { kind: 'table' },
    },
    {
      id: 'place-squadron',
      get title() {
        return i18n.t('lessons.imperialistTurn.place.title');
      },
      caption: () => i18n.t('lessons.imperialistTurn.place.caption'),
      highlights: [{ kind: 'dice' }],
      camera: { kind: 'table' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.imperialistTurn.place.prompt');
        },
        input: 'decision',
        check: decisionCheck(
          [
            (a) => isImperialist(a, 'placeSquadron'),
            () => i18n.t('lessons.imperialistTurn.place.praise'),
          ],
          [],
          () => i18n.t('lessons.imperialistTurn.place.waste'),
        ),
      },
    },
    {
      id: 'squadron-at-sea',
      get title() {
        return i18n.t('lessons.imperialistTurn.atSea.title');
      },
      caption: () => i18n.t('lessons.imperialistTurn.atSea.caption'),
      highlights: [
        { kind: 'squadron', ocean: 'southAtlantic', colour: 'blue' },
        { kind: 'nautilus' },
      ],
      labels: () => [
        {
          target: { kind: 'squadron', ocean: 'southAtlantic', colour: 'blue' },
          text: i18n.t('lessons.imperialistTurn.atSea.die'),
        },
      ],
      routes: (state) => [routesFor('surface', 'southAtlantic', state)],
      camera: { kind: 'table' },
    },
    {
      id: 'move-squadron',
      get title() {
        return i18n.t('lessons.imperialistTurn.move.title');
      },
      caption: () => i18n.t('lessons.imperialistTurn.move.caption'),
      highlights: [
        { kind: 'squadron', ocean: 'southAtlantic', colour: 'blue' },
        { kind: 'ocean', id: 'northAtlantic' },
      ],
      routes: (state) => [routesFor('surface', 'southAtlantic', state)],
      camera: { kind: 'table' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.imperialistTurn.move.prompt');
        },
        input: 'decision',
        check: decisionCheck(
          [
            (a) =>
              a.type === 'imperialist' && a.action === 'moveSquadron' && a.to === 'northAtlantic',
            () => i18n.t('lessons.imperialistTurn.move.praise'),
          ],
          [
            [
              (a) => isImperialist(a, 'moveSquadron'),
              () => i18n.t('lessons.imperialistTurn.move.away'),
            ],
          ],
          () => i18n.t('lessons.imperialistTurn.move.other'),
        ),
      },
    },
    {
      id: 'hunt',
      get title() {
        return i18n.t('lessons.imperialistTurn.hunt.title');
      },
      caption: () => i18n.t('lessons.imperialistTurn.hunt.caption'),
      highlights: [
        { kind: 'squadron', ocean: 'northAtlantic', colour: 'blue' },
        { kind: 'nautilus' },
      ],
      labels: () => [
        {
          target: { kind: 'ocean', id: 'northAtlantic' },
          text: i18n.t('lessons.imperialistTurn.hunt.label'),
        },
      ],
      camera: { kind: 'ocean', id: 'northAtlantic' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.imperialistTurn.hunt.prompt');
        },
        input: 'decision',
        check: decisionCheck(
          [(a) => isImperialist(a, 'hunt'), () => i18n.t('lessons.imperialistTurn.hunt.praise')],
          [
            [
              (a) => isImperialist(a, 'moveSquadron'),
              () => i18n.t('lessons.imperialistTurn.hunt.leave'),
            ],
          ],
          () => i18n.t('lessons.imperialistTurn.hunt.other'),
        ),
      },
    },
    {
      id: 'hunt-gem',
      get title() {
        return i18n.t('lessons.imperialistTurn.gem.title');
      },
      caption: () => i18n.t('lessons.imperialistTurn.gem.caption'),
      highlights: [{ kind: 'ocean', id: 'northAtlantic' }],
      camera: { kind: 'table' },
      play: {
        get label() {
          return i18n.t('lessons.imperialistTurn.gem.play');
        },
        action: () => ({ type: 'giveGem', from: 'supply' }),
      },
    },
    {
      id: 'hunt-counter',
      get title() {
        return i18n.t('lessons.imperialistTurn.counter.title');
      },
      caption: () => i18n.t('lessons.imperialistTurn.counter.caption'),
      highlights: [{ kind: 'nautilus' }],
      camera: { kind: 'table' },
      play: {
        get label() {
          return i18n.t('lessons.imperialistTurn.counter.play');
        },
        action: () => ({ type: 'huntCounter', choice: 'salvageGem', from: 'supply' }),
      },
    },
    {
      id: 'hunt-benefit',
      get title() {
        return i18n.t('lessons.imperialistTurn.benefit.title');
      },
      caption: () => i18n.t('lessons.imperialistTurn.benefit.caption'),
      highlights: [
        { kind: 'track', track: 'nemo' },
        { kind: 'track', track: 'crew' },
        { kind: 'track', track: 'hull' },
      ],
      camera: { kind: 'table' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.imperialistTurn.benefit.prompt');
        },
        input: 'decision',
        check: decisionCheck(
          [
            (a) => a.type === 'huntBenefit' && a.choice === 'hit',
            () => i18n.t('lessons.imperialistTurn.benefit.praise'),
          ],
          [],
          () => i18n.t('lessons.imperialistTurn.benefit.other'),
        ),
      },
    },
    {
      id: 'take-hit',
      get title() {
        return i18n.t('lessons.imperialistTurn.hit.title');
      },
      caption: () => i18n.t('lessons.imperialistTurn.hit.caption'),
      highlights: [
        { kind: 'track', track: 'nemo' },
        { kind: 'track', track: 'crew' },
        { kind: 'track', track: 'hull' },
      ],
      camera: { kind: 'tracks', track: 'resources' },
      play: {
        get label() {
          return i18n.t('lessons.imperialistTurn.hit.play');
        },
        action: () => ({ type: 'takeHit' }),
      },
    },
    {
      id: 'crush-dissent',
      get title() {
        return i18n.t('lessons.imperialistTurn.crush.title');
      },
      caption: () => i18n.t('lessons.imperialistTurn.crush.caption'),
      enter(state) {
        return state.imperialist
          ? { ...state, imperialist: { ...state.imperialist, ap: 3 } }
          : state;
      },
      highlights: [
        { kind: 'squadron', ocean: 'northAtlantic', colour: 'blue' },
        { kind: 'land', id: 'mexicanIndependence' },
      ],
      labels: () => [
        {
          target: { kind: 'land', id: 'mexicanIndependence' },
          text: i18n.t('lessons.imperialistTurn.crush.label'),
        },
      ],
      // The whole table: the cube's Land space lies beyond the Ocean's own close-up.
      camera: { kind: 'table' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.imperialistTurn.crush.prompt');
        },
        input: 'decision',
        check: decisionCheck(
          [
            (a) => isImperialist(a, 'crushDissent'),
            () => i18n.t('lessons.imperialistTurn.crush.praise'),
          ],
          [
            [(a) => isImperialist(a, 'hunt'), () => i18n.t('lessons.imperialistTurn.crush.hunt')],
            [
              (a) => isImperialist(a, 'moveSquadron'),
              () => i18n.t('lessons.imperialistTurn.crush.move'),
            ],
          ],
          () => i18n.t('lessons.imperialistTurn.crush.other'),
        ),
      },
    },
    {
      id: 'summary',
      get title() {
        return i18n.t('lessons.imperialistTurn.summary.title');
      },
      caption: () => i18n.t('lessons.imperialistTurn.summary.caption'),
      highlights: [{ kind: 'track', track: 'ap' }, { kind: 'nautilus' }],
      camera: { kind: 'table' },
    },
  ],
};
