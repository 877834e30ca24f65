import { Client, type Room } from '@colyseus/sdk';
import {
  DAILY_ROOM_NAME,
  DAILY_SIGN_PREFIX,
  type DailyJoinOptions,
  type RankedMessage,
} from '../../src/protocol/dailyProtocol';
import type {
  EventsMessage,
  HistoryMessage,
  Rejection,
  SeatGrant,
  SeatView,
} from '../../src/protocol/protocol';

/** A device key as the page makes one: Web Crypto ECDSA P-256, the private half not extractable. */
export interface Device {
  keys: CryptoKeyPair;
  publicKey: DailyJoinOptions['publicKey'];
}

export async function newDevice(): Promise<Device> {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  return { keys, publicKey: { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! } };
}

export async function signChallenge(device: Device, challenge: string): Promise<string> {
  const data = new TextEncoder().encode(`${DAILY_SIGN_PREFIX}${challenge}`);
  const sig = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    device.keys.privateKey,
    data,
  );
  return Buffer.from(sig).toString('base64url');
}

export async function fetchChallenge(base: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/daily/challenge`, { method: 'POST', headers });
  const json = (await res.json()) as { ok: boolean; challenge?: string; reason?: string };
  if (!json.challenge) throw new Error(`no challenge: ${res.status} ${json.reason}`);
  return json.challenge;
}

/** Join options for one attempt: a fresh challenge signed by the device. */
export async function joinOptions(
  base: string,
  device: Device,
  name = 'Aronnax',
): Promise<DailyJoinOptions> {
  const challenge = await fetchChallenge(base);
  return {
    name,
    publicKey: device.publicKey,
    challenge,
    signature: await signChallenge(device, challenge),
  };
}

/** One connection to a daily room, keeping every message it got. */
export class DailyPlayer {
  seat: SeatGrant | null = null;
  view: SeatView | null = null;
  history: HistoryMessage | null = null;
  ranked: RankedMessage | null = null;
  readonly events: EventsMessage[] = [];
  readonly rejections: Rejection[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly room: Room) {
    room.onMessage('seat', (g: SeatGrant) => this.got(() => (this.seat = g)));
    room.onMessage('history', (h: HistoryMessage) => this.got(() => (this.history = h)));
    room.onMessage('view', (v: SeatView) => this.got(() => (this.view = v)));
    room.onMessage('events', (e: EventsMessage) => this.got(() => this.events.push(e)));
    room.onMessage('ranked', (r: RankedMessage) => this.got(() => (this.ranked = r)));
    room.onMessage('rejected', (r: Rejection) => this.got(() => this.rejections.push(r)));
    room.send('sync');
  }

  private got(apply: () => unknown): void {
    apply();
    for (const w of this.waiters.splice(0)) w();
  }

  until<T>(pick: () => T | undefined | null | false, ms = 10_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out at ${this.view?.version}`)), ms);
      const check = () => {
        const hit = pick();
        if (hit) {
          clearTimeout(timer);
          resolve(hit);
        } else this.waiters.push(check);
      };
      check();
    });
  }

  /** Sends an option and waits for the view one version on. */
  async play(index = 0): Promise<void> {
    const view = this.view!;
    this.room.send('act', { version: view.version, action: view.options[index] });
    await this.until(() => this.view!.version > view.version);
  }
}

export async function joinDaily(
  endpoint: string,
  options: DailyJoinOptions | Record<string, unknown>,
) {
  const room = await new Client(endpoint).joinOrCreate(DAILY_ROOM_NAME, options);
  const player = new DailyPlayer(room);
  await player.until(() => player.view);
  return player;
}
