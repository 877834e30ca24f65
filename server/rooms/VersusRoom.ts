import { randomUUID } from 'node:crypto';
import { defaultSetup, startSession, type Seat } from '../../src/core/index';
import { botMessageSchema, joinOptionsSchema } from '../../src/protocol/messageSchemas';
import type { JoinOptions, SeatGrant, Viewer } from '../../src/protocol/protocol';
import { JoinRefusal, refusal } from '../../src/protocol/refusal';
import { createRateLimiter } from '../rateLimit';
import { firstIssue } from '../../src/kernel/firstIssue';
import { GameRoom, sessionOf, type GameRoomDeps } from './GameRoom';
import type { Seated } from './clientAdmission';
import { newRoomCode } from './roomCode';
import { botMove, botSeatDecides, STORE_RETRY_MS } from './roomBot';
import { StoreUnavailableError } from './StoreUnavailableError';
import { claimVersusSeat, otherSeat, seatKindOf, VERSUS_SEATS } from './versusSeats';

export { newRoomCode } from './roomCode';
export { StoreUnavailableError } from './StoreUnavailableError';

export interface RoomDeps extends GameRoomDeps {
  /** Pause before a bot acts, so people can follow (ms). */
  botDelayMs: number;
}

/**
 * One Imperialist versus game (a GameRoom with two seats): seats and lobby, seat tokens, bots on
 * open or abandoned seats, spectators.
 */
export class VersusRoom extends GameRoom<RoomDeps> {
  protected readonly seats = VERSUS_SEATS;
  private names: Record<Seat, string> = { nautilus: '', imperialist: '' };
  private botTimer: { clear(): void } | null = null;

  override maxClients = 34;

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    const resume = typeof options.resume === 'string' ? options.resume : null;
    if (resume !== null && options.resumeKey === this.deps.resumeKey) {
      const stored = await this.deps.store.load(resume);
      if (!stored) throw new Error(`No stored game ${resume}`);
      this.record = stored;
      this.session = sessionOf(stored);
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
    this.openTable({
      bot: (client, message) => this.enqueue(() => this.handleBot(client, message)),
      start: (client) => {
        if (client.userData?.viewer === 'spectator') {
          this.reject(client, 'spectator', refusal('versus.spectatorStart'));
          return;
        }
        this.state.started = true;
      },
    });
    if (resume === null) await this.deps.store.save(this.record);
    this.scheduleBot();
  }

  override onJoin(client: Seated, rawOptions: unknown): void {
    const parsed = joinOptionsSchema.safeParse(rawOptions ?? {});
    if (!parsed.success)
      throw new JoinRefusal(
        refusal('versus.malformedJoin', { issue: firstIssue(parsed.error, 'options') }),
      );
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
    if (this.clientOf(viewer) !== undefined) return;
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

  override onDispose(): void {
    this.botTimer?.clear();
    super.onDispose();
  }

  protected seatFacts(seat: Seat) {
    return { kind: seatKindOf(this.record, seat), name: this.names[seat] };
  }

  protected override grantFor(viewer: Viewer): SeatGrant {
    const grant = super.grantFor(viewer);
    if (viewer !== 'spectator') grant.token = this.record.seatTokens[viewer] ?? undefined;
    return grant;
  }

  protected afterCommit(): void {
    this.scheduleBot();
  }

  /** Chooses the viewer for a joining client, or throws to refuse the join. */
  private claimSeat(client: Seated, options: JoinOptions): Viewer {
    const claim = claimVersusSeat(this.record, options, (s) => this.clientOf(s) !== undefined);
    if (claim.kind === 'spectator') return 'spectator';
    if (claim.kind === 'token') {
      for (const other of this.clients as unknown as Seated[]) {
        if (other !== client && other.userData?.viewer === claim.seat) {
          other.userData.replaced = true;
          other.leave();
        }
      }
      this.takeSeat(claim.seat, options, this.record.seatTokens[claim.seat] as string);
      return claim.seat;
    }
    this.takeSeat(claim.seat, options, randomUUID());
    // The creator plays against the bot unless they wait for a friend (who can still take over).
    if (claim.creator && !options.waitForOpponent) this.record.bots.push(otherSeat(claim.seat));
    return claim.seat;
  }

  private takeSeat(seat: Seat, options: JoinOptions, token: string): void {
    this.record.seatTokens[seat] = token;
    this.record.bots = this.record.bots.filter((s) => s !== seat);
    this.names[seat] = options.name ?? '';
    this.seatInfo(seat).connected = true;
  }

  private async handleBot(client: Seated, message: unknown): Promise<void> {
    const parsed = botMessageSchema.safeParse(message);
    if (!parsed.success) {
      const issue = firstIssue(parsed.error, 'message');
      this.reject(client, 'protocol', refusal('room.malformed', { what: 'bot', issue }));
      return;
    }
    const seat = parsed.data.seat;
    if (client.userData?.viewer === 'spectator') {
      this.reject(client, 'spectator', refusal('versus.spectatorBot'));
      return;
    }
    if (seatKindOf(this.record, seat) !== 'open') {
      this.reject(client, 'seat', refusal('versus.seatNotOpen', { seat }));
      return;
    }
    this.record.bots.push(seat);
    this.syncLobby();
    await this.deps.store.save(this.record);
    this.scheduleBot();
  }

  private scheduleBot(): void {
    this.botTimer?.clear();
    this.botTimer = null;
    if (!botSeatDecides(this.session, this.record.bots)) return;
    if (this.clients.length === 0) return;
    this.botTimer = this.clock.setTimeout(() => {
      this.botTimer = null;
      this.enqueue(() => this.botStep());
    }, this.deps.botDelayMs);
  }

  private async botStep(): Promise<void> {
    const move = botMove(this.session, this.record.bots);
    if (!move) return;
    try {
      await this.commit(move.action, move.seat);
    } catch (e) {
      if (!(e instanceof StoreUnavailableError)) throw e;
      this.botTimer = this.clock.setTimeout(() => this.scheduleBot(), STORE_RETRY_MS);
    }
  }
}

/** A VersusRoom class bound to one server's store and settings. */
export function bindVersusRoom(deps: RoomDeps): typeof VersusRoom {
  return class BoundVersusRoom extends VersusRoom {
    override deps = deps;
  };
}
