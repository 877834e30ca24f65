import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode, ServerError } from '@colyseus/core';
import { toRecord, type Seat } from '../../src/core/index';
import { summarizeVoyage, type GameEndedEvent } from '../../src/core/voyageSummary';
import { firstIssue } from '../../src/kernel/firstIssue';
import type { BoardEntry } from '../../src/protocol/boardEntry';
import { dailyJoinOptionsSchema, type RankedMessage } from '../../src/protocol/dailyProtocol';
import {
  joinRefusalMessage,
  JoinRefusal,
  refusal,
  type RefusalText,
} from '../../src/protocol/refusal';
import type { RoomRecord } from '../store/GameStore';
import { createRateLimiter } from '../rateLimit';
import type { DailyService } from '../daily/DailyService';
import { dealSetup } from '../daily/dailyDeal';
import { playerIdOf, signedByDevice } from '../daily/deviceKey';
import { shownEntry, toBoardEntry } from '../voyages/BoardEntry';
import { captainNameOf, storedVoyageOf } from '../voyages/verifySubmission';
import { GameRoom, sessionOf, type GameRoomDeps } from './GameRoom';
import type { Seated } from './clientAdmission';
import { newRoomCode } from './roomCode';

export interface DailyRoomDeps extends GameRoomDeps {
  daily: DailyService;
  /** Signs the attempt `onAuth` grants, so `onCreate` takes options only from `onAuth`. */
  grantKey: string;
}

/** What `onAuth` proved about a joining device and which attempt it opens. */
interface DailyAuth {
  playerId: string;
  date: string;
  name: string;
  /** The attempt's room code (new, or the player's unfinished attempt of the day). */
  attempt: string;
}

const refuse = (text: RefusalText) =>
  new ServerError(ErrorCode.AUTH_FAILED, joinRefusalMessage(text));

function grantOf(key: string, auth: DailyAuth): string {
  return createHmac('sha256', key)
    .update(`${auth.attempt}|${auth.playerId}|${auth.date}|${auth.name}`)
    .digest('base64url');
}

