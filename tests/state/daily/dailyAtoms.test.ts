import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { defaultSetup, startSession, type Action } from '../../../src/core/index';
import type { BoardEntry } from '../../../src/protocol/boardEntry';
import type { DailyJoinOptions, RankedMessage } from '../../../src/protocol/dailyProtocol';
import type { SeatView } from '../../../src/protocol/protocol';
import { seatView } from '../../../src/protocol/seatView';
import { coachViewAtom, requestCoachAtom } from '../../../src/state/bots/coachAtoms';
import {
  dailyPhaseAtom,
  dailyProblemAtom,
  dailyRankedAtom,
  enterDailyAtom,
  officialAttemptAtom,
  type DailyDeps,
} from '../../../src/state/daily/dailyAtoms';
import type { DeviceKeyStore } from '../../../src/state/daily/deviceKey';
import { nemoSession } from '../../../src/state/nemo/gameAtoms';
import type { OnlineGame, SavedSeat } from '../../../src/state/online/onlineClient';
import { speedAtom } from '../../../src/state/app/settings';
import { STORAGE_KEYS } from '../../../src/state/app/storage';
import { officialEntryIds, officialNote } from '../../../src/state/voyage/dailyAttempts';
import { VoyageApiError } from '../../../src/state/voyage/voyageApi';
import { memoryStorage } from '../app/memoryStorage';

const DATE = '2026-12-07';
const session0 = startSession(defaultSetup({ seed: 'server-secret', motive: 'explore' }));

/** The one-seat room as the client module hands it over, driven by the test. */
function fakeRoom(first: SeatView) {
  const sent: Action[] = [];
  let undone = 0;
  const views = new Set<(v: SeatView) => void>();
  const ranked = new Set<(r: RankedMessage) => void>();
  const none = () => () => undefined;
  const game: OnlineGame = {
    code: 'D4ILY7',
    viewer: 'nautilus',
    view: first,
    lobby: null,
    history: null,
    ready: Promise.resolve(first),
    send: (action) => sent.push(action),
    undo: () => void undone++,
    seatBot: () => undefined,
    start: () => undefined,
    onView: (l) => {
      views.add(l);
      return () => views.delete(l);
    },
    onEvents: none,
    onLobby: none,
    onConnection: none,
    onError: none,
    onRanked: (l) => {
      ranked.add(l);
      return () => ranked.delete(l);
    },
    saved: () => ({ code: 'D4ILY7', viewer: 'nautilus', reconnectionToken: 'tok' }),
    leave: async () => undefined,
  };
  return {
    game,
    sent,
    undone: () => undone,
    view: (v: SeatView) => views.forEach((l) => l(v)),
    rank: (entry: BoardEntry) => ranked.forEach((l) => l({ entry })),
  };
}

function memoryKeys(): DeviceKeyStore {
  let kept: CryptoKeyPair | null = null;
  return { get: async () => kept, put: async (p) => void (kept = p) };
}

function deps(room: ReturnType<typeof fakeRoom>, over: Partial<DailyDeps> = {}) {
  const joins: DailyJoinOptions[] = [];
  const rejoins: SavedSeat[] = [];
  const d: DailyDeps = {
    date: DATE,
    name: 'Aronnax',
    api: { challenge: async () => 'c7Hq2kM9wPzR4sT1' },
    connection: {
      daily: async (options) => {
        joins.push(options);
        return room.game;
      },
      rejoin: async (saved) => {
        rejoins.push(saved);
        return room.game;
      },
    },
    keys: memoryKeys(),
    store: memoryStorage(),
    tab: memoryStorage(),
    ...over,
  };
  return { d, joins, rejoins };
}

function entry(): BoardEntry {
  return {
    id: 'v1',
    rank: 2,
    name: 'Aronnax',
    motive: 'explore',
    difficulty: 'normal',
    seed: '?',
    variant: 'solo',
    score: 187,
    level: 'Major',
    turns: 24,
    ending: 'finale',
    daily: DATE,
    practice: false,
    submittedAt: `${DATE}T10:00:00Z`,
  };
}

function storeAtInstant() {
  const store = createStore();
  store.set(speedAtom, 'instant');
  return store;
}

