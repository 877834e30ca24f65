import { createStore } from 'jotai';
import { describe, expect, test, vi } from 'vitest';
import {
  act,
  currentDecision,
  defaultSetup,
  legalActions,
  startSession,
  type Action,
  type Seat,
} from '../../../src/core/index';
import { nemoSession } from '../../../src/state/nemo/gameAtoms';
import {
  attachGameAtom,
  connectionLineAtom,
  seatRowsAtom,
  seatsFilledAtom,
  turnLineAtom,
} from '../../../src/state/online/onlineAtoms';
import type { LinkState, Lobby, OnlineGame } from '../../../src/state/online/onlineClient';
import type { EventsMessage, Rejection, SeatView, Viewer } from '../../../src/protocol/protocol';
import { publicEvents, publicState, seatView } from '../../../src/protocol/seatView';
import { refusal, refusalEnglish } from '../../../src/protocol/refusal';
import { setLanguage } from '../../../src/i18n/i18n';
import { speedAtom } from '../../../src/state/app/settings';

/** A room as the client module hands it over, driven by the test instead of a server. */
function fakeRoom(viewer: Viewer) {
  const sent: Action[] = [];
  const listeners = {
    view: new Set<(v: SeatView) => void>(),
    events: new Set<(v: EventsMessage) => void>(),
    lobby: new Set<(v: Lobby) => void>(),
    link: new Set<(v: LinkState) => void>(),
    error: new Set<(v: Rejection | Error) => void>(),
  };
  const on =
    <T>(set: Set<(v: T) => void>) =>
    (l: (v: T) => void) => {
      set.add(l);
      return () => set.delete(l);
    };
  const game: OnlineGame = {
    code: 'K7QMZ3',
    viewer,
    view: null,
    lobby: null,
    history: null,
    ready: new Promise<SeatView>(() => undefined),
    send: (action) => sent.push(action),
    undo: () => undefined,
    seatBot: () => undefined,
    start: () => undefined,
    onView: on(listeners.view),
    onEvents: on(listeners.events),
    onLobby: on(listeners.lobby),
    onConnection: on(listeners.link),
    onError: on(listeners.error),
    onRanked: () => () => undefined,
    saved: () => ({ code: 'K7QMZ3', viewer, reconnectionToken: 'r' }),
    leave: async () => undefined,
  };
  return { game, sent, listeners };
}

function lobby(seats: Partial<Lobby['seats']>, extra: Partial<Lobby> = {}): Lobby {
  const open = { kind: 'open' as const, connected: false, name: '' };
  return {
    code: 'K7QMZ3',
    version: 0,
    toMove: 'nautilus',
    act: 1,
    turn: 0,
    finished: false,
    winner: '',
    spectators: 0,
    seats: { nautilus: open, imperialist: open, ...seats },
    ...extra,
  };
}

function setup() {
  const store = createStore();
  store.set(speedAtom, 'instant');
  return store;
}

const session0 = startSession(
  defaultSetup({ seed: 'lobby-1', motive: 'piracy', variant: 'versus' }),
);

