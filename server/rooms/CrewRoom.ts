import { randomBytes, randomUUID } from 'node:crypto';
import { Room, type Client } from '@colyseus/core';
import {
  crewCloseSchema,
  crewJoinSchema,
  crewPublishSchema,
  crewResultSchema,
  crewTimerSchema,
  crewVoteSchema,
  type CrewClosed,
  type CrewDecision,
  type CrewHosted,
  type CrewPublish,
  type CrewRefusal,
  type CrewRefusalReason,
  type CrewTally,
  type CrewTallyMessage,
  type CrewVoted,
} from '../../src/protocol/crewProtocol';
import { firstIssue } from '../../src/kernel/firstIssue';
import { JoinRefusal, refusal } from '../../src/protocol/refusal';
import { createRateLimiter, type RateLimiter } from '../rateLimit';

export interface CrewRoomDeps {
  /** Votes per device: `burst` at once, refilled at `perSecond`. */
  rate: { perSecond: number; burst: number };
  /** The live tally goes to the show (the stream draws it) at most this often (ms). */
  tallyEveryMs: number;
  /** …and to the phones at most this often: one message per phone per period, however many vote. */
  phoneTallyEveryMs: number;
  /** A room whose host is gone this long closes (ms). */
  hostGoneMs: number;
}

export const CREW_ROOM_DEFAULTS: CrewRoomDeps = {
  rate: { perSecond: 2, burst: 6 },
  tallyEveryMs: 250,
  phoneTallyEveryMs: 1000,
  hostGoneMs: 10 * 60 * 1000,
};

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** How long a dropped phone or show may come back to its place (seconds). */
const RECONNECT_SECONDS = 30;
/** A client that keeps sending refused messages past this many is disconnected. */
const MAX_REFUSED = 200;

interface CrewClientData {
  role: 'host' | 'phone';
  device: string;
  refused: number;
}
type CrewClient = Client<{ userData: CrewClientData }>;

interface OpenDecision {
  publish: CrewPublish;
  /** Set once the phones can see it (after the stream's delay). */
  shown: boolean;
  /** The count runs (else the streamer paused it); `leftMs` is what remains when it is not running or not shown yet. */
  running: boolean;
  leftMs: number;
  closesAt: number | null;
  closed: boolean;
  /** device → option number. Nothing else about a voter is kept. */
  votes: Map<string, number>;
  tally: CrewTally;
}

/**
 * A crew vote: the show's page (the host) publishes each decision; phones vote by device id for
 * one of its options; the host closes the count and gets the tally. The room keeps no game and
 * nothing personal (a device id is a random string the phone made).
 */
export class CrewRoom extends Room {
  declare deps: CrewRoomDeps;
  private code = '';
  private hostToken = '';
  private decision: OpenDecision | null = null;
  private limiters = new Map<string, RateLimiter>();
  /** A device's open tabs (each hears the device's vote). */
  private tabs = new Map<string, Set<CrewClient>>();
  private revealTimer: { clear(): void } | null = null;
  private tallyTimer: { clear(): void } | null = null;
  private phoneTallyTimer: { clear(): void } | null = null;
  private hostGoneTimer: { clear(): void } | null = null;

  override maxClients = 5000;

  private hostClaimed = false;

