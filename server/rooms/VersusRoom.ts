import { randomBytes, randomUUID } from 'node:crypto';
import { Room, RoomInternalState, type Client } from '@colyseus/core';
import {
  act,
  canUndo,
  currentDecision,
  defaultSetup,
  IllegalActionError,
  startSession,
  undo,
  type Action,
  type GameEvent,
  type GameSession,
  type Seat,
} from '../../src/core/index';
import { policyFor } from '../../src/core/bots/policyFor';
import { roomBotRng } from '../../src/kernel/seeds';
import {
  actMessageSchema,
  botMessageSchema,
  joinOptionsSchema,
  undoMessageSchema,
} from '../../src/protocol/messageSchemas';
import type {
  EventsMessage,
  HistoryMessage,
  JoinOptions,
  Rejection,
  SeatGrant,
  Viewer,
} from '../../src/protocol/protocol';
import type { GameStore, RoomRecord } from '../store/GameStore';
import { createRateLimiter, type RateLimiter } from '../rateLimit';
import { publicEvents, publicState, seatView } from '../../src/protocol/seatView';
import { firstIssue } from '../../src/kernel/firstIssue';
import { LobbyState, MapSchema, SeatInfo, type LobbyStateType } from './lobbyState';
import { renderEnglish } from '../../src/core/text/renderEnglish';

export interface RoomDeps {
  store: GameStore;
  /** Pause before a bot acts, so people can follow (ms). */
  botDelayMs: number;
  reconnectSeconds: number;
  /** An unfinished room with nobody connected closes after this long (its record is kept). */
  expireSeconds: number;
  rate: { perSecond: number; burst: number };
  /** Proves a `resume` option came from this server's boot, not from a client. */
  resumeKey: string;
}

const SEATS: readonly Seat[] = ['nautilus', 'imperialist'];
/** How soon a bot tries again when the store could not keep its action. */
const STORE_RETRY_MS = 2000;