describe('online lobby atoms', () => {
  test('seats: who holds each, who is connected, what this tab may claim or hand to the bot', () => {
    const store = setup();
    const room = fakeRoom('nautilus');
    store.set(attachGameAtom, { game: room.game });
    room.listeners.view.forEach((l) => l(seatView(session0.state, 0, 'nautilus')));
    room.listeners.lobby.forEach((l) =>
      l(lobby({ nautilus: { kind: 'human', connected: true, name: 'Ada' } })),
    );
    const rows = store.get(seatRowsAtom);
    expect(rows.map((r) => [r.seat, r.kind, r.mine, r.botable])).toEqual([
      ['nautilus', 'human', true, false],
      ['imperialist', 'open', false, true],
    ]);
    expect(store.get(seatsFilledAtom)).toBe(false);

    const watcher = fakeRoom('spectator');
    const other = setup();
    other.set(attachGameAtom, { game: watcher.game });
    watcher.listeners.view.forEach((l) => l(seatView(session0.state, 0, 'spectator')));
    watcher.listeners.lobby.forEach((l) =>
      l(
        lobby({
          nautilus: { kind: 'human', connected: true, name: 'Ada' },
          imperialist: { kind: 'bot', connected: false, name: '' },
        }),
      ),
    );
    expect(other.get(seatRowsAtom).map((r) => [r.seat, r.claimable])).toEqual([
      ['nautilus', false],
      ['imperialist', true],
    ]);
    expect(other.get(seatsFilledAtom)).toBe(true);
  });

  test("the banner says whose turn from this seat, and when the opponent's link drops", () => {
    const store = setup();
    const room = fakeRoom('imperialist');
    store.set(attachGameAtom, { game: room.game });
    room.listeners.lobby.forEach((l) =>
      l(
        lobby({
          nautilus: { kind: 'human', connected: true, name: 'Ada' },
          imperialist: { kind: 'human', connected: true, name: 'Bo' },
        }),
      ),
    );
    room.listeners.view.forEach((l) => l(seatView(session0.state, 0, 'imperialist')));
    expect(store.get(turnLineAtom)?.text).toMatch(/^Waiting for Ada \(Nautilus\)/);
    expect(store.get(connectionLineAtom)).toEqual({ text: 'Connected', ok: true });

    room.listeners.lobby.forEach((l) =>
      l(
        lobby({
          nautilus: { kind: 'human', connected: false, name: 'Ada' },
          imperialist: { kind: 'human', connected: true, name: 'Bo' },
        }),
      ),
    );
    expect(store.get(connectionLineAtom).text).toMatch(/^Nautilus disconnected/);
    room.listeners.link.forEach((l) => l('reconnecting'));
    expect(store.get(connectionLineAtom).text).toMatch(/reconnecting/);
    room.listeners.link.forEach((l) => l('connected'));
    expect(store.get(connectionLineAtom).ok).toBe(false);
  });

  test("the server's view becomes the table; the other seat's move plays out as its events", () => {
    const store = setup();
    const room = fakeRoom('imperialist');
    // Joining mid-game: the events so far arrive before the first view and fill the log.
    const history = { version: 0, events: publicEvents(session0.events) };
    store.set(attachGameAtom, { game: { ...room.game, history } });
    room.listeners.view.forEach((l) => l(seatView(session0.state, 0, 'imperialist')));
    expect(store.get(nemoSession.latestStateAtom)?.setup.seed).toBe('?');
    expect(store.get(nemoSession.shownEventsAtom)).toHaveLength(session0.events.length);

    const decision = currentDecision(session0.state)!;
    const seat: Seat = decision.seat;
    const action = legalActions(session0.state, seat)[0]!;
    const next = act(session0, action);
    room.listeners.events.forEach((l) =>
      l({ version: 1, seat, action, events: publicEvents(next.events) }),
    );
    room.listeners.view.forEach((l) => l(seatView(next.session.state, 1, 'imperialist')));
    expect(store.get(nemoSession.shownEventsAtom)).toHaveLength(
      session0.events.length + next.events.length,
    );
    expect(store.get(nemoSession.latestStateAtom)).toEqual(publicState(next.session.state));
    expect(store.get(nemoSession.canUndoAtom)).toBe(false);
  });

  test("a player's choice at the table goes to the server; a spectator's goes nowhere", () => {
    const store = setup();
    const room = fakeRoom('nautilus');
    const detach = store.set(attachGameAtom, { game: room.game });
    room.listeners.view.forEach((l) => l(seatView(session0.state, 0, 'nautilus')));
    const option = store.get(nemoSession.legalActionsAtom)[0]!;
    expect(store.set(nemoSession.dispatchAtom, option)).toBe(true);
    expect(room.sent).toEqual([option]);
    // Nothing changes locally until the server answers.
    expect(store.get(nemoSession.shownEventsAtom)).toHaveLength(0);
    detach();

    const watcher = fakeRoom('spectator');
    store.set(attachGameAtom, { game: watcher.game });
    watcher.listeners.view.forEach((l) => l(seatView(session0.state, 0, 'spectator')));
    store.set(nemoSession.dispatchAtom, option);
    expect(watcher.sent).toEqual([]);
  });

  test('a caster watching with a delay sees each change that many seconds later', () => {
    vi.useFakeTimers();
    try {
      const store = setup();
      const watcher = fakeRoom('spectator');
      store.set(attachGameAtom, { game: watcher.game, delayMs: 5_000 });
      watcher.listeners.view.forEach((l) => l(seatView(session0.state, 0, 'spectator')));
      expect(store.get(nemoSession.latestStateAtom)).toBeNull();
      vi.advanceTimersByTime(4_900);
      expect(store.get(nemoSession.latestStateAtom)).toBeNull();
      vi.advanceTimersByTime(200);
      expect(store.get(nemoSession.latestStateAtom)?.turn).toBe(session0.state.turn);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a refusal says the server's reason in the player's language", async () => {
    const store = setup();
    const room = fakeRoom('nautilus');
    store.set(attachGameAtom, { game: room.game });
    room.listeners.view.forEach((l) => l(seatView(session0.state, 0, 'nautilus')));
    const text = refusal('room.staleAction', { chosen: 0, version: 1 });
    const stale: Rejection = { rule: 'stale', text, message: refusalEnglish(text), version: 1 };
    room.listeners.error.forEach((l) => l(stale));
    expect(store.get(nemoSession.messageAtom)?.text).toBe(
      'Stale action: it was chosen at version 0, the game is at 1.',
    );
    const decision = currentDecision(session0.state)!;
    const turn = refusal('room.notYourTurn', { seat: 'imperialist', prompt: decision.prompt });
    try {
      await setLanguage('ja');
      room.listeners.error.forEach((l) =>
        l({ rule: 'rules', text: turn, message: refusalEnglish(turn), version: 0 }),
      );
      const shown = store.get(nemoSession.messageAtom)?.text ?? '';
      expect(shown).toMatch(/^あなたの番ではありません：いまは帝国主義者が決めます（.+）。$/);
      expect(shown).not.toMatch(/[A-Za-z]{4,}/);
    } finally {
      await setLanguage('en');
    }
  });
});
