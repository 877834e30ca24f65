import { performance } from 'node:perf_hooks';
import { Client } from '@colyseus/sdk';
import { randomInt, type RngState } from '../../src/kernel/prng';
import {
  DAILY_ROOM_NAME,
  DAILY_SIGN_PREFIX,
  type DailyJoinOptions,
} from '../../src/protocol/dailyProtocol';
import type { EventsMessage, Rejection, SeatView } from '../../src/protocol/protocol';
import type { LoadRoom, PaceMs } from './loadClients';

/**
 * Opens one official attempt at the voyage of the day as a player would: a device key (Web
 * Crypto), a challenge from `POST /api/daily/challenge`, the signed join. Each player comes
 * through its own address (the server trusts loopback as its proxy, so `X-Forwarded-For` names
 * it) and thinks for a seeded `pace` before choosing one of its options; `onRoundTrip` gets the
 * time from sending an action to the view that answers it.
 */
export async function openDailyLoadRoom(
  endpoint: string,
  player: number,
  rng: RngState,
  pace: PaceMs,
  onRoundTrip: (ms: number) => void,
): Promise<LoadRoom> {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const address = `10.${(player >> 16) & 255}.${(player >> 8) & 255}.${player & 255}`;
  const res = await fetch(`${endpoint}/api/daily/challenge`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': address },
  });
  const { challenge } = (await res.json()) as { challenge: string };
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    keys.privateKey,
    new TextEncoder().encode(`${DAILY_SIGN_PREFIX}${challenge}`),
  );
  const options: DailyJoinOptions = {
    name: `load ${player}`,
    publicKey: { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! },
    challenge,
    signature: Buffer.from(signature).toString('base64url'),
  };
  const room = await new Client(endpoint).joinOrCreate(DAILY_ROOM_NAME, options);

  const versionsSeen: number[] = [];
  const refused: string[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let view: SeatView | null = null;
  let stopped = false;
  let pendingVersion = -1;
  let sentAt = 0;
  const consider = (next: SeatView) => {
    view = next;
    if (pendingVersion >= 0 && next.version > pendingVersion) {
      onRoundTrip(performance.now() - sentAt);
      pendingVersion = -1;
    }
    if (stopped || next.options.length === 0 || pendingVersion >= 0) return;
    const version = next.version;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        const now = view;
        if (stopped || !now || now.version !== version || now.options.length === 0) return;
        pendingVersion = version;
        sentAt = performance.now();
        room.send('act', { version, action: now.options[randomInt(rng, now.options.length)] });
      },
      pace.min + randomInt(rng, pace.max - pace.min + 1),
    );
    timers.add(timer);
  };
  const first = new Promise<void>((resolve) => {
    room.onMessage('view', (v: SeatView) => {
      consider(v);
      resolve();
    });
  });
  room.onMessage('events', (e: EventsMessage) => versionsSeen.push(e.version));
  room.onMessage('rejected', (r: Rejection) => {
    refused.push(`${r.rule}: ${r.message}`);
    pendingVersion = -1;
  });
  for (const type of ['seat', 'history', 'ranked']) room.onMessage(type, () => undefined);
  room.send('sync');
  await first;

  const code = room.roomId;
  return {
    code,
    versionsSeen,
    refused,
    lastView: () => view,
    finished: () => view !== null && view.decision === null,
    async quiesce() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      for (let waited = 0; pendingVersion >= 0 && waited < 5000; waited += 50) {
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await Promise.race([room.leave().catch(() => {}), new Promise((r) => setTimeout(r, 3000))]);
    },
  };
}
