import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { createGame, defaultSetup } from '../../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { checkInvariants } from '../../../src/core/invariants';
import { cloneState } from '../../../src/core/cloneState';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { chooseImperialist } from '../../../src/core/bots/imperialistPolicy';
import { coachAdvice } from '../../../src/core/bots/search/coachAdvice';
import { answerBotRequest } from '../../../src/core/bots/search/botTask';
import { fillMaskedView } from '../../../src/core/bots/search/fillMaskedView';
import type { Action, GameSetup, GameState } from '../../../src/core/types';
import { botRng } from '../../../src/kernel/seeds';
import { createInlineBotClient } from '../../../src/state/bots/botClient';
import { botClientAtom } from '../../../src/state/bots/botClientAtom';
import { coachViewAtom, requestCoachAtom } from '../../../src/state/bots/coachAtoms';
import { attachGameAtom } from '../../../src/state/online/onlineAtoms';
import type { OnlineGame } from '../../../src/state/online/onlineClient';
import { MASK, type SeatView, type Viewer } from '../../../src/protocol/protocol';
import { speedAtom } from '../../../src/state/app/settings';
import { publicState, seatView } from '../../../src/protocol/seatView';

const BUDGET = { playouts: 8, horizon: 10 };

/** A versus game played a while, stopped at a Nautilus decision with several options. */
function versusAtChoice(seed: string, more: Partial<GameSetup> = {}): GameState {
  const { state } = createGame(
    defaultSetup({ seed, motive: 'piracy', variant: 'versus', ...more }),
  );
  const rng = botRng('autoplay', seed);
  for (let i = 0; i < 600; i++) {
    const d = currentDecision(state);
    if (!d) break;
    if (i > 20 && d.seat === 'nautilus' && d.options.length > 2 && state.phase === 'action') break;
    const a: Action =
      d.seat === 'imperialist' ? chooseImperialist(state, d, rng) : chooseGreedy(state, d, rng);
    applyActionInPlace(state, a);
  }
  return state;
}

/** The same table with every face-down thing in another order (and other dice to come). */
function otherHiddenOrder(state: GameState): GameState {
  const twin = cloneState(state);
  // The bottom five cards of the Draw Pile (the Finale among four events) swap places.
  const pile = twin.drawPile;
  twin.drawPile = [...pile.slice(0, -5), ...pile.slice(-5).reverse()];
  twin.adventureDeck = [...twin.adventureDeck].reverse();
  twin.treasureBag = [...twin.treasureBag].reverse();
  twin.upgradeDeck = [...twin.upgradeDeck].reverse();
  twin.shipBag = [...twin.shipBag].reverse();
  twin.rng = [1, 2, 3, 4];
  twin.setup = { ...twin.setup, seed: 'another-seed' };
  return twin;
}

const coachOn = (view: GameState) =>
  answerBotRequest({
    setup: view.setup,
    actions: [],
    task: { kind: 'coach', budget: BUDGET },
    view: { state: view, mask: MASK },
  });

describe('the online coach reads a seat view only', () => {
  const state = versusAtChoice('online-coach-1');
  const twin = otherHiddenOrder(state);

  test('two games that look the same to the seat get the same advice', () => {
    expect(twin.drawPile).not.toEqual(state.drawPile);
    expect(publicState(twin)).toEqual(publicState(state));
    const a = coachOn(publicState(state));
    const b = coachOn(publicState(twin));
    expect(a.kind).toBe('coach');
    if (a.kind !== 'coach' || !a.advice) throw new Error('no advice');
    expect(a.advice.options.length).toBeGreaterThan(1);
    expect(b).toEqual(a);
    // A coach given the whole state would tell the two apart (its worlds follow the secret seed).
    const whole = (s: GameState) =>
      coachAdvice(s, { ...BUDGET, rng: botRng('autoplay', s.setup.seed, 'coach') });
    expect(whole(twin)).not.toEqual(whole(state));
  });

  test('the filled view has every face-down slot filled and the public parts unchanged', () => {
    const view = publicState(state);
    const filled = fillMaskedView(view, MASK);
    const hidden = [
      ...filled.drawPile,
      ...filled.adventureDeck,
      ...filled.treasureBag,
      ...filled.upgradeDeck,
      ...filled.deadlySeasInBag,
    ];
    expect(hidden).not.toContain(MASK);
    expect(filled.drawPile.length).toBe(state.drawPile.length);
    expect(filled.treasureBag.length).toBe(state.treasureBag.length);
    // Nothing the seat has seen is filled in again as face down.
    const shown = new Set([...state.passPile, ...state.failPile, ...state.keepCards]);
    expect(filled.drawPile.filter((id) => shown.has(id))).toEqual([]);
    expect(filled.keepCards).toEqual(state.keepCards);
    expect(filled.oceans).toEqual(view.oceans);
    expect(checkInvariants(filled)).toEqual([]);
  });

  test('with Deadly Seas, Nadeen Dakkar and World Order the fill is whole and lawful', () => {
    const rich = versusAtChoice('online-coach-2', {
      motive: 'worldOrder',
      nadeenDakkar: true,
      options: { ...defaultSetup().options, deadlySeas: true, upgradeDeck: true },
    });
    const filled = fillMaskedView(publicState(rich), MASK);
    expect(JSON.stringify(filled.shipStacks)).not.toContain(`"${MASK}"`);
    expect(filled.deadlySeasInBag).not.toContain(MASK);
    expect(filled.drawPile).not.toContain(MASK);
    expect(checkInvariants(filled)).toEqual([]);
    expect(coachOn(publicState(rich)).kind).toBe('coach');
  });
});

/** A room driven by the test: only the view is ever sent, as the server would. */
function room(viewer: Viewer, view: SeatView) {
  const listeners = new Set<(v: SeatView) => void>();
  const none = () => () => undefined;
  const game: OnlineGame = {
    code: 'K7QMZ3',
    viewer,
    view,
    lobby: null,
    history: null,
    ready: Promise.resolve(view),
    send: () => undefined,
    undo: () => undefined,
    seatBot: () => undefined,
    start: () => undefined,
    onView: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    onEvents: none,
    onLobby: none,
    onConnection: none,
    onError: none,
    onRanked: none,
    saved: () => ({ code: 'K7QMZ3', viewer, reconnectionToken: 'r' }),
    leave: async () => undefined,
  };
  return game;
}

async function coachAt(viewer: Viewer, state: GameState) {
  const store = createStore();
  store.set(speedAtom, 'instant');
  store.set(botClientAtom, createInlineBotClient());
  store.set(attachGameAtom, { game: room(viewer, seatView(state, 40, viewer)) });
  store.set(requestCoachAtom);
  for (let i = 0; i < 200 && store.get(coachViewAtom).status === 'thinking'; i++)
    await new Promise((r) => setTimeout(r, 25));
  return store.get(coachViewAtom);
}

describe('the coach at an online table', () => {
  const state = versusAtChoice('online-coach-1');

  test('the seat to decide gets advice worded like its options', async () => {
    const view = await coachAt('nautilus', state);
    expect(view.status).toBe('ready');
    if (view.status !== 'ready') return;
    expect(view.lines.length).toBeGreaterThan(1);
    for (const line of view.lines) expect(line.label).not.toBe('');
  }, 60_000);

  test('a spectator, and the seat not deciding, get no coach', async () => {
    expect((await coachAt('spectator', state)).status).toBe('idle');
    expect((await coachAt('imperialist', state)).status).toBe('idle');
  });
});