function sameText(a: unknown, b: string): boolean {
  if (typeof a !== 'string' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Checks a join of the daily room (before any room is found or made): the device key signed a
 * fresh challenge; the player has not finished today's attempt; a new attempt is within its
 * address's limit. Adds the proven facts to the options (what the client sent for them is
 * overwritten) so `filterBy(['attempt'])` finds the player's live room.
 */
export async function authorizeDailyJoin(
  deps: DailyRoomDeps,
  options: Record<string, unknown>,
): Promise<DailyAuth> {
  const parsed = dailyJoinOptionsSchema.safeParse(options);
  if (!parsed.success)
    throw refuse(refusal('daily.malformedJoin', { issue: firstIssue(parsed.error, 'options') }));
  const { publicKey, challenge, signature } = parsed.data;
  const name = captainNameOf(parsed.data.name);
  if (name === null) throw refuse(refusal('daily.name'));
  const nowMs = deps.daily.now().getTime();
  const address = deps.daily.challenges.take(challenge, nowMs);
  if (address === null) throw refuse(refusal('daily.challenge'));
  if (!signedByDevice(publicKey, challenge, signature)) throw refuse(refusal('daily.signature'));
  const playerId = playerIdOf(publicKey);
  const date = deps.daily.today();
  const started = await deps.store.daily.attemptOf(date, playerId);
  let attempt: string;
  if (started !== null) {
    const stored = await deps.store.load(started);
    if (stored?.finished) throw refuse(refusal('daily.played'));
    attempt = started;
  } else {
    if (!deps.daily.takeStart(address, nowMs)) throw refuse(refusal('daily.tooManyStarts'));
    attempt = newRoomCode();
  }
  const auth: DailyAuth = { playerId, date, name, attempt };
  for (const key of Object.keys(options)) delete options[key];
  Object.assign(options, auth, { grant: grantOf(deps.grantKey, auth) });
  return auth;
}

/**
 * One player's official attempt at the voyage of the day (a one-seat GameRoom): the server deals
 * the day's secret seed, keeps the record as the game goes and ranks it when the game ends.
 * A rejoin by the same device resumes it; a second join after the end is refused in `onAuth`.
 */
export class DailyRoom extends GameRoom<DailyRoomDeps> {
  protected readonly seats: readonly Seat[] = ['nautilus'];
  private entry: BoardEntry | null = null;

  override maxClients = 4;

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    const resume = typeof options.resume === 'string' ? options.resume : null;
    if (resume !== null && options.resumeKey === this.deps.resumeKey) {
      const stored = await this.deps.store.load(resume);
      if (!stored?.daily) throw new Error(`No stored voyage of the day ${resume}`);
      this.record = stored;
    } else {
      this.record = await this.openAttempt(options);
    }
    this.session = sessionOf(this.record);
    this.openTable();
  }

  /** The attempt `onAuth` granted: the stored one (after a restart), or a new game dealt now. */
  private async openAttempt(options: Record<string, unknown>): Promise<RoomRecord> {
    const auth = options as unknown as DailyAuth & { grant?: unknown };
    if (!sameText(auth.grant, grantOf(this.deps.grantKey, auth)))
      throw new JoinRefusal(refusal('daily.signedOnly'));
    const stored = await this.deps.store.load(auth.attempt);
    if (stored) {
      if (stored.daily?.playerId !== auth.playerId || stored.finished)
        throw new JoinRefusal(refusal('daily.cannotResume'));
      stored.expired = false;
      return stored;
    }
    const { store, daily } = this.deps;
    const claimed = await store.daily.claimAttempt(auth.date, auth.playerId, auth.attempt);
    if (claimed !== auth.attempt) throw new JoinRefusal(refusal('daily.otherWindow'));
    const record: RoomRecord = {
      code: auth.attempt,
      setup: dealSetup(daily.deal(auth.date)),
      actions: [],
      seatTokens: { nautilus: null, imperialist: null },
      bots: [],
      finished: false,
      daily: { date: auth.date, playerId: auth.playerId, name: auth.name },
    };
    await store.save(record);
    return record;
  }

  override onJoin(client: Seated): void {
    const auth = (client as unknown as { auth?: DailyAuth }).auth;
    if (!auth || auth.playerId !== this.record.daily?.playerId)
      throw new JoinRefusal(refusal('daily.otherDevice'));
    for (const other of this.clients as unknown as Seated[]) {
      if (other !== client && other.userData?.viewer === 'nautilus') {
        other.userData.replaced = true;
        other.leave();
      }
    }
    client.userData = {
      viewer: 'nautilus',
      limiter: createRateLimiter(this.deps.rate.perSecond, this.deps.rate.burst),
    };
    this.seatInfo('nautilus').connected = true;
    this.disarmExpiry();
    this.syncLobby();
  }

  override onDrop(client: Seated): void {
    if (!client.userData?.replaced) this.seatInfo('nautilus').connected = false;
    this.allowReconnection(client, this.deps.reconnectSeconds).catch(() => undefined);
  }

  override onReconnect(client: Seated): void {
    this.seatInfo('nautilus').connected = true;
    this.disarmExpiry();
    this.sendGrantAndView(client);
  }

  override onLeave(client: Seated): void {
    this.armExpiry();
    if (client.userData?.replaced || this.clientOf('nautilus')) return;
    this.seatInfo('nautilus').connected = false;
  }

  protected seatFacts() {
    return { kind: 'human' as const, name: this.record.daily?.name ?? '' };
  }

  protected override sendGrantAndView(client: Seated): void {
    super.sendGrantAndView(client);
    if (this.entry) client.send('ranked', { entry: this.entry } satisfies RankedMessage);
  }

  protected async afterCommit(): Promise<void> {
    if (this.record.finished) await this.rank();
  }

  /** Scores the ended voyage with the core and puts it on its day's board (if the day is open). */
  private async rank(): Promise<void> {
    const attempt = this.record.daily;
    if (!attempt) return;
    const ended = [...this.session.events]
      .reverse()
      .find((e): e is GameEndedEvent => e.type === 'GameEnded');
    const summary = ended ? summarizeVoyage(this.session.state, ended) : null;
    if (!summary) return;
    const { daily, store } = this.deps;
    if (attempt.date !== daily.today()) {
      for (const c of this.clients as unknown as Seated[])
        this.reject(c, 'daily-closed', refusal('daily.closed', { date: attempt.date }));
      return;
    }
    const voyage = storedVoyageOf(summary, this.record.setup, {
      playerId: attempt.playerId,
      name: attempt.name,
      daily: attempt.date,
      submittedAt: daily.now(),
    });
    if ((await store.voyages.add(voyage, toRecord(this.session))) === 'duplicate') {
      console.error(`[room ${this.roomId}] ${attempt.playerId} already ranked on ${attempt.date}`);
      return;
    }
    const query = { kind: 'daily' as const, date: attempt.date };
    const rank = (await store.voyages.countAbove(query, voyage.score)) + 1;
    this.entry = shownEntry(toBoardEntry(voyage, rank), attempt.date);
    this.record = { ...this.record, daily: { ...attempt, entryId: voyage.id } };
    await store.save(this.record);
    this.broadcast('ranked', { entry: this.entry } satisfies RankedMessage);
  }
}

/** A DailyRoom class bound to one server's store and settings, with its signed-join check. */
export function bindDailyRoom(deps: DailyRoomDeps): typeof DailyRoom {
  return class BoundDailyRoom extends DailyRoom {
    override deps = deps;
    static override async onAuth(_token: string, options: Record<string, unknown>) {
      return authorizeDailyJoin(deps, options);
    }
  };
}
