import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket as NodeWebSocket } from 'ws';
import { seedRng, type RngState } from '../../src/core/index';
import { randomFloat } from '../../src/kernel/prng';
import type { CrewHost, CrewPhone } from '../../src/state/crew/crewClient';
import type { CrewPublish } from '../../src/protocol/crewProtocol';
import { percentile, round } from '../benchStats';

export interface CrewLoadOptions {
  /** Phones per show. */
  voters: number;
  /** Decisions each show puts to the vote in the first (one-show) phase. */
  decisions: number;
  /** Seconds a count stays open (compressed from the show's 20 s: every phone votes inside it). */
  voteS: number;
  /** Stop adding shows after this many seconds of wall time. */
  budgetS: number;
  /** The vote round trip's p95 that ends the ramp of shows (ms). */
  p95LimitMs: number;
  maxShows: number;
  seed: string;
  port: number;
}

const OPTIONS = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function processUsage(pid: number): { cpu: number; rssMb: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpu: (Number(fields[11]) + Number(fields[12])) / 100, rssMb: rssKb / 1024 };
}

function ballot(decisionId: string, voteMs: number): CrewPublish {
  return {
    decisionId,
    prompt: { t: 'decisions.prompt.action' },
    options: Array.from({ length: OPTIONS }, (_, i) => ({
      n: i + 1,
      label: { t: 'decisions.moveTo', o: { ocean: { t: 'ocean.northAtlantic' } } },
      odds: 0.5,
      pass: null,
      fail: null,
    })),
    delayMs: 0,
    openMs: voteMs,
  };
}

/** One show: its host and its phones, each phone with the votes it sent and what came back. */
interface LoadShow {
  host: CrewHost;
  phones: { phone: CrewPhone; pending: Map<string, number>; last: Map<string, number> }[];
  /** Votes sent, votes acknowledged, and the final tallies' disagreements with the phones' own last votes. */
  sent: number;
  acked: number;
  lostOrDoubled: number;
  decisions: number;
  stop(): Promise<void>;
}

async function openShow(
  endpoint: string,
  voters: number,
  seed: string,
  onRoundTrip: (ms: number) => void,
): Promise<LoadShow> {
  const { hostCrew, joinCrew } = await import('../../src/state/crew/crewClient');
  const host = await hostCrew(endpoint);
  const show: LoadShow = {
    host,
    phones: [],
    sent: 0,
    acked: 0,
    lostOrDoubled: 0,
    decisions: 0,
    async stop() {
      await Promise.all(show.phones.map((p) => p.phone.leave().catch(() => undefined)));
      await host.leave().catch(() => undefined);
    },
  };
  for (let start = 0; start < voters; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, voters - start) }, (_, i) =>
        joinCrew(endpoint, host.code, `${seed}-${String(start + i).padStart(6, '0')}`),
      ),
    );
    for (const phone of batch) {
      const entry = { phone, pending: new Map<string, number>(), last: new Map<string, number>() };
      phone.onVoted((v) => {
        const key = `${v.decisionId}:${v.n}`;
        const at = entry.pending.get(key);
        if (at === undefined) return;
        entry.pending.delete(key);
        entry.last.set(v.decisionId, v.n);
        show.acked++;
        onRoundTrip(performance.now() - at);
      });
      show.phones.push(entry);
    }
  }
  return show;
}

/**
 * One decision of a show: it is published, every phone votes once at a random moment of the
 * count (one in ten changes its mind a little later), the host closes it, and the final tally is
 * compared with each phone's own last acknowledged vote: none lost, none doubled.
 */
async function runDecision(show: LoadShow, id: string, voteMs: number, rng: RngState) {
  const waitForPhones = Promise.all(
    show.phones.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.phone.decision?.decisionId === id) return resolve();
          const stop = p.phone.onDecision((d) => {
            if (d?.decisionId !== id) return;
            stop();
            resolve();
          });
        }),
    ),
  );
  show.host.publish(ballot(id, voteMs));
  await waitForPhones;
  const timers: Promise<void>[] = [];
  for (const p of show.phones) {
    const votes = randomFloat(rng) < 0.1 ? 2 : 1;
    for (let k = 0; k < votes; k++) {
      const at = (voteMs * 0.8 * (k + randomFloat(rng))) / votes;
      const n = 1 + Math.floor(randomFloat(rng) * OPTIONS);
      timers.push(
        sleep(at).then(() => {
          p.pending.set(`${id}:${n}`, performance.now());
          show.sent++;
          p.phone.vote(id, n);
        }),
      );
    }
  }
  await Promise.all(timers);
  await sleep(Math.max(300, voteMs * 0.2));
  const closed = await show.host.close(id);
  const expected: Record<string, number> = {};
  for (const p of show.phones) {
    const n = p.last.get(id);
    if (n !== undefined) expected[String(n)] = (expected[String(n)] ?? 0) + 1;
  }
  for (let n = 1; n <= OPTIONS; n++)
    show.lostOrDoubled += Math.abs((closed.tally[String(n)] ?? 0) - (expected[String(n)] ?? 0));
  show.decisions++;
  return closed;
}

