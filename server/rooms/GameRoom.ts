import { Room, RoomInternalState } from '@colyseus/core';
import {
  act,
  canUndo,
  currentDecision,
  IllegalActionError,
  startSession,
  undo,
  type Action,
  type GameEvent,
  type GameSession,
  type Seat,
} from '../../src/core/index';
import { actMessageSchema, undoMessageSchema } from '../../src/protocol/messageSchemas';
import type {
  EventsMessage,
  HistoryMessage,
  Rejection,
  SeatGrant,
  Viewer,
} from '../../src/protocol/protocol';
import { publicEvents, publicState, seatView } from '../../src/protocol/seatView';
import { firstIssue } from '../../src/kernel/firstIssue';
import { refusal, refusalEnglish, type RefusalText } from '../../src/protocol/refusal';
import type { GameStore, RoomRecord } from '../store/GameStore';
import { admitMessage, type Seated } from './clientAdmission';
import { LobbyState, MapSchema, SeatInfo, type LobbyStateType } from './lobbyState';
import { RoomExpiry } from './roomExpiry';
import { StoreUnavailableError } from './StoreUnavailableError';

/** What every game room needs from its server. */
export interface GameRoomDeps {
  store: GameStore;
  reconnectSeconds: number;
  /** An unfinished room with nobody connected closes after this long (its record is kept). */
  expireSeconds: number;
  rate: { perSecond: number; burst: number };
  /** Proves a `resume` option came from this server's boot, not from a client. */
  resumeKey: string;
}

/** Replays a stored record's actions: the session as it was when the record was written. */
export function sessionOf(record: RoomRecord): GameSession {
  let session = startSession(record.setup);
  for (const action of record.actions) session = act(session, action).session;
  return session;
}

/**
 * One game hosted by the server, whatever its seats: the rules core is authoritative, every
 * message passes the client's rate limit, actions are taken one at a time (a queue), each
 * accepted action is stored before anyone hears of it, and each viewer gets its own redacted
 * view. Undo goes back to the session's undo floor (never past a roll, a reveal or the other
 * seat's action). A subclass chooses who sits where (`seats`, `onJoin`) and what follows a change.
 */
