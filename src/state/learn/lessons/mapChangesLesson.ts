import { OCEANS } from '../../../core/data/oceans';
import type { OceanId } from '../../../core/data/types';
import type { Action, GameState, SquadronColour } from '../../../core/types';
import type { Lesson, LessonAnswer, RoutePiece, TryVerdict } from '../lessonTypes';
import { routesFor } from '../routesFor';
import { versusLessonGame } from './versusLessonGame';

const name = (ocean: OceanId) => OCEANS[ocean].name;

/** The rules core's own Move a Squadron action (the core refuses it if the move is illegal). */
function squadronMove(squadron: SquadronColour, from: OceanId, to: OceanId): Action {
  return { type: 'imperialist', action: 'moveSquadron', squadron, ocean: from, to };
}

/**
 * A try-it on the table: click an Ocean the piece can reach in one step. A closed line is
 * explained by the rule that closes it; `wanted` narrows the right answers further.
 */
function routeCheck(
  piece: RoutePiece,
  from: OceanId,
  move: ((state: GameState, to: OceanId) => Action | null) | null,
  wanted?: { to: OceanId; why: string },
) {
  return (answer: LessonAnswer, state: GameState): TryVerdict => {
    if (answer.kind !== 'ocean') return { ok: false, why: 'Click an Ocean on the table.' };
    const to = answer.ocean;
    const routes = routesFor(piece, from, state);
    if (to === from) return { ok: false, why: `That is where it already is: ${name(from)}.` };
    const blocked = routes.blocked.find((b) => b.to === to);
    if (blocked) return { ok: false, why: `${name(to)} is closed: ${blocked.why}` };
    if (!routes.legal.includes(to))
      return { ok: false, why: `${name(to)} is not next to ${name(from)}: one step at a time.` };
    if (wanted && wanted.to !== to)
      return { ok: false, why: `${name(to)} is open, but ${wanted.why}` };
    return {
      ok: true,
      action: move ? move(state, to) : null,
      praise: `${name(to)}: a legal move.`,
    };
  };
}

/**
 * Imperialist variant: the four map changes (seed 000 §7) shown as route overlays computed by
 * the rules core — Arctic Ice, the Suez Canal in Act III, the Sea Serpent, the Arabian Tunnel
 * and the Airship — with Squadron moves made through the core's Imperialist actions.
 */
