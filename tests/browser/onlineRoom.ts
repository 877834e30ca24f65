import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { spawnServer, type ServerProcess } from '../server/spawnServer';
import { startHarness, type BrowserHarness, type OpenedPage } from './harness';

/** What an online page's `window.__nemo` offers the online browser files. */
export interface OnlineApi {
  getSeatView(): {
    viewer: string;
    version: number;
    state: { result: { versus?: { winner: string } } | null };
  } | null;
  getLobby(): { seats: Record<string, { kind: string; connected: boolean; name: string }> } | null;
  isFinished(): boolean;
  autoplay(ms?: number): void;
  getEvents(): { type: string }[];
  isIdle(): boolean;
}

/** This file's browser harness and game server (own port and SQLite file), once started. */
export let harness: BrowserHarness;
export let server: ServerProcess;

/** Starts a game server and a browser harness before the file's tests and stops them after. */
export function startOnlineRoomForFile(): void {
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nemo-online-browser-'));
    [server, harness] = await Promise.all([
      spawnServer({ SQLITE_FILE: join(dir, 'online.sqlite') }),
      startHarness(),
    ]);
  });
  afterAll(async () => {
    await harness?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
}

/** Requests to the game server are the point of these tests; anything else is still an error. */
export function errorsOf(opened: OpenedPage): string[] {
  return opened.consoleErrors.filter((e) => !e.includes(server.endpoint));
}

/**
 * The players' and spectator's query strings, and a host ("Ada") who has opened a room and waits
 * in its lobby. The players' tables skip the 3D board (`canvas=0`): several software-rendered
 * WebGL pages on a shared CPU take minutes.
 */
export async function hostRoom() {
  const query = `server=${encodeURIComponent(server.endpoint)}&debug=1&quality=low&speed=instant`;
  const player = `${query}&canvas=0`;
  const size = { width: 1280, height: 720 };
  // Each `open` is a fresh browser context: separate storage, like two people.
  const nemo = await harness.open(`/?mode=online&${player}`, size);
  await nemo.page.getByTestId('online-name').fill('Ada');
  await nemo.page.getByTestId('online-create').click();
  await nemo.page.getByTestId('online-lobby').waitFor();
  const code = (await nemo.page.getByTestId('online-room-code').textContent()) ?? '';
  return { query, player, size, nemo, code };
}
