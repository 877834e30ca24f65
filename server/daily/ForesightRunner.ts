import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { GameSetup } from '../../src/core/types';
import type { DailyForesight } from '../../src/protocol/dailyProtocol';
import type { DailyStore } from './DailyStore';

/** Playouts per option per decision by default: about a minute of one core for a whole voyage. */
export const DEFAULT_FORESIGHT_BUDGET = 2;

/**
 * Runs the planner on a closed day's voyage once per process, one day at a time, in a child process (the event loop
 * keeps serving), and stores its score. `ensure` is cheap to call on every request for the day.
 */
/** Days waiting for (or under) the planner at most; past it a request starts nothing. */
const MAX_PENDING = 4;

export class ForesightRunner {
  private readonly running = new Map<string, Promise<DailyForesight | null>>();
  /** One planner at a time: each run waits for the one before. */
  private line: Promise<unknown> = Promise.resolve();
  private readonly children = new Set<ChildProcess>();
  private stopped = false;

  constructor(
    private readonly store: DailyStore,
    private readonly budget: number,
  ) {}

  /**
   * Starts the planner for `date` unless it has run or is running; resolves when it is stored
   * (null when it failed, or the runner is off: budget 0, or stopped).
   */
  ensure(date: string, setup: GameSetup): Promise<DailyForesight | null> {
    if (this.budget < 1 || this.stopped) return Promise.resolve(null);
    const under = this.running.get(date);
    if (under) return under;
    if (this.running.size >= MAX_PENDING) return Promise.resolve(null);
    const run = this.line
      .then(() => this.run(date, setup))
      .catch((e: unknown) => {
        console.error(`foresight ${date}:`, (e as Error).message);
        this.running.delete(date);
        return null;
      });
    this.running.set(date, run);
    this.line = run;
    return run;
  }

  private async run(date: string, setup: GameSetup): Promise<DailyForesight> {
    const stored = await this.store.foresight(date);
    if (stored) return stored;
    if (this.stopped) throw new Error('the server is stopping');
    const foresight = await this.inChild(setup);
    await this.store.saveForesight(date, foresight);
    return foresight;
  }

  /** Ends any planner under way (the server is shutting down). */
  stop(): void {
    this.stopped = true;
    for (const child of this.children) child.kill();
  }

  /** The planner in a child process (its own core; this process keeps serving). */
  private inChild(setup: GameSetup): Promise<DailyForesight> {
    return new Promise((resolve, reject) => {
      const child = fork(fileURLToPath(new URL('./foresightWorker.ts', import.meta.url)), [], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      this.children.add(child);
      let answer: DailyForesight | null = null;
      child.once('message', (m) => {
        answer = m as DailyForesight;
      });
      child.once('error', reject);
      child.once('exit', (code) => {
        this.children.delete(child);
        if (answer) resolve(answer);
        else reject(new Error(`the planner's process exited with ${code}`));
      });
      child.send({ setup, budget: this.budget });
    });
  }
}
