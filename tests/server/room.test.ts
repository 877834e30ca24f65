import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { pack } from 'msgpackr';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { GameState } from '../../src/core/index';
import { refusalEnglish } from '../../src/protocol/refusal';
import type { VersusRoom } from '../../server/rooms/VersusRoom';

const wire = await vi.hoisted(async () => {
  const mod = await import('./wire');
  mod.recordWebSocketFrames();
  return mod;
});

const { boot } = await import('@colyseus/testing');
const { connect } = await import('../../src/state/online/onlineClient');
const { createGameServer } = await import('../../server/createGameServer');
const { createSqliteStore } = await import('../../server/store/sqliteStore');
const { secretsOf } = await import('./secrets');
const { playAlong } = await import('./playAlong');

const { received, waitFor, nextRejection, sleep } = wire;
let colyseus: ColyseusTestServer;
const endpoint = 'http://127.0.0.1:2568';

beforeAll(async () => {
  const game = await createGameServer({
    store: createSqliteStore(':memory:'),
    botDelayMs: 0,
    reconnectSeconds: 3, // the real server holds a dropped seat 120 s
    rate: { perSecond: 20, burst: 30 },
  });
  colyseus = await boot(game.server);
});
afterAll(async () => {
  await colyseus.shutdown();
});

function serverRoom(code: string): VersusRoom {
  return colyseus.getRoomById(code) as unknown as VersusRoom;
}