/** The store did not answer: the action was not taken and the game waits where it was. */
export class StoreUnavailableError extends Error {
  constructor() {
    super(
      'The game server cannot save right now; your action was not taken. Try again in a moment.',
    );
  }
}
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short room code without look-alike characters (no I/1, O/0). */
export function newRoomCode(): string {
  const bytes = randomBytes(6);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

interface ClientData {
  viewer: Viewer;
  limiter: RateLimiter;
  /** Set when the same seat token joined from elsewhere (e.g. a second tab). */
  replaced?: boolean;
}

type Seated = Client<{ userData: ClientData }>;

/** One Imperialist versus game: the rules core is authoritative; each viewer gets its own view. */
export class VersusRoom extends Room<{ state: LobbyStateType }> {
  declare deps: RoomDeps;
  private session!: GameSession;
  private record!: RoomRecord;
  private names: Record<Seat, string> = { nautilus: '', imperialist: '' };
  private queue: Promise<void> = Promise.resolve();
  private botTimer: { clear(): void } | null = null;
  private expiryTimer: { clear(): void } | null = null;

  override maxClients = 34;

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    const resume = typeof options.resume === 'string' ? options.resume : null;
    if (resume !== null && options.resumeKey === this.deps.resumeKey) {
      const stored = await this.deps.store.load(resume);
      if (!stored) throw new Error(`No stored game ${resume}`);
      this.record = stored;
      let session = startSession(stored.setup);
      for (const action of stored.actions) session = act(session, action).session;
      this.session = session;
    } else {
      const parsed = joinOptionsSchema.safeParse(options);
      const motive = parsed.success ? (parsed.data.motive ?? 'piracy') : 'piracy';
      const setup = defaultSetup({ seed: randomUUID(), motive, variant: 'versus' });
      this.session = startSession(setup);
      this.record = {
        code: newRoomCode(),
        setup,
        actions: [],
        seatTokens: { nautilus: null, imperialist: null },
        bots: [],
        finished: false,
      };
    }
    this.roomId = this.record.code;
    this.autoDispose = false;
    const state = new LobbyState();
    state.code = this.record.code;
    state.spectators = 0;
    state.started = false;
    state.seats = new MapSchema();
    for (const seat of SEATS) {
      const info = new SeatInfo();
      info.kind = this.seatKind(seat);
      info.connected = false;
      info.name = '';
      state.seats.set(seat, info);
    }
    this.state = state;
    this.syncLobby();
    if (resume === null) await this.deps.store.save(this.record);

    this.onMessage('sync', (client: Seated) => this.sendGrantAndView(client));
    this.onMessage('act', (client: Seated, message: unknown) => {
      if (!this.admit(client)) return;
      this.enqueue(() => this.handleAct(client, message));
    });
    this.onMessage('undo', (client: Seated, message: unknown) => {
      if (!this.admit(client)) return;
      this.enqueue(() => this.handleUndo(client, message));
    });
    this.onMessage('bot', (client: Seated, message: unknown) => {
      if (!this.admit(client)) return;
      this.enqueue(() => this.handleBot(client, message));
    });
    this.onMessage('start', (client: Seated) => {
      if (!this.admit(client)) return;
      if (client.userData?.viewer === 'spectator') {
        this.reject(client, 'spectator', 'Spectators cannot start the game.');
        return;
      }
      this.state.started = true;
    });
    this.onMessage('*', (client: Seated, type: string | number) => {
      if (!this.admit(client)) return;
      this.reject(client, 'protocol', `Unknown message type '${String(type)}'.`);
    });
    this.scheduleBot();
    this.armExpiry();
  }

  override onJoin(client: Seated, rawOptions: unknown): void {
    const parsed = joinOptionsSchema.safeParse(rawOptions ?? {});
    if (!parsed.success)
      throw new Error(`Malformed join options at ${firstIssue(parsed.error, 'options')}`);
    const options: JoinOptions = parsed.data;
    const viewer = this.claimSeat(client, options);
    client.userData = {
      viewer,
      limiter: createRateLimiter(this.deps.rate.perSecond, this.deps.rate.burst),
    };
    if (viewer === 'spectator') this.state.spectators++;
    this.disarmExpiry();
    this.syncLobby();
    this.enqueue(async () => {
      await this.deps.store.save(this.record);
      this.scheduleBot();
    });
  }

  override onDrop(client: Seated): void {
    const viewer = client.userData?.viewer;
    if (viewer && viewer !== 'spectator') this.seatInfo(viewer).connected = false;
    // Resolves in onReconnect; on timeout Colyseus calls onLeave.
    this.allowReconnection(client, this.deps.reconnectSeconds).catch(() => undefined);
  }

  override onReconnect(client: Seated): void {
    const viewer = client.userData?.viewer;
    if (viewer && viewer !== 'spectator') this.seatInfo(viewer).connected = true;
    this.disarmExpiry();
    this.sendGrantAndView(client);
    this.enqueue(() => this.scheduleBot());
  }

  override onLeave(client: Seated): void {
    this.armExpiry();
    const viewer = client.userData?.viewer;
    if (!viewer || client.userData?.replaced) return;
    if (viewer === 'spectator') {
      this.state.spectators = Math.max(0, this.state.spectators - 1);
      return;
    }
    if (this.seatClient(viewer) !== undefined) return;
    // A server shutting down keeps the seats for their humans (the game resumes after restart).
    if (this.disposing()) return;
    // Gone for good: the bot keeps the seat warm; the seat token can still take it back.
    this.seatInfo(viewer).connected = false;
    if (!this.record.finished && !this.record.bots.includes(viewer)) {
      this.record.bots.push(viewer);
      this.syncLobby();
      this.enqueue(async () => {
        await this.deps.store.save(this.record);
        this.scheduleBot();
      });
    }
  }

  private disposing(): boolean {
    const internal = (this as unknown as { _internalState: number })._internalState;
    return internal === RoomInternalState.DISPOSING;
  }

  override onDispose(): void {
    this.botTimer?.clear();
    this.expiryTimer?.clear();
  }

  /** With nobody connected to an unfinished game, the room closes after `expireSeconds`. */
  private armExpiry(): void {
    if (this.clients.length > 0 || this.record.finished) return;
    this.expiryTimer?.clear();
    this.expiryTimer = this.clock.setTimeout(() => {
      this.expiryTimer = null;
      this.enqueue(() => this.expire());
    }, this.deps.expireSeconds * 1000);
  }

  private disarmExpiry(): void {
    this.expiryTimer?.clear();
    this.expiryTimer = null;
  }

  private async expire(): Promise<void> {
    if (this.clients.length > 0 || this.record.finished) return;
    this.record.expired = true;
    await this.deps.store.save(this.record);
    this.autoDispose = true;
    await this.disconnect();
  }

  /** Chooses the viewer for a joining client, or throws to refuse the join. */
  private claimSeat(client: Seated, options: JoinOptions): Viewer {
    const bySeatToken = SEATS.find(
      (s) => options.token && this.record.seatTokens[s] === options.token,
    );
    if (bySeatToken) {
      for (const other of this.clients as unknown as Seated[]) {
        if (other !== client && other.userData?.viewer === bySeatToken) {
          other.userData.replaced = true;
          other.leave();
        }
      }
      this.takeSeat(bySeatToken, options, this.record.seatTokens[bySeatToken] as string);
      return bySeatToken;
    }
    const wanted = options.seat ?? 'any';
    if (wanted === 'spectator') return 'spectator';
    const free = (s: Seat) => this.record.seatTokens[s] === null || this.isAbandoned(s);
    const order: Seat[] =
      wanted === 'any'
        ? [...SEATS.filter((s) => this.seatKind(s) === 'open'), ...SEATS.filter((s) => free(s))]
        : [wanted];
    const seat = order.find(free);
    if (!seat) {
      if (wanted === 'any') return 'spectator';
      throw new Error(`The ${wanted} seat is taken; join as a spectator or with its seat token.`);
    }
    const creator = SEATS.every((s) => this.seatKind(s) === 'open');
    this.takeSeat(seat, options, randomUUID());
    // The creator plays against the bot unless they wait for a friend (who can still take over).
    if (creator && !options.waitForOpponent) this.record.bots.push(other(seat));
    return seat;
  }

  /** A seat whose human left for good (the bot took over) can be claimed by a new human. */
  private isAbandoned(seat: Seat): boolean {
    return this.record.bots.includes(seat) && this.seatClient(seat) === undefined;
  }

  private takeSeat(seat: Seat, options: JoinOptions, token: string): void {
    this.record.seatTokens[seat] = token;
    this.record.bots = this.record.bots.filter((s) => s !== seat);
    this.names[seat] = options.name ?? '';
    this.seatInfo(seat).connected = true;
  }

  private seatClient(seat: Seat): Seated | undefined {
    return (this.clients as unknown as Seated[]).find((c) => c.userData?.viewer === seat);
  }

  private seatKind(seat: Seat): 'open' | 'human' | 'bot' {
    if (this.record.bots.includes(seat)) return 'bot';
    return this.record.seatTokens[seat] === null ? 'open' : 'human';
  }

  private seatInfo(seat: Seat) {
    return this.state.seats.get(seat) as InstanceType<typeof SeatInfo>;
  }

  private admit(client: Seated): boolean {
    const data = client.userData;
    if (!data) return false;
    if (data.limiter.take(Date.now())) return true;
    if (data.limiter.refused === 1) {
      this.reject(client, 'rate-limit', 'Too many messages: slow down.');
    } else if (data.limiter.refused > 200) {
      client.leave(4029);
    }
    return false;
  }

  private enqueue(task: () => Promise<void> | void): void {
    this.queue = this.queue.then(task).catch((e: unknown) => {
      console.error(`[room ${this.roomId}]`, e);
    });
  }

  private reject(client: Seated, rule: string, message: string): void {
    const rejection: Rejection = { rule, message, version: this.session.actions.length };
    client.send('rejected', rejection);
  }

  private sendGrantAndView(client: Seated): void {
    const viewer = client.userData?.viewer;
    if (!viewer) return;
    const grant: SeatGrant = { code: this.record.code, viewer };
    if (viewer !== 'spectator') grant.token = this.record.seatTokens[viewer] ?? undefined;
    client.send('seat', grant);
    const history: HistoryMessage = {
      version: this.session.actions.length,
      events: publicEvents(this.session.events),
    };
    client.send('history', history);
    client.send('view', this.viewFor(viewer));
  }

  private viewFor(viewer: Viewer, shared = publicState(this.session.state)) {
    const state = this.session.state;
    return seatView(state, this.session.actions.length, viewer, shared, canUndo(this.session));
  }

  /**
   * Undo online: a seat takes back its own last action while it still decides, nothing was
   * revealed or rolled since, and the turn never passed to the other seat in between (the
   * session's undo floor). Never past the other player's action.
   */
  private async handleUndo(client: Seated, message: unknown): Promise<void> {
    const parsed = undoMessageSchema.safeParse(message);
    if (!parsed.success) {
      this.reject(client, 'protocol', 'Malformed undo message: expected { version }.');
      return;
    }
    const viewer = client.userData?.viewer;
    if (viewer === undefined || viewer === 'spectator') {
      this.reject(client, 'spectator', 'Spectators watch only; they cannot undo.');
      return;
    }
    if (parsed.data.version !== this.session.actions.length) {
      this.reject(client, 'stale', `Stale undo: the game is at ${this.session.actions.length}.`);
      return;
    }
    const decision = currentDecision(this.session.state);
    if (!decision || decision.seat !== viewer || !canUndo(this.session)) {
      this.reject(
        client,
        'undo',
        'Nothing to undo: only your own actions since the last roll, reveal or hand-over can be taken back.',
      );
      return;
    }
    this.session = undo(this.session);
    this.record.actions = this.session.actions;
    await this.deps.store.save(this.record);
    const shared = publicState(this.session.state);
    for (const c of this.clients as unknown as Seated[]) {
      const v = c.userData?.viewer;
      if (v) c.send('view', this.viewFor(v, shared));
    }
    this.syncLobby();
  }

  private async handleAct(client: Seated, message: unknown): Promise<void> {
    const parsed = actMessageSchema.safeParse(message);
    if (!parsed.success) {
      this.reject(client, 'protocol', `Malformed action at ${firstIssue(parsed.error, 'message')}`);
      return;
    }
    const viewer = client.userData?.viewer;
    if (viewer === undefined || viewer === 'spectator') {
      this.reject(client, 'spectator', 'Spectators watch only; they cannot act.');
      return;
    }
    if (parsed.data.version !== this.session.actions.length) {
      this.reject(
        client,
        'stale',
        `Stale action: it was chosen at version ${parsed.data.version}, the game is at ${this.session.actions.length}.`,
      );
      return;
    }
    const decision = currentDecision(this.session.state);
    if (!decision) {
      this.reject(client, 'game-over', 'The game has ended; no further actions.');
      return;
    }
    if (decision.seat !== viewer) {
      this.reject(
        client,
        renderEnglish(decision.rule),
        `Not your turn: the ${decision.seat} decides now (${renderEnglish(decision.prompt)}).`,
      );
      return;
    }
    try {
      await this.commit(parsed.data.action as Action, viewer);
    } catch (e) {
      if (e instanceof IllegalActionError)
        this.reject(client, renderEnglish(decision.rule), e.message);
      else if (e instanceof StoreUnavailableError) this.reject(client, 'store', e.message);
      else throw e;
    }
  }

  private async handleBot(client: Seated, message: unknown): Promise<void> {
    const parsed = botMessageSchema.safeParse(message);
    if (!parsed.success) {
      this.reject(client, 'protocol', 'Malformed bot message: expected { seat }.');
      return;
    }
    const seat = parsed.data.seat;
    if (client.userData?.viewer === 'spectator') {
      this.reject(client, 'spectator', 'Spectators cannot seat a bot.');
      return;
    }
    if (this.seatKind(seat) !== 'open') {
      this.reject(client, 'seat', `The ${seat} seat is not open.`);
      return;
    }
    this.record.bots.push(seat);
    this.syncLobby();
    await this.deps.store.save(this.record);
    this.scheduleBot();
  }

  /**
   * Applies an action (throws IllegalActionError, changing nothing), stores it, then tells
   * everyone. An action the store cannot keep is not taken (StoreUnavailableError): the game
   * waits where it was until the store answers again.
   */
  private async commit(action: Action, seat: Seat): Promise<void> {
    const { session, events } = act(this.session, action);
    const record: RoomRecord = {
      ...this.record,
      actions: session.actions,
      finished: session.state.result !== null,
    };
    try {
      await this.deps.store.save(record);
    } catch (e) {
      console.error(`[room ${this.roomId}] store unavailable:`, (e as Error).message);
      throw new StoreUnavailableError();
    }
    this.session = session;
    this.record = record;
    this.broadcastChange(seat, action, events);
    this.syncLobby();
    if (this.record.finished) this.autoDispose = true;
    this.scheduleBot();
  }

  private broadcastChange(seat: Seat, action: Action, events: GameEvent[]): void {
    const version = this.session.actions.length;
    const shared = publicState(this.session.state);
    const message: EventsMessage = { version, seat, action, events: publicEvents(events) };
    for (const client of this.clients as unknown as Seated[]) {
      const viewer = client.userData?.viewer;
      if (!viewer) continue;
      client.send('events', message);
      client.send('view', this.viewFor(viewer, shared));
    }
  }

  private scheduleBot(): void {
    this.botTimer?.clear();
    this.botTimer = null;
    const decision = currentDecision(this.session.state);
    if (!decision || !this.record.bots.includes(decision.seat)) return;
    if (this.clients.length === 0) return;
    this.botTimer = this.clock.setTimeout(() => {
      this.botTimer = null;
      this.enqueue(() => this.botStep());
    }, this.deps.botDelayMs);
  }

  private async botStep(): Promise<void> {
    const state = this.session.state;
    const decision = currentDecision(state);
    if (!decision || !this.record.bots.includes(decision.seat)) return;
    const rng = roomBotRng(state.setup.seed, this.session.actions.length);
    const action = policyFor(decision.seat, 'greedy')(state, decision, rng);
    try {
      await this.commit(action, decision.seat);
    } catch (e) {
      if (!(e instanceof StoreUnavailableError)) throw e;
      this.botTimer = this.clock.setTimeout(() => this.scheduleBot(), STORE_RETRY_MS);
    }
  }

  private syncLobby(): void {
    const s = this.session.state;
    const decision = currentDecision(s);
    this.state.version = this.session.actions.length;
    if (this.session.actions.length > 0) this.state.started = true;
    this.state.toMove = decision?.seat ?? '';
    this.state.act = s.act;
    this.state.turn = s.turn;
    this.state.finished = s.result !== null;
    this.state.winner = s.result?.versus?.winner ?? '';
    for (const seat of SEATS) {
      const info = this.seatInfo(seat);
      info.kind = this.seatKind(seat);
      info.name = this.names[seat];
    }
  }
}

function other(seat: Seat): Seat {
  return seat === 'nautilus' ? 'imperialist' : 'nautilus';
}

/** A VersusRoom class bound to one server's store and settings. */
export function bindVersusRoom(deps: RoomDeps): typeof VersusRoom {
  return class BoundVersusRoom extends VersusRoom {
    override deps = deps;
  };
}
