import type { OceanId } from '../../../core/data/types';
import type { GameState } from '../../../core/types';
import { shipFace } from '../../game/toBoardView';
import type { Lesson, TryVerdict } from '../lessonTypes';
import { forceDice, putOnTop, scenario } from '../../../core/scenario';

/** The one ship the lesson attacks: whichever token the North Atlantic holds. */
function shipIn(state: GameState, ocean: OceanId): number | null {
  const id = state.oceans[ocean].slots.find((v) => v >= 0);
  return id === undefined ? null : id;
}

const wrong = (why: string): TryVerdict => ({ ok: false, why });

/**
 * Base game, for new players: one whole turn — the Event card, ships placed by the dice, and
 * the Action Phase (move, Bold Attack, roll, take the Tonnage). Dice are fixed for the lesson.
 */
export const turnAtSeaLesson: Lesson = {
  id: 'turn-at-sea',
  title: 'A turn at sea',
  summary: 'Reveal an Event, place ships by the dice, then move, attack and sink a ship.',
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
      title: 'Welcome aboard',
      caption:
        'This is the Nautilus, in the South Atlantic. Its three resources — Nemo, Crew and Hull — are the tracks at the lower left: if any reaches 0, the voyage is lost. Every turn has three phases: Event, Placement and Action.',
      highlights: [
        { kind: 'nautilus' },
        { kind: 'track', track: 'nemo' },
        { kind: 'track', track: 'crew' },
        { kind: 'track', track: 'hull' },
      ],
      labels: [{ target: { kind: 'nautilus' }, text: 'The Nautilus' }],
      camera: { kind: 'table' },
    },
    {
      id: 'event',
      title: 'Event Phase',
      caption:
        'A turn opens by revealing the top card of the Draw Pile and doing what it says. Press the button to end the last turn and reveal the next Event.',
      highlights: [{ kind: 'card' }],
      labels: [{ target: { kind: 'card' }, text: 'The Event card lands here' }],
      camera: { kind: 'cards' },
      play: { label: 'Reveal the Event card', action: () => ({ type: 'endActions' }) },
    },
    {
      id: 'event-result',
      title: 'Ocean Wealth',
      caption:
        '"Ocean Wealth" put a gemstone in the Nautilus\' Ocean and one on the Adventure Deck, then went to its pile. Cards with a test ask for a roll; this one simply happened.',
      highlights: [{ kind: 'ocean', id: 'southAtlantic' }, { kind: 'card' }],
      labels: [{ target: { kind: 'ocean', id: 'southAtlantic' }, text: '+1 gemstone' }],
      camera: { kind: 'table' },
    },
    {
      id: 'placement',
      title: 'Placement Phase',
      caption:
        "Two white dice were rolled: 3 and 6. Each number names a Major Ocean (its die is printed by the name) and a Hidden Ship enters it. The difference between the dice, 6 − 3 = 3, is this turn's Action Points.",
      highlights: [
        { kind: 'dice' },
        { kind: 'ocean', id: 'northAtlantic' },
        { kind: 'ocean', id: 'indianOcean' },
        { kind: 'track', track: 'ap' },
      ],
      labels: [
        { target: { kind: 'ocean', id: 'northAtlantic' }, text: 'Die 3' },
        { target: { kind: 'ocean', id: 'indianOcean' }, text: 'Die 6' },
        { target: { kind: 'track', track: 'ap' }, text: '3 AP' },
      ],
      camera: { kind: 'table' },
    },
    {
      id: 'move',
      title: 'Try it: move',
      caption:
        'Moving to an adjacent Ocean along a blue line costs 1 AP. A ship just arrived in the North Atlantic — go after it.',
      highlights: [{ kind: 'nautilus' }, { kind: 'ocean', id: 'northAtlantic' }],
      labels: [{ target: { kind: 'ocean', id: 'northAtlantic' }, text: 'Target' }],
      camera: { kind: 'table' },
      tryIt: {
        prompt: 'Move the Nautilus to the North Atlantic (click it, or pick it in the list).',
        input: 'decision',
        check(answer) {
          if (answer.kind !== 'action') return wrong('Pick one of the listed choices.');
          const a = answer.action;
          if (a.type === 'act' && a.action === 'move' && a.ocean === 'northAtlantic')
            return { ok: true, action: a, praise: 'Under way: 1 AP spent, 2 left.' };
          if (a.type === 'act' && a.action === 'move')
            return wrong(
              'That is a legal move, but no ship waits there. The new Hidden Ship is in the North Atlantic.',
            );
          if (a.type === 'endActions')
            return wrong('Ending now would waste 3 AP. Move to the North Atlantic first.');
          return wrong('There is nothing to attack here yet: first move to the North Atlantic.');
        },
      },
    },
    {
      id: 'attack',
      title: 'Try it: attack',
      caption:
        'A Bold Attack costs 1 AP. Attacking a Hidden Ship reveals it first; a warship would fire back, this time it is a merchant.',
      highlights: [{ kind: 'ocean', id: 'northAtlantic' }],
      camera: { kind: 'ocean', id: 'northAtlantic' },
      tryIt: {
        prompt: 'Make a Bold Attack on the Hidden Ship.',
        input: 'decision',
        check(answer) {
          if (answer.kind !== 'action') return wrong('Pick one of the listed choices.');
          const a = answer.action;
          if (a.type === 'act' && a.action === 'attack' && a.attack === 'bold')
            return { ok: true, action: a, praise: 'The Hidden Ship is revealed.' };
          if (a.type === 'act' && a.action === 'attack')
            return wrong(
              'A Stalk Attack is for when you want to choose the fight; use a Bold Attack here.',
            );
          if (a.type === 'act' && a.action === 'move')
            return wrong('You have arrived — stay and attack the ship in this Ocean.');
          return wrong('This step is about attacking: choose the Bold Attack.');
        },
      },
    },
    {
      id: 'roll',
      title: 'Try it: roll',
      caption: (state) => {
        const ship = shipIn(state, 'northAtlantic');
        return `Roll two dice and beat the ship's Defense${ship === null ? '' : ' (on its token)'}. You may exert a resource for +1, but it costs that resource later — not needed now.`;
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
                text: `Defense ${shipFace(state, ship).defense}`,
              },
            ];
      },
      camera: { kind: 'ocean', id: 'northAtlantic' },
      tryIt: {
        prompt: 'Roll without exerting anything.',
        input: 'decision',
        check(answer, state) {
          if (answer.kind !== 'action') return wrong('Pick one of the listed choices.');
          const a = answer.action;
          const ship = shipIn(state, 'northAtlantic');
          const defense = ship === null ? '' : ` ${shipFace(state, ship).defense}`;
          if (a.type === 'commitTest' && a.exert.length === 0 && !a.treasure)
            return { ok: true, action: a, praise: `6 + 5 = 11 against Defense${defense}: a hit!` };
          if (a.type === 'commitTest')
            return wrong(
              'Exerting costs the resource after the roll. Keep your strength: roll without exerting.',
            );
          return wrong('Roll the dice to attack.');
        },
      },
    },
    {
      id: 'sink',
      title: 'Try it: Tonnage',
      caption:
        "The ship is sunk and Notoriety rises. Keep it as Tonnage (points at the end, in its Ocean's row) or as Salvage (spent on upgrades).",
      highlights: [{ kind: 'track', track: 'notoriety' }],
      labels: (state) => [
        { target: { kind: 'track', track: 'notoriety' }, text: `Notoriety ${state.notoriety}` },
      ],
      camera: { kind: 'table' },
      tryIt: {
        prompt: 'Take the ship as Tonnage.',
        input: 'decision',
        check(answer) {
          if (answer.kind !== 'action') return wrong('Pick one of the listed choices.');
          const a = answer.action;
          if (a.type === 'sinkAs' && a.as === 'tonnage')
            return { ok: true, action: a, praise: 'It joins the Tonnage chart.' };
          if (a.type === 'sinkAs')
            return wrong(
              'Salvage is a fine choice in play; this lesson shows the Tonnage chart, so choose Tonnage.',
            );
          return wrong('Choose where the sunk ship goes.');
        },
      },
    },
    {
      id: 'done',
      title: 'Turn complete',
      caption:
        'That is a turn: Event, Placement, Actions. The Tonnage chart scores at the end; Notoriety brings stronger ships. You have 1 AP left — in a real game, keep going!',
      highlights: [
        { kind: 'track', track: 'notoriety' },
        { kind: 'track', track: 'ap' },
      ],
      camera: { kind: 'table' },
    },
  ],
};
