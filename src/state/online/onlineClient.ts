import { Client, type Room } from '@colyseus/sdk';
import type { Action, Seat } from '../../core';
import {
  DEFAULT_PORT,
  ROOM_NAME,
  type EventsMessage,
  type HistoryMessage,
  type JoinOptions,
  type Rejection,
  type SeatChoice,
  type SeatGrant,
  type SeatView,
  type Viewer,
} from '../../protocol/protocol';
import {
  DAILY_ROOM_NAME,
  type DailyJoinOptions,
  type RankedMessage,
} from '../../protocol/dailyProtocol';

/** Public lobby facts (the synced Colyseus schema, as plain data). */
export interface Lobby {
  code: string;
  version: number;
  toMove: string;
  act: number;
  turn: number;
  finished: boolean;
  winner: string;
  spectators: number;
  /** A player pressed Start (absent from older servers). */
  started?: boolean;
  seats: Record<Seat, { kind: 'open' | 'human' | 'bot'; connected: boolean; name: string }>;
}

/** What a tab keeps (e.g. in sessionStorage) to come back to its seat. */
export interface SavedSeat {
  code: string;
  viewer: Viewer;
  token?: string;
  reconnectionToken: string;
}

type Listener<T> = (value: T) => void;

/** This tab's link to the room. */
export type LinkState = 'connected' | 'reconnecting' | 'closed';

/** One joined game: the server's view for this seat, its events, and a way to act. */
export interface OnlineGame {
  readonly code: string;
  readonly viewer: Viewer;
  /** The latest view (null until the first arrives). */
  readonly view: SeatView | null;
  readonly lobby: Lobby | null;
  /** The game's events up to the version it names, as sent on joining (for the log). */
  readonly history: HistoryMessage | null;
  /** Resolves once the seat grant and the first view have arrived. */
  readonly ready: Promise<SeatView>;
  /** Sends an action chosen from `view.options`; the server answers with a view or a rejection. */
  send(action: Action): void;
  /** Takes back this seat's last action when `view.undoable` (the server re-sends the view). */
  undo(): void;
  /** Hands an open seat to the bot (players only). */
  seatBot(seat: Seat): void;
  /** Tells the room the game starts: every seated player's lobby moves to the table. */
  start(): void;
  onView(listener: Listener<SeatView>): () => void;
  onEvents(listener: Listener<EventsMessage>): () => void;
  onLobby(listener: Listener<Lobby>): () => void;
  /** The link to the server: dropped (the SDK retries), back, or closed for good. */
  onConnection(listener: Listener<LinkState>): () => void;
  /** Rejections name the rule; connection problems arrive as Errors. */
  onError(listener: Listener<Rejection | Error>): () => void;
  /** The voyage of the day only: its row on the day's board once the game has ended. */
  onRanked(listener: Listener<RankedMessage>): () => void;
  /** What to keep to rejoin after a reload (see `OnlineConnection.rejoin`). */
  saved(): SavedSeat;
  leave(): Promise<void>;
}

export interface OnlineConnection {
  readonly endpoint: string;
  /** Creates a room and takes a seat; the other seat gets the bot unless `waitForOpponent`. */
  create(options?: JoinOptions): Promise<OnlineGame>;
  /** Joins a room by its short code as a seat, 'any' free seat, or a spectator. */
  join(code: string, seat?: SeatChoice, options?: Omit<JoinOptions, 'seat'>): Promise<OnlineGame>;
  /** Comes back to a seat: the dropped session within 2 minutes, else the seat token. */
  rejoin(saved: SavedSeat): Promise<OnlineGame>;
  /**
   * Opens this device's official voyage of the day (a one-seat room): a new attempt, or the
   * unfinished one again for the same key. A finished one is refused with the server's reason.
   */
  daily(options: DailyJoinOptions): Promise<OnlineGame>;
}

