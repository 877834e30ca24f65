import { performance } from 'node:perf_hooks';
import type { OnlineConnection, OnlineGame } from '../../src/state/online/onlineClient';
import type { SeatView } from '../../src/protocol/protocol';
import { randomInt, type RngState } from '../../src/kernel/prng';

/** What one scripted room saw: its code, every version its spectator was told of, and errors. */
export interface LoadRoom {
  code: string;
  /** The versus room's clients (a daily room's player is not an OnlineGame). */
  seats?: OnlineGame[];
  spectator?: OnlineGame;
  /** Versions announced to the spectator by `events` messages, in arrival order. */
  versionsSeen: number[];
  /** Actions a seat sent that the server refused (never expected from these clients). */
  refused: string[];
  /** The spectator's last view (the public state the store's record must replay to). */
  lastView(): SeatView | null;
  finished(): boolean;
  /** Stops choosing and waits (≤ 5 s) until every action sent has been answered to everyone. */
  quiesce(): Promise<void>;
  stop(): Promise<void>;
}

export interface PaceMs {
  min: number;
  max: number;
}

/**
 * Opens one room as people would: the Nautilus creates it and waits, the Imperialist joins by its
 * code, a spectator watches. Each seat thinks for a seeded 2–5 s (or `pace`) before choosing one of
 * its options; `onRoundTrip` gets the time from sending an action to the view that answers it.
 */
export async function openLoadRoom(
  net: OnlineConnection,
  rng: RngState,
  pace: PaceMs,
  onRoundTrip: (ms: number) => void,
): Promise<LoadRoom> {
  const nautilus = await net.create({ seat: 'nautilus', waitForOpponent: true, name: 'load-n' });
  await nautilus.ready;
  const imperialist = await net.join(nautilus.code, 'imperialist', { name: 'load-i' });
  const spectator = await net.join(nautilus.code, 'spectator');
  await Promise.all([imperialist.ready, spectator.ready]);
  const versionsSeen: number[] = [];
  const refused: string[] = [];
  let stopped = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  spectator.onEvents((message) => versionsSeen.push(message.version));

  const inFlight = new Set<OnlineGame>();
  const drive = (seat: OnlineGame) => {
    let pendingVersion = -1;
    let sentAt = 0;
    const consider = (view: SeatView) => {
      if (pendingVersion >= 0 && view.version > pendingVersion) {
        onRoundTrip(performance.now() - sentAt);
        pendingVersion = -1;
        inFlight.delete(seat);
      }
      if (stopped || view.options.length === 0 || pendingVersion >= 0) return;
      const version = view.version;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          const now = seat.view;
          if (stopped || !now || now.version !== version || now.options.length === 0) return;
          pendingVersion = version;
          inFlight.add(seat);
          sentAt = performance.now();
          seat.send(now.options[randomInt(rng, now.options.length)]!);
        },
        pace.min + randomInt(rng, pace.max - pace.min + 1),
      );
      timers.add(timer);
    };
    seat.onView(consider);
    seat.onError((e) => {
      if (!(e instanceof Error)) refused.push(`${e.rule}: ${e.message}`);
      pendingVersion = -1;
      inFlight.delete(seat);
    });
    if (seat.view) consider(seat.view);
  };
  drive(nautilus);
  drive(imperialist);

  return {
    code: nautilus.code,
    seats: [nautilus, imperialist],
    spectator,
    versionsSeen,
    refused,
    lastView: () => spectator.view,
    finished: () => spectator.view?.decision === null,
    async quiesce() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      const settled = () =>
        inFlight.size === 0 &&
        [nautilus, imperialist].every((g) => g.view?.version === spectator.view?.version);
      for (let waited = 0; !settled() && waited < 5000; waited += 50) {
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      // A leave the server never acknowledges (it is busy or gone) must not hold the run.
      const leave = (g: OnlineGame) =>
        Promise.race([g.leave().catch(() => {}), new Promise((r) => setTimeout(r, 3000))]);
      await Promise.all([nautilus, imperialist, spectator].map(leave));
    },
  };
}