  override onCreate(options: unknown): void {
    if ((options as { role?: unknown } | null)?.role !== 'host')
      throw new JoinRefusal(refusal('crew.hostOnly'));
    this.deps ??= CREW_ROOM_DEFAULTS;
    this.code = Array.from(randomBytes(5), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
    this.roomId = this.code;
    this.hostToken = randomUUID();
    this.onMessage('publish', (client: CrewClient, message: unknown) =>
      this.asHost(client, () => this.publish(client, message)),
    );
    this.onMessage('timer', (client: CrewClient, message: unknown) =>
      this.asHost(client, () => this.timer(client, message)),
    );
    this.onMessage('close', (client: CrewClient, message: unknown) =>
      this.asHost(client, () => this.close(client, message)),
    );
    this.onMessage('result', (client: CrewClient, message: unknown) =>
      this.asHost(client, () => {
        const parsed = crewResultSchema.safeParse(message);
        if (parsed.success) this.broadcast('result', parsed.data);
        else this.refuse(client, 'protocol', null);
      }),
    );
    this.onMessage('vote', (client: CrewClient, message: unknown) => this.vote(client, message));
    this.onMessage('sync', (client: CrewClient) => this.sync(client));
    this.onMessage('*', (client: CrewClient) => this.refuse(client, 'protocol', null));
  }

  override onJoin(client: CrewClient, rawOptions: unknown): void {
    const parsed = crewJoinSchema.safeParse(rawOptions ?? {});
    if (!parsed.success)
      throw new JoinRefusal(
        refusal('crew.malformedJoin', { issue: firstIssue(parsed.error, 'options') }),
      );
    const options = parsed.data;
    if (options.role === 'host') {
      if (this.hostClaimed && options.token !== this.hostToken)
        throw new JoinRefusal(refusal('crew.otherShow'));
      this.hostClaimed = true;
      client.userData = { role: 'host', device: '', refused: 0 };
      this.hostGoneTimer?.clear();
      this.hostGoneTimer = null;
    } else {
      client.userData = { role: 'phone', device: options.device, refused: 0 };
      const tabs = this.tabs.get(options.device) ?? new Set<CrewClient>();
      tabs.add(client);
      this.tabs.set(options.device, tabs);
    }
  }

  /** Sent when the client asks (`sync`), once its handlers are in place. */
  private sync(client: CrewClient): void {
    const data = client.userData;
    if (!data) return;
    if (data.role === 'host') {
      const hosted: CrewHosted = { code: this.code, token: this.hostToken };
      client.send('hosted', hosted);
    }
    const shown = this.decision?.shown ? this.decision : null;
    client.send('decision', shown ? this.decisionMessage(shown) : null);
    if (!shown) return;
    client.send('tally', this.tallyMessage(shown));
    if (shown.closed) client.send('closed', { ...this.tallyMessage(shown), closed: true });
    const mine = shown.votes.get(data.device);
    if (mine !== undefined && data.role === 'phone') {
      const voted: CrewVoted = { decisionId: shown.publish.decisionId, n: mine };
      client.send('voted', voted);
    }
  }

  /** A dropped link (a phone locking, a show's network blip) may come back for a moment. */
  override onDrop(client: CrewClient): void {
    this.allowReconnection(client, RECONNECT_SECONDS).catch(() => undefined);
  }

  override onReconnect(client: CrewClient): void {
    this.sync(client);
  }

  override onLeave(client: CrewClient): void {
    const device = client.userData?.device;
    const tabs = device ? this.tabs.get(device) : undefined;
    if (device && tabs) {
      tabs.delete(client);
      if (tabs.size === 0) this.tabs.delete(device);
    }
    if (client.userData?.role !== 'host') return;
    if (this.clients.some((c) => (c as CrewClient).userData?.role === 'host')) return;
    this.hostGoneTimer?.clear();
    this.hostGoneTimer = this.clock.setTimeout(() => void this.disconnect(), this.deps.hostGoneMs);
  }

  override onDispose(): void {
    this.revealTimer?.clear();
    this.tallyTimer?.clear();
    this.phoneTallyTimer?.clear();
    this.hostGoneTimer?.clear();
  }

  private asHost(client: CrewClient, then: () => void): void {
    if (client.userData?.role === 'host') then();
    else this.refuse(client, 'not-host', null);
  }

  private refuse(client: CrewClient, reason: CrewRefusalReason, decisionId: string | null): void {
    const data = client.userData;
    if (data) {
      data.refused++;
      if (data.refused > MAX_REFUSED) {
        client.leave(4029);
        return;
      }
    }
    const refusal: CrewRefusal = { reason, decisionId };
    client.send('refused', refusal);
  }

  /** A new decision replaces the open one; the phones see it once the stream's delay has passed. */
  private publish(client: CrewClient, message: unknown): void {
    const parsed = crewPublishSchema.safeParse(message);
    if (!parsed.success) {
      this.refuse(client, 'protocol', null);
      return;
    }
    this.revealTimer?.clear();
    this.clearTallyTimers();
    const publish = parsed.data as CrewPublish;
    const decision: OpenDecision = {
      publish,
      shown: false,
      running: true,
      leftMs: publish.openMs,
      closesAt: null,
      closed: false,
      votes: new Map(),
      tally: Object.fromEntries(publish.options.map((o) => [String(o.n), 0])),
    };
    this.decision = decision;
    const reveal = () => {
      this.revealTimer = null;
      if (this.decision !== decision || decision.closed) return;
      decision.shown = true;
      if (decision.running) decision.closesAt = Date.now() + decision.leftMs;
      this.broadcast('decision', this.decisionMessage(decision));
    };
    if (publish.delayMs > 0) this.revealTimer = this.clock.setTimeout(reveal, publish.delayMs);
    else reveal();
  }

  private timer(client: CrewClient, message: unknown): void {
    const parsed = crewTimerSchema.safeParse(message);
    const decision = this.decision;
    if (!parsed.success) {
      this.refuse(client, 'protocol', null);
      return;
    }
    if (!decision || decision.publish.decisionId !== parsed.data.decisionId || decision.closed) {
      this.refuse(client, 'stale', parsed.data.decisionId);
      return;
    }
    decision.running = !parsed.data.paused;
    decision.leftMs = parsed.data.leftMs;
    if (!decision.shown) return;
    decision.closesAt = decision.running ? Date.now() + decision.leftMs : null;
    this.broadcast('decision', this.decisionMessage(decision));
  }

  /** Closes the count: the host gets the final tally, and so does every phone. */
  private close(client: CrewClient, message: unknown): void {
    const parsed = crewCloseSchema.safeParse(message);
    if (!parsed.success) {
      this.refuse(client, 'protocol', null);
      return;
    }
    const decision = this.decision;
    if (!decision || decision.publish.decisionId !== parsed.data.decisionId) {
      this.refuse(client, 'stale', parsed.data.decisionId);
      return;
    }
    this.revealTimer?.clear();
    this.clearTallyTimers();
    decision.closed = true;
    const closed: CrewClosed = { ...this.tallyMessage(decision), closed: true };
    this.broadcast('closed', closed);
  }

  private vote(client: CrewClient, message: unknown): void {
    const data = client.userData;
    if (!data) return;
    if (data.role !== 'phone') {
      this.refuse(client, 'not-host', null);
      return;
    }
    let limiter = this.limiters.get(data.device);
    if (!limiter) {
      limiter = createRateLimiter(this.deps.rate.perSecond, this.deps.rate.burst);
      this.limiters.set(data.device, limiter);
    }
    if (!limiter.take(Date.now())) {
      if (limiter.refused === 1) this.refuse(client, 'rate-limit', null);
      else if (limiter.refused > MAX_REFUSED) client.leave(4029);
      return;
    }
    const parsed = crewVoteSchema.safeParse(message);
    if (!parsed.success) {
      this.refuse(client, 'protocol', null);
      return;
    }
    const { decisionId, n } = parsed.data;
    const decision = this.decision;
    if (!decision?.shown) {
      this.refuse(client, 'not-open', decisionId);
      return;
    }
    if (decision.publish.decisionId !== decisionId || decision.closed) {
      this.refuse(client, 'stale', decisionId);
      return;
    }
    if (!decision.publish.options.some((o) => o.n === n)) {
      this.refuse(client, 'illegal', decisionId);
      return;
    }
    const before = decision.votes.get(data.device);
    if (before !== undefined)
      decision.tally[String(before)] = (decision.tally[String(before)] ?? 1) - 1;
    decision.votes.set(data.device, n);
    decision.tally[String(n)] = (decision.tally[String(n)] ?? 0) + 1;
    const voted: CrewVoted = { decisionId, n };
    client.send('voted', voted);
    // The same device on another tab learns its vote too.
    for (const other of this.tabs.get(data.device) ?? [])
      if (other !== client) other.send('voted', voted);
    this.scheduleTally(decision);
  }

  private clearTallyTimers(): void {
    this.tallyTimer?.clear();
    this.tallyTimer = null;
    this.phoneTallyTimer?.clear();
    this.phoneTallyTimer = null;
  }

  /**
   * The live tally goes to the show at most every `tallyEveryMs` and to the phones at most every
   * `phoneTallyEveryMs`, however many votes arrive.
   */
  private scheduleTally(decision: OpenDecision): void {
    const sendTo = (role: 'host' | 'phone') => {
      if (this.decision !== decision || decision.closed) return;
      const message = this.tallyMessage(decision);
      for (const c of this.clients as CrewClient[])
        if (c.userData?.role === role) c.send('tally', message);
    };
    this.tallyTimer ??= this.clock.setTimeout(() => {
      this.tallyTimer = null;
      sendTo('host');
    }, this.deps.tallyEveryMs);
    this.phoneTallyTimer ??= this.clock.setTimeout(() => {
      this.phoneTallyTimer = null;
      sendTo('phone');
    }, this.deps.phoneTallyEveryMs);
  }

  private tallyMessage(decision: OpenDecision): CrewTallyMessage {
    return {
      decisionId: decision.publish.decisionId,
      tally: { ...decision.tally },
      voters: decision.votes.size,
    };
  }

  private decisionMessage(decision: OpenDecision): CrewDecision {
    const { decisionId, prompt, options } = decision.publish;
    return {
      decisionId,
      prompt,
      options,
      closesAt: decision.running ? decision.closesAt : null,
      pausedLeftMs: decision.running ? null : decision.leftMs,
      now: Date.now(),
    };
  }
}

/** A CrewRoom class with its limits (tests shorten them). */
export function bindCrewRoom(deps: Partial<CrewRoomDeps> = {}): typeof CrewRoom {
  const bound = { ...CREW_ROOM_DEFAULTS, ...deps };
  return class BoundCrewRoom extends CrewRoom {
    override deps = bound;
  };
}
