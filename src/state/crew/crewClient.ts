import { Client, type Room } from '@colyseus/sdk';
import {
  CREW_ROOM_NAME,
  type CrewClosed,
  type CrewDecision,
  type CrewHosted,
  type CrewPublish,
  type CrewRefusal,
  type CrewResult,
  type CrewTallyMessage,
  type CrewTimer,
  type CrewVoted,
} from '../../protocol/crewProtocol';

type Listener<T> = (value: T) => void;

/** One kind of message from the room, to listen to. */
function channel<T>(room: Room, type: string) {
  const listeners = new Set<Listener<T>>();
  let last: T | null = null;
  room.onMessage(type, (value: T) => {
    last = value;
    for (const l of listeners) l(value);
  });
  return {
    get last() {
      return last;
    },
    on(listener: Listener<T>) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What the show's page holds: publishes decisions, closes counts, hears the live tally. */
export interface CrewHost {
  readonly code: string;
  readonly token: string;
  publish(decision: CrewPublish): void;
  /** Pauses the count with `leftMs` to go, or runs it again. */
  timer(timer: CrewTimer): void;
  /** Closes the count; resolves with the final tally. */
  close(decisionId: string): Promise<CrewClosed>;
  /** Tells the phones what was played and who chose it. */
  result(result: CrewResult): void;
  onTally(listener: Listener<CrewTallyMessage>): () => void;
  onRefused(listener: Listener<CrewRefusal>): () => void;
  /** The link to the server dropped (true) or came back (false). */
  onDropped(listener: Listener<boolean>): () => void;
  leave(): Promise<void>;
}

/** What a phone holds: the decision the stream shows, the tally, and its own vote. */
export interface CrewPhone {
  readonly decision: CrewDecision | null;
  vote(decisionId: string, n: number): void;
  onDecision(listener: Listener<CrewDecision | null>): () => void;
  onTally(listener: Listener<CrewTallyMessage>): () => void;
  onVoted(listener: Listener<CrewVoted>): () => void;
  onClosed(listener: Listener<CrewClosed>): () => void;
  onResult(listener: Listener<CrewResult>): () => void;
  onRefused(listener: Listener<CrewRefusal>): () => void;
  onDropped(listener: Listener<boolean>): () => void;
  leave(): Promise<void>;
}

function dropped(room: Room) {
  const listeners = new Set<Listener<boolean>>();
  room.onDrop(() => listeners.forEach((l) => l(true)));
  room.onReconnect(() => listeners.forEach((l) => l(false)));
  room.onLeave(() => listeners.forEach((l) => l(true)));
  return (listener: Listener<boolean>) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
}

/** Opens a crew vote on the game server at `endpoint` (or takes back one with its token). */
export async function hostCrew(
  endpoint: string,
  again?: { code: string; token: string },
): Promise<CrewHost> {
  const client = new Client(endpoint);
  const room = again
    ? await client.joinById(again.code, { role: 'host', token: again.token })
    : await client.create(CREW_ROOM_NAME, { role: 'host' });
  const hosted = channel<CrewHosted>(room, 'hosted');
  const tally = channel<CrewTallyMessage>(room, 'tally');
  const closed = channel<CrewClosed>(room, 'closed');
  const refused = channel<CrewRefusal>(room, 'refused');
  channel<CrewDecision | null>(room, 'decision');
  const ready = new Promise<CrewHosted>((resolve) => hosted.on(resolve));
  room.send('sync');
  const grant = await ready;
  return {
    code: grant.code,
    token: grant.token,
    publish: (decision) => room.send('publish', decision),
    timer: (timer) => room.send('timer', timer),
    close(decisionId) {
      return new Promise<CrewClosed>((resolve, reject) => {
        const stop = [
          closed.on((c) => {
            if (c.decisionId !== decisionId) return;
            stop.forEach((s) => s());
            resolve(c);
          }),
          refused.on((r) => {
            if (r.decisionId !== decisionId) return;
            stop.forEach((s) => s());
            reject(new Error(`the count of ${decisionId} could not close: ${r.reason}`));
          }),
        ];
        room.send('close', { decisionId });
      });
    },
    result: (result) => room.send('result', result),
    onTally: tally.on,
    onRefused: refused.on,
    onDropped: dropped(room),
    leave: async () => {
      await room.leave(true);
    },
  };
}

/** Joins a crew vote by its code as a phone with this device's id. */
export async function joinCrew(endpoint: string, code: string, device: string): Promise<CrewPhone> {
  const client = new Client(endpoint);
  const room = await client.joinById(code, { role: 'phone', device });
  const decision = channel<CrewDecision | null>(room, 'decision');
  const tally = channel<CrewTallyMessage>(room, 'tally');
  const voted = channel<CrewVoted>(room, 'voted');
  const closed = channel<CrewClosed>(room, 'closed');
  const result = channel<CrewResult>(room, 'result');
  const refused = channel<CrewRefusal>(room, 'refused');
  room.send('sync');
  return {
    get decision() {
      return decision.last;
    },
    vote: (decisionId, n) => room.send('vote', { decisionId, n }),
    onDecision: decision.on,
    onTally: tally.on,
    onVoted: voted.on,
    onClosed: closed.on,
    onResult: result.on,
    onRefused: refused.on,
    onDropped: dropped(room),
    leave: async () => {
      await room.leave(true);
    },
  };
}