export abstract class GameRoom<D extends GameRoomDeps = GameRoomDeps> extends Room<{
  state: LobbyStateType;
}> {
  declare deps: D;
  protected session!: GameSession;
  protected record!: RoomRecord;
  private queue: Promise<void> = Promise.resolve();
  private expiry: RoomExpiry | null = null;

  /** The seats this kind of room shows in its lobby state. */
  protected abstract readonly seats: readonly Seat[];
  /** Runs (in the queue) after every accepted action has been stored and told to everyone. */
  protected abstract afterCommit(): Promise<void> | void;
  /** The lobby's per-seat facts: kind and name. */
  protected abstract seatFacts(seat: Seat): { kind: 'open' | 'human' | 'bot'; name: string };

  /** Installs the lobby state, the shared message handlers and the expiry timer. */
  protected openTable(extra: Record<string, (client: Seated, message: unknown) => void> = {}) {
    this.roomId = this.record.code;
    this.autoDispose = false;
    const state = new LobbyState();
    state.code = this.record.code;
    state.spectators = 0;
    state.started = false;
    state.seats = new MapSchema();
    for (const seat of this.seats) {
      const info = new SeatInfo();
      info.kind = this.seatFacts(seat).kind;
      info.connected = false;
      info.name = '';
      state.seats.set(seat, info);
    }
    this.state = state;
    this.syncLobby();
    this.expiry = new RoomExpiry(this.clock, this.deps.expireSeconds, () =>
      this.enqueue(() => this.expire()),
    );

    this.onMessage('sync', (client: Seated) => this.sendGrantAndView(client));
    this.onMessage('act', (client: Seated, message: unknown) => {
      if (!this.admit(client)) return;
      this.enqueue(() => this.handleAct(client, message));
    });
    this.onMessage('undo', (client: Seated, message: unknown) => {
      if (!this.admit(client)) return;
      this.enqueue(() => this.handleUndo(client, message));
    });
    for (const [type, handler] of Object.entries(extra)) {
      this.onMessage(type, (client: Seated, message: unknown) => {
        if (!this.admit(client)) return;
        handler(client, message);
      });
    }
    this.onMessage('*', (client: Seated, type: string | number) => {
      if (!this.admit(client)) return;
      this.reject(client, 'protocol', refusal('room.unknownMessage', { type: String(type) }));
    });
    this.armExpiry();
  }

  override onDispose(): void {
    this.expiry?.disarm();
  }

  protected disposing(): boolean {
    const internal = (this as unknown as { _internalState: number })._internalState;
    return internal === RoomInternalState.DISPOSING;
  }

  /** With nobody connected to an unfinished game, the room closes after `expireSeconds`. */
  protected armExpiry(): void {
    if (this.clients.length > 0 || this.record.finished) return;
    this.expiry?.arm();
  }

  protected disarmExpiry(): void {
    this.expiry?.disarm();
  }

  private async expire(): Promise<void> {
    if (this.clients.length > 0 || this.record.finished) return;
    this.record.expired = true;
    await this.deps.store.save(this.record);
    this.autoDispose = true;
    await this.disconnect();
  }

  protected admit(client: Seated): boolean {
    return admitMessage(client, Date.now(), (c, rule, text) => this.reject(c, rule, text));
  }

  protected enqueue(task: () => Promise<void> | void): void {
    this.queue = this.queue.then(task).catch((e: unknown) => {
      console.error(`[room ${this.roomId}]`, e);
    });
  }

  protected reject(client: Seated, rule: string, text: RefusalText): void {
    const version = this.session.actions.length;
    const rejection: Rejection = { rule, text, message: refusalEnglish(text), version };
    client.send('rejected', rejection);
  }

  /** The `seat` message for a viewer (a subclass adds the seat's token when it has one). */
  protected grantFor(viewer: Viewer): SeatGrant {
    return { code: this.record.code, viewer };
  }

  protected sendGrantAndView(client: Seated): void {
    const viewer = client.userData?.viewer;
    if (!viewer) return;
    client.send('seat', this.grantFor(viewer));
    const history: HistoryMessage = {
      version: this.session.actions.length,
      events: publicEvents(this.session.events),
    };
    client.send('history', history);
    client.send('view', this.viewFor(viewer));
  }

  protected viewFor(viewer: Viewer, shared = publicState(this.session.state)) {
    const state = this.session.state;
    return seatView(state, this.session.actions.length, viewer, shared, canUndo(this.session));
  }

  protected clientOf(seat: Seat): Seated | undefined {
    return (this.clients as unknown as Seated[]).find((c) => c.userData?.viewer === seat);
  }

  protected seatInfo(seat: Seat) {
    return this.state.seats.get(seat) as InstanceType<typeof SeatInfo>;
  }

  /**
   * Undo online: a seat takes back its own last action while it still decides, nothing was
   * revealed or rolled since, and the turn never passed to the other seat in between (the
   * session's undo floor). Never past the other player's action.
   */
  private async handleUndo(client: Seated, message: unknown): Promise<void> {
    const parsed = undoMessageSchema.safeParse(message);
    if (!parsed.success) {
      const issue = firstIssue(parsed.error, 'message');
      this.reject(client, 'protocol', refusal('room.malformed', { what: 'undo', issue }));
      return;
    }
    const viewer = client.userData?.viewer;
    if (viewer === undefined || viewer === 'spectator') {
      this.reject(client, 'spectator', refusal('room.spectatorUndo'));
      return;
    }
    if (parsed.data.version !== this.session.actions.length) {
      const version = this.session.actions.length;
      this.reject(client, 'stale', refusal('room.staleUndo', { version }));
      return;
    }
    const decision = currentDecision(this.session.state);
    if (!decision || decision.seat !== viewer || !canUndo(this.session)) {
      this.reject(client, 'undo', refusal('room.nothingToUndo'));
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
      const issue = firstIssue(parsed.error, 'message');
      this.reject(client, 'protocol', refusal('room.malformed', { what: 'act', issue }));
      return;
    }
    const viewer = client.userData?.viewer;
    if (viewer === undefined || viewer === 'spectator') {
      this.reject(client, 'spectator', refusal('room.spectatorAct'));
      return;
    }
    if (parsed.data.version !== this.session.actions.length) {
      this.reject(
        client,
        'stale',
        refusal('room.staleAction', {
          chosen: parsed.data.version,
          version: this.session.actions.length,
        }),
      );
      return;
    }
    const decision = currentDecision(this.session.state);
    if (!decision) {
      this.reject(client, 'game-over', refusal('room.gameOver'));
      return;
    }
    if (decision.seat !== viewer) {
      this.reject(
        client,
        'rules',
        refusal('room.notYourTurn', { seat: decision.seat, prompt: decision.prompt }),
      );
      return;
    }
    try {
      await this.commit(parsed.data.action as Action, viewer);
    } catch (e) {
      if (e instanceof IllegalActionError)
        this.reject(
          client,
          'rules',
          refusal('room.illegal', { rule: decision.rule, reason: e.text }),
        );
      else if (e instanceof StoreUnavailableError)
        this.reject(client, 'store', refusal('room.store'));
      else throw e;
    }
  }

  /**
   * Applies an action (throws IllegalActionError, changing nothing), stores it, then tells
   * everyone. An action the store cannot keep is not taken (StoreUnavailableError): the game
   * waits where it was until the store answers again.
   */
  protected async commit(action: Action, seat: Seat): Promise<void> {
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
    await this.afterCommit();
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

  protected syncLobby(): void {
    const s = this.session.state;
    const decision = currentDecision(s);
    this.state.version = this.session.actions.length;
    if (this.session.actions.length > 0) this.state.started = true;
    this.state.toMove = decision?.seat ?? '';
    this.state.act = s.act;
    this.state.turn = s.turn;
    this.state.finished = s.result !== null;
    this.state.winner = s.result?.versus?.winner ?? '';
    for (const seat of this.seats) {
      const info = this.seatInfo(seat);
      const facts = this.seatFacts(seat);
      info.kind = facts.kind;
      info.name = facts.name;
    }
  }
}