/**
 * `npm run loadtest -- --crew`: one server process on loopback. First one show with `voters`
 * phones votes at every one of `decisions` decisions (votes counted, none lost or doubled, the
 * vote's round trip); then shows like it are added one at a time, all voting, until the round
 * trip's p95 passes the limit or the server uses a whole core: the shows one process holds.
 */
export async function runCrewLoadtest(options: CrewLoadOptions) {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= NodeWebSocket;
  const { spawnServer } = await import('../../tests/server/spawnServer');
  const dir = mkdtempSync(join(tmpdir(), 'nemo-crew-loadtest-'));
  const server = await spawnServer(
    { SQLITE_FILE: join(dir, 'crew.sqlite') },
    { port: options.port },
  );
  const pid = server.child.pid!;
  const rng = seedRng(`crew-loadtest:${options.seed}`);
  const voteMs = options.voteS * 1000;
  const started = performance.now();
  let window: number[] = [];
  const onRoundTrip = (ms: number) => window.push(ms);
  const shows: LoadShow[] = [];
  const steps: Record<string, number>[] = [];
  let single: Record<string, number> | null = null;
  let held = 0;
  let stopReason = 'budget';
  try {
    const first = await openShow(
      server.endpoint,
      options.voters,
      `${options.seed}-s0`,
      onRoundTrip,
    );
    shows.push(first);
    const before = { server: processUsage(pid), t: performance.now() };
    for (let d = 0; d < options.decisions; d++) await runDecision(first, `d${d}`, voteMs, rng);
    const wall = (performance.now() - before.t) / 1000;
    const p95 = round(percentile(window, 0.95));
    single = {
      voters: options.voters,
      decisions: first.decisions,
      votesSent: first.sent,
      votesCounted: first.acked,
      lostOrDoubled: first.lostOrDoubled,
      voteRoundTripMsP50: round(percentile(window, 0.5)),
      voteRoundTripMsP95: p95,
      voteRoundTripMsP99: round(percentile(window, 0.99)),
      serverCpu: round((processUsage(pid).cpu - before.server.cpu) / wall),
      rssMb: round(processUsage(pid).rssMb),
    };
    process.stderr.write(`one show: ${JSON.stringify(single)}\n`);
    if (p95 <= options.p95LimitMs) held = 1;

    let round_ = 0;
    while (shows.length < options.maxShows) {
      if ((performance.now() - started) / 1000 + options.voteS * 2 > options.budgetS) break;
      try {
        shows.push(
          await openShow(
            server.endpoint,
            options.voters,
            `${options.seed}-s${shows.length}`,
            onRoundTrip,
          ),
        );
      } catch (e) {
        stopReason = `could not open show ${shows.length + 1}: ${(e as Error).message}`;
        break;
      }
      window = [];
      const usage = { server: processUsage(pid), client: process.cpuUsage(), t: performance.now() };
      round_++;
      await Promise.all(shows.map((s) => runDecision(s, `r${round_}`, voteMs, rng)));
      const wall = (performance.now() - usage.t) / 1000;
      const client = process.cpuUsage(usage.client);
      const figures = {
        shows: shows.length,
        voters: shows.length * options.voters,
        votes: window.length,
        p50: round(percentile(window, 0.5)),
        p95: round(percentile(window, 0.95)),
        p99: round(percentile(window, 0.99)),
        serverCpu: round((processUsage(pid).cpu - usage.server.cpu) / wall),
        clientCpu: round((client.user + client.system) / 1e6 / wall),
        rssMb: round(processUsage(pid).rssMb),
      };
      steps.push(figures);
      process.stderr.write(`${JSON.stringify(figures)}\n`);
      if (figures.p95 > options.p95LimitMs) {
        stopReason = 'p95';
        break;
      }
      held = shows.length;
      if (figures.serverCpu >= 0.95) {
        stopReason = 'server cpu';
        break;
      }
      if (figures.clientCpu >= 0.95) {
        stopReason = 'load generator cpu';
        break;
      }
      if (shows.length >= options.maxShows) stopReason = 'max shows';
    }
  } finally {
    await Promise.all(shows.map((s) => s.stop()));
    await server.stop('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
  const lostOrDoubled = shows.reduce((s, show) => s + show.lostOrDoubled, 0);
  const votesSent = shows.reduce((s, show) => s + show.sent, 0);
  const votesCounted = shows.reduce((s, show) => s + show.acked, 0);
  const atHeld = steps.find((s) => s.shows === held);
  return {
    mode: 'crew',
    voters: options.voters,
    single,
    showsHeld: held,
    // The loadtest contract's names: rooms = shows of `voters` phones each.
    roomsHeld: held,
    roundTripMsP95: atHeld?.p95 ?? single?.voteRoundTripMsP95 ?? 0,
    votesSent,
    votesCounted,
    lostOrDoubled,
    stopReason,
    steps,
  };
}