describe('the official voyage of the day', () => {
  test('signs in with the device key, plays on the server, and shows the rank it sends', async () => {
    const store = storeAtInstant();
    const room = fakeRoom(seatView(session0.state, 0, 'nautilus'));
    const { d, joins } = deps(room);
    const detach = await store.set(enterDailyAtom, d);
    expect(detach).toBeTypeOf('function');
    expect(store.get(dailyPhaseAtom)).toBe('table');
    expect(store.get(officialAttemptAtom)).toEqual({ date: DATE });
    expect(joins).toHaveLength(1);
    expect(joins[0]).toMatchObject({ name: 'Aronnax', challenge: 'c7Hq2kM9wPzR4sT1' });
    expect(joins[0]?.signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    // The table shows the seat's view; the seed never reached the page.
    expect(store.get(nemoSession.latestStateAtom)?.setup.seed).toBe('?');
    expect(officialNote(d.store, DATE)).toEqual({ kind: 'begun' });

    // Actions go to the server, never applied here.
    const action = store.get(nemoSession.legalActionsAtom)[0];
    expect(action).toBeDefined();
    store.set(nemoSession.dispatchAtom, action!);
    expect(room.sent).toEqual([action]);
    expect(store.get(nemoSession.latestStateAtom)?.setup.seed).toBe('?');

    // The coach stays off.
    store.set(requestCoachAtom);
    expect(store.get(coachViewAtom)).toEqual({ status: 'idle' });

    room.rank(entry());
    expect(store.get(dailyRankedAtom)?.rank).toBe(2);
    expect(officialNote(d.store, DATE)).toEqual({ kind: 'ranked', id: 'v1' });
    expect(officialEntryIds(d.store)).toEqual(['v1']);
    detach?.();
    expect(store.get(officialAttemptAtom)).toBeNull();
  });

  test('undo asks the server, and only when its view allows it', async () => {
    const store = storeAtInstant();
    const room = fakeRoom({ ...seatView(session0.state, 0, 'nautilus'), undoable: false });
    await store.set(enterDailyAtom, deps(room).d);
    expect(store.get(nemoSession.canUndoAtom)).toBe(false);
    store.set(nemoSession.undoAtom);
    expect(room.undone()).toBe(0);
    room.view({ ...seatView(session0.state, 0, 'nautilus'), undoable: true });
    expect(store.get(nemoSession.canUndoAtom)).toBe(true);
    store.set(nemoSession.undoAtom);
    expect(room.undone()).toBe(1);
  });

  test("a finished day's second attempt is refused with the server's one line", async () => {
    const store = storeAtInstant();
    const room = fakeRoom(seatView(session0.state, 0, 'nautilus'));
    const { d } = deps(room, {
      connection: {
        daily: async () => {
          throw new Error("You have played today's official voyage.");
        },
        rejoin: async () => room.game,
      },
    });
    expect(await store.set(enterDailyAtom, d)).toBeNull();
    expect(store.get(dailyPhaseAtom)).toBe('refused');
    expect(store.get(dailyProblemAtom)).toContain("You have played today's official voyage.");
    expect(store.get(officialAttemptAtom)).toBeNull();
  });

  test('without the server it says so, and nothing starts', async () => {
    const store = storeAtInstant();
    const room = fakeRoom(seatView(session0.state, 0, 'nautilus'));
    const { d, joins } = deps(room, {
      api: {
        challenge: async () => {
          throw new VoyageApiError('unreachable', false);
        },
      },
    });
    expect(await store.set(enterDailyAtom, d)).toBeNull();
    expect(store.get(dailyPhaseAtom)).toBe('unreachable');
    expect(joins).toEqual([]);
  });

  test('after a reload this tab goes back into its room; a room gone, it signs in again', async () => {
    const store = storeAtInstant();
    const room = fakeRoom(seatView(session0.state, 0, 'nautilus'));
    const first = deps(room);
    await store.set(enterDailyAtom, first.d);
    expect(first.d.tab?.getItem(STORAGE_KEYS.dailySeat)).toContain('tok');

    const again = deps(room, { tab: first.d.tab, keys: first.d.keys });
    await createStore().set(enterDailyAtom, again.d);
    expect(again.rejoins.map((s) => s.reconnectionToken)).toEqual(['tok']);
    expect(again.joins).toEqual([]);

    const gone = deps(room, {
      tab: first.d.tab,
      keys: first.d.keys,
      connection: {
        daily: async (o) => {
          gone.joins.push(o);
          return room.game;
        },
        rejoin: async () => {
          throw new Error('reconnection token expired');
        },
      },
    });
    await createStore().set(enterDailyAtom, gone.d);
    expect(gone.joins).toHaveLength(1);
    // The same device key signs again, so the server resumes the same attempt.
    expect(gone.joins[0]?.publicKey).toEqual(first.joins[0]?.publicKey);
  });
});
