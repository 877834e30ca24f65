import { i18n } from '../../../i18n/i18n';
import type { OceanId } from '../../../core/data';
import type { Action, GameState, SquadronColour } from '../../../core';
import type { Lesson, LessonAnswer, RoutePiece, TryVerdict } from '../lessonTypes';
import { routesFor } from '../routesFor';
import { versusLessonGame } from './versusLessonGame';

const name = (ocean: OceanId) => i18n.t(`ocean.${ocean}`);

/** Ship token 41 is the Sea Serpent, 50 La France, the Airship (reference §3.3). */
export const SEA_SERPENT = 41;
export const AIRSHIP = 50;

/** Puts a ship token face up in an Ocean (out of the bag) so the step can point at it. */
function showShip(state: GameState, ship: number, ocean: OceanId): GameState {
  const slots = state.oceans[ocean].slots.filter((s) => s !== ship);
  const free = slots.indexOf(-1);
  if (free >= 0) slots[free] = ship;
  else slots[0] = ship;
  return {
    ...state,
    shipBag: state.shipBag.filter((s) => s !== ship),
    oceans: { ...state.oceans, [ocean]: { ...state.oceans[ocean], slots } },
  };
}

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
  wanted?: { to: OceanId; why: () => string },
) {
  return (answer: LessonAnswer, state: GameState): TryVerdict => {
    if (answer.kind !== 'ocean') return { ok: false, why: i18n.t('lessons.clickOcean') };
    const to = answer.ocean;
    const routes = routesFor(piece, from, state);
    if (to === from)
      return { ok: false, why: i18n.t('lessons.route.alreadyThere', { from: name(from) }) };
    const blocked = routes.blocked.find((b) => b.to === to);
    if (blocked)
      return { ok: false, why: i18n.t('lessons.route.closed', { to: name(to), why: blocked.why }) };
    if (!routes.legal.includes(to))
      return {
        ok: false,
        why: i18n.t('lessons.route.notNext', { to: name(to), from: name(from) }),
      };
    if (wanted && wanted.to !== to)
      return {
        ok: false,
        why: i18n.t('lessons.route.notWanted', { to: name(to), why: wanted.why() }),
      };
    return {
      ok: true,
      action: move ? move(state, to) : null,
      praise: i18n.t('lessons.route.legal', { to: name(to) }),
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
  get title() {
    return i18n.t('lessons.mapChanges.title');
  },
  get summary() {
    return i18n.t('lessons.mapChanges.blurb');
  },
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
      get title() {
        return i18n.t('lessons.mapChanges.intro.title');
      },
      caption: () => i18n.t('lessons.mapChanges.intro.caption'),
      highlights: [
        { kind: 'ocean', id: 'arcticOcean' },
        { kind: 'ocean', id: 'europeanSeas' },
        { kind: 'ocean', id: 'indianOcean' },
      ],
      labels: () => [
        {
          target: { kind: 'ocean', id: 'arcticOcean' },
          text: i18n.t('lessons.mapChanges.intro.ice'),
        },
        {
          target: { kind: 'ocean', id: 'indianOcean' },
          text: i18n.t('lessons.mapChanges.intro.suez'),
        },
      ],
      camera: { kind: 'top' },
    },
    {
      id: 'nautilus-ice',
      get title() {
        return i18n.t('lessons.mapChanges.nautilusIce.title');
      },
      caption: () => i18n.t('lessons.mapChanges.nautilusIce.caption'),
      highlights: [{ kind: 'nautilus' }, { kind: 'ocean', id: 'arcticOcean' }],
      routes: (state) => [routesFor('nautilus', 'pacificCoast', state)],
      camera: { kind: 'top' },
    },
    {
      id: 'arctic-ice',
      get title() {
        return i18n.t('lessons.mapChanges.arcticIce.title');
      },
      caption: () => i18n.t('lessons.mapChanges.arcticIce.caption'),
      highlights: [{ kind: 'squadron', ocean: 'westernPacific', colour: 'blue' }],
      labels: () => [
        {
          target: { kind: 'squadron', ocean: 'westernPacific', colour: 'blue' },
          text: i18n.t('lessons.mapChanges.arcticIce.squadron'),
        },
      ],
      routes: (state) => [routesFor('surface', 'westernPacific', state)],
      camera: { kind: 'top' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.mapChanges.arcticIce.prompt');
        },
        input: 'ocean',
        check: routeCheck('surface', 'westernPacific', (_, to) =>
          squadronMove('blue', 'westernPacific', to),
        ),
      },
    },
    {
      id: 'suez-closed',
      get title() {
        return i18n.t('lessons.mapChanges.suezClosed.title');
      },
      caption: () => i18n.t('lessons.mapChanges.suezClosed.caption'),
      highlights: [{ kind: 'squadron', ocean: 'europeanSeas', colour: 'green' }],
      routes: (state) => [routesFor('surface', 'europeanSeas', state)],
      camera: { kind: 'top' },
    },
    {
      id: 'suez-open',
      get title() {
        return i18n.t('lessons.mapChanges.suezOpen.title');
      },
      caption: () => i18n.t('lessons.mapChanges.suezOpen.caption'),
      enter(state) {
        return { ...state, act: 3 };
      },
      highlights: [
        { kind: 'squadron', ocean: 'europeanSeas', colour: 'green' },
        { kind: 'ocean', id: 'indianOcean' },
      ],
      labels: () => [
        {
          target: { kind: 'ocean', id: 'indianOcean' },
          text: i18n.t('lessons.mapChanges.suezOpen.through'),
        },
      ],
      routes: (state) => [routesFor('surface', 'europeanSeas', state)],
      camera: { kind: 'top' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.mapChanges.suezOpen.prompt');
        },
        input: 'ocean',
        check: routeCheck(
          'surface',
          'europeanSeas',
          (_, to) => squadronMove('green', 'europeanSeas', to),
          { to: 'indianOcean', why: () => i18n.t('lessons.mapChanges.suezOpen.why') },
        ),
      },
    },
    {
      id: 'sea-serpent',
      get title() {
        return i18n.t('lessons.mapChanges.seaSerpent.title');
      },
      caption: () => i18n.t('lessons.mapChanges.seaSerpent.caption'),
      enter: (state) => showShip(state, SEA_SERPENT, 'europeanSeas'),
      highlights: [{ kind: 'ship', id: SEA_SERPENT }],
      labels: () => [
        {
          target: { kind: 'ship', id: SEA_SERPENT },
          text: i18n.t('lessons.mapChanges.seaSerpent.label'),
        },
      ],
      routes: (state) => [routesFor('seaSerpent', 'europeanSeas', state)],
      camera: { kind: 'top' },
    },
    {
      id: 'arabian-tunnel',
      get title() {
        return i18n.t('lessons.mapChanges.tunnel.title');
      },
      caption: () => i18n.t('lessons.mapChanges.tunnel.caption'),
      enter(state) {
        return {
          ...state,
          nautilus: 'europeanSeas',
          keepCards: [...state.keepCards.filter((c) => c !== 'E22'), 'E22'],
        };
      },
      highlights: [{ kind: 'nautilus' }, { kind: 'ocean', id: 'indianOcean' }],
      labels: () => [
        {
          target: { kind: 'ocean', id: 'indianOcean' },
          text: i18n.t('lessons.mapChanges.tunnel.label'),
        },
      ],
      routes: (state) => [routesFor('nautilus', 'europeanSeas', state)],
      camera: { kind: 'top' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.mapChanges.tunnel.prompt');
        },
        input: 'ocean',
        check: routeCheck('nautilus', 'europeanSeas', null, {
          to: 'indianOcean',
          why: () => i18n.t('lessons.mapChanges.tunnel.why'),
        }),
      },
    },
    {
      id: 'airship',
      get title() {
        return i18n.t('lessons.mapChanges.airship.title');
      },
      caption: () => i18n.t('lessons.mapChanges.airship.caption'),
      enter: (state) => showShip(state, AIRSHIP, 'westernPacific'),
      highlights: [{ kind: 'ship', id: AIRSHIP }],
      labels: () => [
        {
          target: { kind: 'ship', id: AIRSHIP },
          text: i18n.t('lessons.mapChanges.airship.label'),
        },
      ],
      routes: (state) => [routesFor('airship', 'westernPacific', state)],
      camera: { kind: 'top' },
      tryIt: {
        get prompt() {
          return i18n.t('lessons.mapChanges.airship.prompt');
        },
        input: 'ocean',
        check: routeCheck('airship', 'westernPacific', null, {
          to: 'pacificCoast',
          why: () => i18n.t('lessons.mapChanges.airship.why'),
        }),
      },
    },
    {
      id: 'summary',
      get title() {
        return i18n.t('lessons.mapChanges.summary.title');
      },
      caption: () => i18n.t('lessons.mapChanges.summary.caption'),
      highlights: [
        { kind: 'ocean', id: 'arcticOcean' },
        { kind: 'ocean', id: 'europeanSeas' },
        { kind: 'ocean', id: 'indianOcean' },
      ],
      camera: { kind: 'table' },
    },
  ],
};