export const mapChangesLesson: Lesson = {
  id: 'imperialist-map',
  title: 'Imperialist map changes',
  summary:
    'Arctic Ice, the Suez Canal in Act III, the Sea Serpent, the Arabian Tunnel and the Airship.',
  group: 'imperialist',
  build() {
    // Both reinforcement groups have arrived and their Squadrons are out.
    const state = versusLessonGame('learn-imperialist-map');
    state.oceans.westernPacific.squadrons = ['blue'];
    state.oceans.europeanSeas.squadrons = ['green'];
    state.nautilus = 'pacificCoast';
    if (state.imperialist) state.imperialist.ap = 5;
    state.keepCards = state.keepCards.filter((c) => c !== 'E22');
    return state;
  },
  steps: [
    {
      id: 'intro',
      title: 'A changed world',
      caption:
        'In the Imperialist variant the map works differently for surface forces — the Squadrons and Ship tokens. Ice closes the north, a canal opens in Act III, and two optional pieces move by their own rules.',
      highlights: [
        { kind: 'ocean', id: 'arcticOcean' },
        { kind: 'ocean', id: 'europeanSeas' },
        { kind: 'ocean', id: 'indianOcean' },
      ],
      labels: [
        { target: { kind: 'ocean', id: 'arcticOcean' }, text: 'Arctic Ice' },
        { target: { kind: 'ocean', id: 'indianOcean' }, text: 'Suez Canal (Act III)' },
      ],
      camera: { kind: 'top' },
    },
    {
      id: 'nautilus-ice',
      title: 'The Nautilus dives under the ice',
      caption:
        'The Nautilus still moves along every blue line, the Arctic ones included: it passes beneath the ice. Gold arrows are legal moves; red marks are closed lines.',
      highlights: [{ kind: 'nautilus' }, { kind: 'ocean', id: 'arcticOcean' }],
      routes: (state) => [routesFor('nautilus', 'pacificCoast', state)],
      camera: { kind: 'top' },
    },
    {
      id: 'arctic-ice',
      title: 'Try it: Arctic Ice',
      caption:
        'Surface forces cannot use the Western Pacific–Arctic or Pacific Coast–Arctic lines: there is no Northwest Passage for them. Dotted lines stay placement-only.',
      highlights: [{ kind: 'squadron', ocean: 'westernPacific', colour: 'blue' }],
      labels: [
        {
          target: { kind: 'squadron', ocean: 'westernPacific', colour: 'blue' },
          text: 'Blue Squadron',
        },
      ],
      routes: (state) => [routesFor('surface', 'westernPacific', state)],
      camera: { kind: 'top' },
      tryIt: {
        prompt: 'Move the blue Squadron one step (1 Imperialist AP): click an Ocean it can reach.',
        input: 'ocean',
        check: routeCheck('surface', 'westernPacific', (_, to) =>
          squadronMove('blue', 'westernPacific', to),
        ),
      },
    },
    {
      id: 'suez-closed',
      title: 'The Suez Canal, before Act III',
      caption:
        'The green Squadron in the European Seas cannot yet cross to the Indian Ocean: the dotted line there is placement-only until the canal is finished.',
      highlights: [{ kind: 'squadron', ocean: 'europeanSeas', colour: 'green' }],
      routes: (state) => [routesFor('surface', 'europeanSeas', state)],
      camera: { kind: 'top' },
    },
    {
      id: 'suez-open',
      title: 'Try it: the canal opens',
      caption:
        'Suppose the game has reached Act III: the Suez Canal is complete, and the Imperialist may move Squadrons and Ship tokens straight between the European Seas and the Indian Ocean.',
      enter(state) {
        return { ...state, act: 3 };
      },
      highlights: [
        { kind: 'squadron', ocean: 'europeanSeas', colour: 'green' },
        { kind: 'ocean', id: 'indianOcean' },
      ],
      labels: [{ target: { kind: 'ocean', id: 'indianOcean' }, text: 'Through the canal' }],
      routes: (state) => [routesFor('surface', 'europeanSeas', state)],
      camera: { kind: 'top' },
      tryIt: {
        prompt: 'Send the green Squadron through the Suez Canal.',
        input: 'ocean',
        check: routeCheck(
          'surface',
          'europeanSeas',
          (_, to) => squadronMove('green', 'europeanSeas', to),
          { to: 'indianOcean', why: 'this step is about the canal: go to the Indian Ocean.' },
        ),
      },
    },
    {
      id: 'sea-serpent',
      title: 'The Sea Serpent',
      caption:
        'The optional Sea Serpent moves exactly as the Nautilus may. So the Suez Canal does not help it: from the European Seas it has only the blue line to the North Atlantic.',
      highlights: [{ kind: 'ocean', id: 'europeanSeas' }],
      labels: [{ target: { kind: 'ocean', id: 'europeanSeas' }, text: 'Sea Serpent' }],
      routes: (state) => [routesFor('seaSerpent', 'europeanSeas', state)],
      camera: { kind: 'top' },
    },
    {
      id: 'arabian-tunnel',
      title: 'Try it: the Arabian Tunnel',
      caption:
        'With "The Arabian Tunnel" card in play, the Nautilus — and so the Sea Serpent — may pass under the isthmus between the European Seas and the Indian Ocean.',
      enter(state) {
        return {
          ...state,
          nautilus: 'europeanSeas',
          keepCards: [...state.keepCards.filter((c) => c !== 'E22'), 'E22'],
        };
      },
      highlights: [{ kind: 'nautilus' }, { kind: 'ocean', id: 'indianOcean' }],
      labels: [{ target: { kind: 'ocean', id: 'indianOcean' }, text: 'Arabian Tunnel' }],
      routes: (state) => [routesFor('nautilus', 'europeanSeas', state)],
      camera: { kind: 'top' },
      tryIt: {
        prompt: 'Which Ocean does the tunnel open for the Nautilus? Click it.',
        input: 'ocean',
        check: routeCheck('nautilus', 'europeanSeas', null, {
          to: 'indianOcean',
          why: 'that line was open without the card. Find the one the tunnel opens.',
        }),
      },
    },
    {
      id: 'airship',
      title: 'Try it: the Airship flies',
      caption:
        'The optional Airship moves between any two connected Oceans, dotted lines and the Arctic included. From the Western Pacific it can reach every neighbour.',
      highlights: [{ kind: 'ocean', id: 'westernPacific' }],
      labels: [{ target: { kind: 'ocean', id: 'westernPacific' }, text: 'Airship' }],
      routes: (state) => [routesFor('airship', 'westernPacific', state)],
      camera: { kind: 'top' },
      tryIt: {
        prompt: 'Fly the Airship across a dotted line: to the Pacific Coast.',
        input: 'ocean',
        check: routeCheck('airship', 'westernPacific', null, {
          to: 'pacificCoast',
          why: 'this step asks for the dotted line to the Pacific Coast.',
        }),
      },
    },
    {
      id: 'summary',
      title: 'Map changes, in short',
      caption:
        'Nautilus and Sea Serpent: blue lines, plus the Arabian Tunnel with its card. Squadrons and Ship tokens: blue lines except the Arctic Ice, plus the Suez Canal from Act III. Airship: any line.',
      highlights: [
        { kind: 'ocean', id: 'arcticOcean' },
        { kind: 'ocean', id: 'europeanSeas' },
        { kind: 'ocean', id: 'indianOcean' },
      ],
      camera: { kind: 'table' },
    },
  ],
};