/** Browsers' words for a request that never reached a server (Chromium, Firefox, Safari, Node). */
const NETWORK_FAILURE =
  /failed to fetch|networkerror|load failed|econnrefused|fetch failed|network request failed|^\[object /i;

/** Whether a failed join or request never reached the server (as opposed to being refused). */
export function isNetworkFailure(message: string): boolean {
  return !message || NETWORK_FAILURE.test(message);
}

/** Endpoint of the game server next to a page (same host, port 2567). */
export function defaultEndpoint(location: { protocol: string; hostname: string }): string {
  const scheme = location.protocol === 'https:' ? 'https' : 'http';
  return `${scheme}://${location.hostname}:${DEFAULT_PORT}`;
}

/** A shareable link to a room (`?room=CODE`). */
export function inviteLink(pageUrl: string, code: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set('room', code);
  return url.toString();
}

/** The room code in a link or typed by hand (letters and digits, upper-cased), or null. */
export function parseRoomCode(text: string): string | null {
  let candidate = text.trim();
  try {
    candidate = new URL(candidate).searchParams.get('room') ?? '';
  } catch {
    // Not a URL: a code typed by hand.
  }
  const code = candidate.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return code.length >= 4 && code.length <= 12 ? code : null;
}

export function connect(endpoint: string): OnlineConnection {
  const client = new Client(endpoint);
  return {
    endpoint,
    async create(options = {}) {
      return wrap(await client.create(ROOM_NAME, options));
    },
    async join(code, seat = 'any', options = {}) {
      return wrap(await client.joinById(code, { ...options, seat }));
    },
    async rejoin(saved) {
      try {
        return wrap(await client.reconnect(saved.reconnectionToken));
      } catch {
        const seat = saved.viewer === 'spectator' ? 'spectator' : saved.viewer;
        return wrap(
          await client.joinById(saved.code, saved.token ? { token: saved.token } : { seat }),
        );
      }
    },
    async daily(options) {
      return wrap(await client.joinOrCreate(DAILY_ROOM_NAME, options));
    },
  };
}

function wrap(room: Room): OnlineGame {
  const listeners = {
    view: new Set<Listener<SeatView>>(),
    events: new Set<Listener<EventsMessage>>(),
    lobby: new Set<Listener<Lobby>>(),
    error: new Set<Listener<Rejection | Error>>(),
    link: new Set<Listener<LinkState>>(),
    ranked: new Set<Listener<RankedMessage>>(),
  };
  const tell = (state: LinkState) => {
    for (const l of listeners.link) l(state);
  };
  const subscribe =
    <T>(set: Set<Listener<T>>) =>
    (listener: Listener<T>) => {
      set.add(listener);
      return () => set.delete(listener);
    };
  let view: SeatView | null = null;
  let lobby: Lobby | null = (room.state as { toJSON?: () => unknown } | undefined)?.toJSON
    ? ((room.state as { toJSON: () => unknown }).toJSON() as Lobby)
    : null;
  let grant: SeatGrant | null = null;
  let history: HistoryMessage | null = null;
  let ranked: RankedMessage | null = null;
  let resolveReady: (v: SeatView) => void = () => undefined;
  const ready = new Promise<SeatView>((resolve) => (resolveReady = resolve));

  room.onMessage('seat', (g: SeatGrant) => {
    grant = g;
  });
  room.onMessage('history', (h: HistoryMessage) => {
    history = h;
  });
  room.onMessage('view', (v: SeatView) => {
    view = v;
    resolveReady(v);
    for (const l of listeners.view) l(v);
  });
  room.onMessage('events', (e: EventsMessage) => {
    for (const l of listeners.events) l(e);
  });
  room.onMessage('rejected', (r: Rejection) => {
    for (const l of listeners.error) l(r);
  });
  room.onMessage('ranked', (r: RankedMessage) => {
    ranked = r;
    for (const l of listeners.ranked) l(r);
  });
  room.onStateChange((state: { toJSON(): unknown }) => {
    lobby = state.toJSON() as Lobby;
    for (const l of listeners.lobby) l(lobby);
  });
  room.onError((code: number, message?: string) => {
    for (const l of listeners.error) l(new Error(`Connection error ${code}: ${message ?? ''}`));
  });
  room.onDrop(() => tell('reconnecting'));
  room.onReconnect(() => tell('connected'));
  room.onLeave(() => tell('closed'));
  // Handlers are in place: now ask for the seat grant and the first view (avoids the onJoin race).
  room.send('sync');

  return {
    get code() {
      return grant?.code ?? room.roomId;
    },
    get viewer() {
      return grant?.viewer ?? 'spectator';
    },
    get view() {
      return view;
    },
    get lobby() {
      return lobby;
    },
    get history() {
      return history;
    },
    ready,
    send(action) {
      room.send('act', { version: view?.version ?? 0, action });
    },
    undo() {
      room.send('undo', { version: view?.version ?? 0 });
    },
    seatBot(seat) {
      room.send('bot', { seat });
    },
    start() {
      room.send('start');
    },
    onView: subscribe(listeners.view),
    onEvents: subscribe(listeners.events),
    onLobby: subscribe(listeners.lobby),
    onError: subscribe(listeners.error),
    onConnection: subscribe(listeners.link),
    onRanked(listener) {
      // A rank that came before anyone listened (a rejoin after the end) is told at once.
      if (ranked) listener(ranked);
      return subscribe(listeners.ranked)(listener);
    },
    saved() {
      const viewer = grant?.viewer ?? 'spectator';
      return {
        code: grant?.code ?? room.roomId,
        viewer,
        ...(grant?.token ? { token: grant.token } : {}),
        reconnectionToken: room.reconnectionToken,
      };
    },
    async leave() {
      await room.leave(true);
    },
  };
}
