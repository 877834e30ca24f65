import type { Action } from '../../../core/types';
import type { Lesson, TryVerdict } from '../lessonTypes';
import { routesFor } from '../routesFor';
import { versusLessonGame } from './versusLessonGame';

const wrong = (why: string): TryVerdict => ({ ok: false, why });
const isImperialist = (a: Action, kind: string): boolean =>
  a.type === 'imperialist' && a.action === kind;

/**
 * Imperialist variant: the Imperialist Phase — Imperialist Action Points, placing a Squadron
 * by the die, moving it, and Hunt the Nautilus with its outcomes (seed 000 §7), all through
 * the rules core's Imperialist actions. Dice are fixed for the lesson.
 */
export const imperialistTurnLesson: Lesson = {
  id: 'imperialist-turn',
  title: 'The Imperialist’s turn',
  summary: 'Imperialist Action Points, Squadrons, Hunt the Nautilus and Crush Dissent.',
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
      title: 'Imperialist Action Points',
      caption:
        'After the Placement Phase the Imperialist acts. Each turn brings Imperialist Action Points equal to the Act, +1 per gemstone committed last turn; one point may be saved, and the track stops at 5. Here the Imperialist has 5 to spend: the red disc on the Action Point track (the Nautilus’ own AP are the other marker).',
      highlights: [{ kind: 'track', track: 'imperialistAp' }, { kind: 'nautilus' }],
      labels: [
        { target: { kind: 'track', track: 'imperialistAp' }, text: 'Imperialist AP 5' },
        { target: { kind: 'nautilus' }, text: 'The quarry' },
      ],
      camera: { kind: 'table' },
    },
    {
      id: 'place-squadron',
      title: 'Try it: place a Squadron',
      caption:
        'When the blue ships joined the bag, their Squadron came to the Imperialist Tableau. Placing it costs 1 IAP; a die picks the Major Ocean it appears in.',
      highlights: [{ kind: 'dice' }],
      camera: { kind: 'table' },
      tryIt: {
        prompt: 'Place the blue Squadron (1 IAP).',
        input: 'decision',
        check(answer) {
          if (answer.kind !== 'action') return wrong('Pick one of the listed choices.');
          if (isImperialist(answer.action, 'placeSquadron'))
            return { ok: true, action: answer.action, praise: 'The die decides where it forms.' };
          return wrong('Ending the phase now would waste 5 IAP. Put the Squadron to sea.');
        },
      },
    },
    {
      id: 'squadron-at-sea',
      title: 'A Squadron at sea',
      caption:
        'The die showed 4: the blue Squadron forms in the South Atlantic, next to the Nautilus. A Squadron is a nameless Warship; it moves like the surface forces — gold arrows.',
      highlights: [
        { kind: 'squadron', ocean: 'southAtlantic', colour: 'blue' },
        { kind: 'nautilus' },
      ],
      labels: [
        { target: { kind: 'squadron', ocean: 'southAtlantic', colour: 'blue' }, text: 'Die 4' },
      ],
      routes: (state) => [routesFor('surface', 'southAtlantic', state)],
      camera: { kind: 'table' },
    },
    {
      id: 'move-squadron',
      title: 'Try it: close in',
      caption:
        'A Hunt needs a Squadron in the Nautilus’ Ocean. Moving a Squadron to an adjacent, connected Ocean costs 1 IAP.',
      highlights: [
        { kind: 'squadron', ocean: 'southAtlantic', colour: 'blue' },
        { kind: 'ocean', id: 'northAtlantic' },
      ],
      routes: (state) => [routesFor('surface', 'southAtlantic', state)],
      camera: { kind: 'table' },
      tryIt: {
        prompt: 'Move the Squadron into the Nautilus’ Ocean, the North Atlantic.',
        input: 'decision',
        check(answer) {
          if (answer.kind !== 'action') return wrong('Pick one of the listed choices.');
          const a = answer.action;
          if (a.type === 'imperialist' && a.action === 'moveSquadron' && a.to === 'northAtlantic')
            return { ok: true, action: a, praise: 'The Squadron shares the Nautilus’ Ocean.' };
          if (a.type === 'imperialist' && a.action === 'moveSquadron')
            return wrong('A legal move, but away from the Nautilus: it is in the North Atlantic.');
          return wrong('Keep your IAP for the hunt: first move next to the Nautilus.');
        },
      },
    },
    {
      id: 'hunt',
      title: 'Try it: Hunt the Nautilus',
      caption:
        'Hunt the Nautilus costs 2 IAP: a Hunt TEST (7) — the Imperialist must roll under 7. Each Warship in that Ocean, the Squadron too, gives −1; the Nautilus’ Crystalline Sensors, Hydro Drive and Periscope each give +1.',
      highlights: [
        { kind: 'squadron', ocean: 'northAtlantic', colour: 'blue' },
        { kind: 'nautilus' },
      ],
      labels: [{ target: { kind: 'ocean', id: 'northAtlantic' }, text: 'Hunt TEST (7)' }],
      camera: { kind: 'ocean', id: 'northAtlantic' },
      tryIt: {
        prompt: 'Hunt the Nautilus (2 IAP).',
        input: 'decision',
        check(answer) {
          if (answer.kind !== 'action') return wrong('Pick one of the listed choices.');
          if (isImperialist(answer.action, 'hunt'))
            return {
              ok: true,
              action: answer.action,
              praise: '2 + 3 − 1 = 4: under 7, the Hunt succeeds!',
            };
          if (isImperialist(answer.action, 'moveSquadron'))
            return wrong('Leaving would let the Nautilus go: stay and hunt.');
          return wrong('You have 3 IAP and a Squadron on the Nautilus: hunt it.');
        },
      },
    },
    {
      id: 'hunt-gem',
      title: 'The price of a mistake',
      caption:
        'A successful Hunt draws the Nautilus into a costly mistake: its player gives the Imperialist one gemstone. Gemstones held by the Imperialist lower the Nautilus’ score — or buy IAP later.',
      highlights: [{ kind: 'ocean', id: 'northAtlantic' }],
      camera: { kind: 'table' },
      play: {
        label: 'The Nautilus gives a gemstone',
        action: () => ({ type: 'giveGem', from: 'supply' }),
      },
    },
    {
      id: 'hunt-counter',
      title: 'Counter-tactics',
      caption:
        'The Nautilus evolves counter-tactics: a gemstone onto the Salvage track (1 Salvage Point), or swap an available Upgrade.',
      highlights: [{ kind: 'nautilus' }],
      camera: { kind: 'table' },
      play: {
        label: 'Gemstone to the Salvage track',
        action: () => ({ type: 'huntCounter', choice: 'salvageGem', from: 'supply' }),
      },
    },
    {
      id: 'hunt-benefit',
      title: 'Try it: the Imperialist’s benefit',
      caption:
        'Finally the Imperialist takes a benefit: one random Hit on the Nautilus, or a battle between the Nautilus and the Squadron.',
      highlights: [
        { kind: 'track', track: 'nemo' },
        { kind: 'track', track: 'crew' },
        { kind: 'track', track: 'hull' },
      ],
      camera: { kind: 'table' },
      tryIt: {
        prompt: 'Take one random Hit.',
        input: 'decision',
        check(answer) {
          if (answer.kind !== 'action') return wrong('Pick one of the listed choices.');
          const a = answer.action;
          if (a.type === 'huntBenefit' && a.choice === 'hit')
            return { ok: true, action: a, praise: 'A die picks where the Hit lands.' };
          return wrong(
            'A battle risks the Squadron against the Nautilus’ attack; this lesson takes the sure Hit.',
          );
        },
      },
    },
    {
      id: 'take-hit',
      title: 'The Hit lands',
      caption:
        'A die picks which resource the Hit strikes. The Nautilus player may sacrifice a Character to avoid it; here they take the Hit.',
      highlights: [
        { kind: 'track', track: 'nemo' },
        { kind: 'track', track: 'crew' },
        { kind: 'track', track: 'hull' },
      ],
      camera: { kind: 'tracks', track: 'resources' },
      play: { label: 'Take the Hit', action: () => ({ type: 'takeHit' }) },
    },
    {
      id: 'crush-dissent',
      title: 'Try it: Crush Dissent',
      caption:
        'An Uprising cube sits on Mexican Independence, in the North Atlantic. Suppose 3 IAP remain. Crush Dissent (2 IAP) needs a Squadron in that Ocean: a TEST (8) the Imperialist must roll under, −1 per Squadron there, +1 if the Nautilus is present. A success removes the cube. ✎ These numbers are our own design: the published rules name the action without them.',
      enter(state) {
        return state.imperialist
          ? { ...state, imperialist: { ...state.imperialist, ap: 3 } }
          : state;
      },
      highlights: [
        { kind: 'squadron', ocean: 'northAtlantic', colour: 'blue' },
        { kind: 'land', id: 'mexicanIndependence' },
      ],
      labels: [{ target: { kind: 'land', id: 'mexicanIndependence' }, text: 'Uprising here' }],
      camera: { kind: 'ocean', id: 'northAtlantic' },
      tryIt: {
        prompt: 'Crush Dissent in the North Atlantic (2 IAP).',
        input: 'decision',
        check(answer) {
          if (answer.kind !== 'action') return wrong('Pick one of the listed choices.');
          if (isImperialist(answer.action, 'crushDissent'))
            return {
              ok: true,
              action: answer.action,
              praise: '3 + 2 = 5, under 8: the cube is removed.',
            };
          if (isImperialist(answer.action, 'hunt'))
            return wrong('Another Hunt is allowed, but this step puts down the uprising.');
          if (isImperialist(answer.action, 'moveSquadron'))
            return wrong('The Squadron must stay in the Ocean of the uprising to crush it.');
          return wrong('Use your IAP: Crush Dissent while the Squadron is here.');
        },
      },
    },
    {
      id: 'summary',
      title: 'The Imperialist’s turn, in short',
      caption:
        'IAP = the Act + committed gemstones (+1 saved, at most 5). Place Squadrons by the die, move them along surface routes, Hunt the Nautilus where a Squadron shares its Ocean, and Crush Dissent where Uprisings stir.',
      highlights: [{ kind: 'track', track: 'ap' }, { kind: 'nautilus' }],
      camera: { kind: 'table' },
    },
  ],
};
