import type { OnlineGame } from '../../src/state/online/onlineClient';
import type { Rejection, SeatView } from '../../src/protocol/protocol';

/** Frames received by every WebSocket opened in this test file, keyed by the socket URL. */
export const received: { url: string; frames: Buffer[]; socket: { terminate(): void } }[] = [];

/** Replaces the global WebSocket with one that keeps every frame it receives (call before the SDK loads). */
export function recordWebSocketFrames(): void {
  const Base = globalThis.WebSocket as unknown as new (...args: unknown[]) => {
    on(event: 'message', cb: (data: Buffer | ArrayBuffer | Buffer[]) => void): void;
    terminate(): void;
  };
  class RecordingWebSocket extends Base {
    constructor(...args: unknown[]) {
      super(...args);
      const entry = { url: String(args[0]), frames: [] as Buffer[], socket: this };
      received.push(entry);
      this.on('message', (data) => {
        entry.frames.push(
          Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer),
        );
      });
    }
  }
  globalThis.WebSocket = RecordingWebSocket as unknown as typeof WebSocket;
}

export function waitFor<T>(
  game: OnlineGame,
  pick: (v: SeatView) => T | undefined | false,
  ms = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const now = game.view ? pick(game.view) : undefined;
    if (now) return resolve(now);
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for a view (at version ${game.view?.version})`));
    }, ms);
    const off = game.onView((v) => {
      const hit = pick(v);
      if (hit) {
        clearTimeout(timer);
        off();
        resolve(hit);
      }
    });
  });
}

export function nextRejection(game: OnlineGame, ms = 5_000): Promise<Rejection> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no rejection arrived')), ms);
    const off = game.onError((r) => {
      if (r instanceof Error) return;
      clearTimeout(timer);
      off();
      resolve(r);
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