describe('an Imperialist versus game between two clients and a spectator', () => {
  test('each seat gets its own view, and no WebSocket frame ever carries a secret', async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    await nautilus.ready;
    const imperialist = await net.join(nautilus.code, 'imperialist');
    const spectator = await net.join(nautilus.code, 'spectator');
    await Promise.all([imperialist.ready, spectator.ready]);
    expect([nautilus.viewer, imperialist.viewer, spectator.viewer]).toEqual([
      'nautilus',
      'imperialist',
      'spectator',
    ]);
    const spectatorOptions: number[] = [];
    spectator.onView((v) => spectatorOptions.push(v.options.length));
    const seats = new Set<string>();
    nautilus.onView((v) => v.decision && seats.add(v.decision.seat));

    const version = await playAlong([nautilus, imperialist, spectator], 60);
    expect(version).toBeGreaterThanOrEqual(60);
    expect(seats).toEqual(new Set(['nautilus', 'imperialist']));
    expect(spectatorOptions.every((n) => n === 0)).toBe(true);

    const room = serverRoom(nautilus.code) as unknown as {
      session: { state: GameState; events: never[] };
    };
    const { texts, words } = secretsOf(room.session.state, room.session.events);
    const needles = [
      Buffer.from(texts[0]!), // the seed, wherever it might be embedded
      ...texts.slice(1).map((t) => pack(t)),
      ...words.map((w) => pack(w)),
    ];
    const serverSide = pack(room.session.state);
    for (const needle of needles) expect(serverSide.includes(needle)).toBe(true); // the check can see
    const frames = received.flatMap((r) => r.frames);
    expect(frames.length).toBeGreaterThan(100);
    for (const frame of frames) {
      for (const needle of needles) expect(frame.includes(needle)).toBe(false);
    }
    await Promise.all([nautilus.leave(), imperialist.leave(), spectator.leave()]);
  });

  test('illegal, out-of-turn, stale, malformed and spectator messages name a rule and change nothing', async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    const imperialist = await net.join(nautilus.code, 'imperialist');
    const spectator = await net.join(nautilus.code, 'spectator');
    const first = await nautilus.ready;
    await Promise.all([imperialist.ready, spectator.ready]);
    expect(first.decision?.seat).toBe('nautilus');

    nautilus.send({ type: 'takeHit' });
    const illegal = await nextRejection(nautilus);
    expect(illegal.rule).toBe('rules');
    expect(illegal.text.key).toBe('room.illegal');
    expect(illegal.message).toMatch(/seed 001/);
    expect(illegal.message).toMatch(/Illegal action "take the Hit"/);
    expect(refusalEnglish(illegal.text)).toBe(illegal.message);

    imperialist.send({ type: 'declineStartingUpgrade' });
    const outOfTurn = await nextRejection(imperialist);
    expect(outOfTurn.text).toMatchObject({ key: 'room.notYourTurn', params: { seat: 'nautilus' } });
    expect(outOfTurn.message).toMatch(/Not your turn: the nautilus decides/);

    spectator.send({ type: 'declineStartingUpgrade' });
    expect((await nextRejection(spectator)).rule).toBe('spectator');

    const raw = (nautilus as unknown as { send: (a: unknown) => void }).send;
    raw({ type: 'act', action: 'move', ocean: 'atlantis' });
    const malformed = await nextRejection(nautilus);
    expect(malformed.rule).toBe('protocol');
    expect(malformed.message).toMatch(/ocean/);

    await sleep(100);
    const room = serverRoom(nautilus.code) as unknown as { session: { actions: unknown[] } };
    expect(room.session.actions).toHaveLength(0);
    expect(nautilus.view?.version).toBe(0);

    // A double click: the second copy still quotes version 0, so it is stale.
    nautilus.send(first.options[0]!);
    nautilus.send(first.options[0]!);
    expect((await nextRejection(nautilus)).rule).toBe('stale');
    await waitFor(spectator, (v) => v.version === 1);
    expect(room.session.actions).toHaveLength(1);
    await Promise.all([nautilus.leave(), imperialist.leave(), spectator.leave()]);
  });

  test("undo takes back only the own last action, never past the other player's", async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    const imperialist = await net.join(nautilus.code, 'imperialist');
    const spectator = await net.join(nautilus.code, 'spectator');
    await Promise.all([nautilus.ready, imperialist.ready, spectator.ready]);
    const players = [nautilus, imperialist];
    // Play first options until a seat may take its last action back.
    let mover = players.find((p) => p.view?.undoable);
    for (let i = 0; i < 200 && !mover; i++) {
      await playAlong(players, 1);
      mover = players.find((p) => p.view?.undoable);
    }
    if (!mover) throw new Error('no undoable action in 200 actions');
    const other = players.find((p) => p !== mover)!;
    const version = mover.view!.version;
    expect(other.view?.undoable).toBe(false);

    other.undo();
    expect((await nextRejection(other)).rule).toBe('undo');
    spectator.undo();
    expect((await nextRejection(spectator)).rule).toBe('spectator');
    expect(mover.view!.version).toBe(version);

    mover.undo();
    await waitFor(other, (v) => v.version === version - 1);
    await waitFor(spectator, (v) => v.version === version - 1);
    const room = serverRoom(nautilus.code) as unknown as { session: { actions: unknown[] } };
    expect(room.session.actions).toHaveLength(version - 1);

    // Once the other seat has acted, nothing before its action can be taken back.
    const seatNow = () => mover.view!.decision?.seat;
    while (seatNow() === mover.viewer) await playAlong(players, 1);
    while (seatNow() === other.viewer) await playAlong(players, 1);
    expect(seatNow()).toBe(mover.viewer);
    expect(mover.view!.undoable).toBe(false);
    mover.undo();
    expect((await nextRejection(mover)).rule).toBe('undo');
    await Promise.all([nautilus.leave(), imperialist.leave(), spectator.leave()]);
  });

  test('a client that floods is rate-limited and the game does not move', async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    await nautilus.ready;
    const rejections: string[] = [];
    let lastHandled = 0;
    nautilus.onError((r) => {
      const rule = r instanceof Error ? 'error' : r.rule;
      rejections.push(rule);
      if (rule !== 'rate-limit') lastHandled = Date.now();
    });
    const start = Date.now();
    for (let i = 0; i < 200; i++) nautilus.send({ type: 'takeHit' });
    await sleep(500);
    expect(rejections).toContain('rate-limit');
    // The burst of 30, plus what the bucket refilled (20 a second) before the last message the
    // room handled: on a loaded machine the flood reaches the room over a longer time.
    const refilled = Math.ceil(((lastHandled - start) / 1000) * 20);
    const handled = rejections.filter((r) => r !== 'rate-limit').length;
    expect(handled).toBeLessThanOrEqual(31 + refilled);
    expect(handled).toBeLessThan(100);
    expect(nautilus.view?.version).toBe(0);
    await nautilus.leave();
  });

  test('a bot plays the seat nobody claims, and an open seat can be handed to it', async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus' });
    await nautilus.ready;
    expect(nautilus.lobby?.seats.imperialist.kind).toBe('bot');
    const impMoves: number[] = [];
    nautilus.onEvents((e) => e.seat === 'imperialist' && impMoves.push(e.version));
    const deadline = Date.now() + 15_000;
    while (impMoves.length === 0 && Date.now() < deadline) {
      const v = await waitFor(
        nautilus,
        (view) => (view.options.length > 0 || !view.decision) && view,
      );
      if (!v.decision) break;
      nautilus.send(v.options[0]!);
      await waitFor(nautilus, (view) => view.version > v.version);
    }
    expect(impMoves.length).toBeGreaterThan(0);
    await nautilus.leave();

    const host = await net.create({ seat: 'imperialist', waitForOpponent: true });
    await host.ready;
    expect(host.view?.decision?.seat).toBe('nautilus');
    await sleep(100);
    expect(host.view?.version).toBe(0); // the open seat waits for a human
    host.seatBot('nautilus');
    await waitFor(host, (v) => v.version > 0);
    await host.leave();
  });

  test('when the host starts, the seated guest learns it from the lobby; a spectator cannot start', async () => {
    const net = connect(endpoint);
    const host = await net.create({ seat: 'nautilus', waitForOpponent: true, name: 'Ada' });
    await host.ready;
    const guest = await net.join(host.code, 'imperialist', { name: 'Bea' });
    const watcher = await net.join(host.code, 'spectator');
    await Promise.all([guest.ready, watcher.ready]);
    const started = new Promise<boolean>((resolve) => {
      guest.onLobby((l) => l.started && resolve(true));
    });
    watcher.start();
    expect((await nextRejection(watcher)).rule).toBe('spectator');
    expect(guest.lobby?.started).toBe(false);
    host.start();
    expect(await started).toBe(true);
    expect(guest.lobby?.seats.nautilus.name).toBe('Ada');
    await Promise.all([host.leave(), guest.leave(), watcher.leave()]);
  });

  test('a dropped client rejoins its seat within the reconnection window and continues', async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    await nautilus.ready;
    const socketIndex = received.length;
    const imperialist = await net.join(nautilus.code, 'imperialist');
    await imperialist.ready;
    await playAlong([nautilus, imperialist], 5);
    const saved = imperialist.saved();
    const version = imperialist.view!.version;
    received[socketIndex]!.socket.terminate(); // the tab's connection drops, no goodbye
    const room = serverRoom(nautilus.code);
    await vi.waitFor(() => expect(room.state.seats.get('imperialist')?.connected).toBe(false));
    expect(room.state.seats.get('imperialist')?.kind).toBe('human'); // the seat is held, no bot

    const again = await connect(endpoint).rejoin(saved);
    const view = await again.ready;
    expect(again.viewer).toBe('imperialist');
    expect(view.version).toBe(version);
    expect(room.state.seats.get('imperialist')?.connected).toBe(true);
    expect(await playAlong([nautilus, again], 3)).toBeGreaterThanOrEqual(version + 3);
    await Promise.all([nautilus.leave(), again.leave()]);
  });

  test('a seat not reclaimed within the window goes to the bot until its token comes back', async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    await nautilus.ready;
    const socketIndex = received.length;
    const imperialist = await net.join(nautilus.code, 'imperialist');
    await imperialist.ready;
    const saved = imperialist.saved();
    received[socketIndex]!.socket.terminate();
    const room = serverRoom(nautilus.code);
    await sleep(1500);
    expect(room.state.seats.get('imperialist')?.kind).toBe('human');
    await vi.waitFor(() => expect(room.state.seats.get('imperialist')?.kind).toBe('bot'), {
      timeout: 5000,
    });
    const back = await connect(endpoint).rejoin(saved);
    await back.ready;
    expect(back.viewer).toBe('imperialist');
    expect(room.state.seats.get('imperialist')?.kind).toBe('human');
    await Promise.all([nautilus.leave(), back.leave()]);
  });

  test('a player who left for good is replaced by the bot, and the seat token takes the seat back', async () => {
    const net = connect(endpoint);
    const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true });
    const imperialist = await net.join(nautilus.code, 'imperialist');
    await Promise.all([nautilus.ready, imperialist.ready]);
    const saved = imperialist.saved();
    await imperialist.leave();
    const room = serverRoom(nautilus.code);
    await vi.waitFor(() => expect(room.state.seats.get('imperialist')?.kind).toBe('bot'));
    const back = await connect(endpoint).join(nautilus.code, 'any', { token: saved.token! });
    await back.ready;
    expect(back.viewer).toBe('imperialist');
    expect(room.state.seats.get('imperialist')?.kind).toBe('human');
    await Promise.all([nautilus.leave(), back.leave()]);
  });
});
