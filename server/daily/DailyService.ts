import { isDayText } from '../../src/kernel/seeds';
import type { ClosedDailyVoyage, DailyVoyageInfo } from '../../src/protocol/dailyProtocol';
import { createRateLimiter, type RateLimiter } from '../rateLimit';
import type { DailyStore } from './DailyStore';
import { ChallengePool } from './challengePool';
import { dailyDealOf, dealSetup, openVoyageOf, type DailyDeal } from './dailyDeal';
import { DEFAULT_FORESIGHT_BUDGET, ForesightRunner } from './ForesightRunner';

export interface DailyServiceOptions {
  store: DailyStore;
  secret: string;
  now: () => Date;
  /** Addresses of reverse proxies whose `X-Forwarded-For` is believed. */
  trustedProxies: ReadonlySet<string>;
  /** New official attempts per client address. */
  startRate?: { perSecond: number; burst: number };
  foresightBudget?: number;
}

const DAY_MS = 86_400_000;
/** How many closed days back a request may start the planner. */
const FORESIGHT_DAYS = 7;

/** The server's UTC "today" for a clock reading. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The voyage of the day on this server: the deal (seed from the secret), what may be said of a
 * day, the challenges for device keys, the per-address limit on new attempts, the foresight.
 */
export class DailyService {
  readonly challenges = new ChallengePool();
  readonly trustedProxies: ReadonlySet<string>;
  readonly foresight: ForesightRunner;
  readonly now: () => Date;
  private readonly starts = new Map<string, RateLimiter>();
  private readonly startRate: { perSecond: number; burst: number };

  constructor(private readonly options: DailyServiceOptions) {
    this.now = options.now;
    this.trustedProxies = options.trustedProxies;
    this.startRate = options.startRate ?? { perSecond: 1 / 60, burst: 6 };
    this.foresight = new ForesightRunner(
      options.store,
      options.foresightBudget ?? DEFAULT_FORESIGHT_BUDGET,
    );
  }

  today(): string {
    return utcDay(this.now());
  }

  deal(date: string): DailyDeal {
    if (!isDayText(date)) throw new Error(`not a day: ${date}`);
    return dailyDealOf(this.options.secret, date);
  }

  /** A day's voyage as may be told now: open (commitment only) or closed (seed and foresight). */
  async voyageOf(date: string): Promise<DailyVoyageInfo | ClosedDailyVoyage> {
    const deal = this.deal(date);
    if (date >= this.today()) return openVoyageOf(deal);
    const foresight = await this.options.store.foresight(date);
    // Recent days only: an old day without its foresight is not worth a minute of a core.
    if (!foresight && date >= utcDay(new Date(this.now().getTime() - FORESIGHT_DAYS * DAY_MS)))
      void this.foresight.ensure(date, dealSetup(deal));
    return { ...openVoyageOf(deal), seed: deal.seed, foresight };
  }

  /** Runs the planner on yesterday's voyage unless its foresight is stored (call it now and then). */
  async foreseeYesterday(): Promise<void> {
    const yesterday = utcDay(new Date(this.now().getTime() - DAY_MS));
    if (await this.options.store.foresight(yesterday)) return;
    await this.foresight.ensure(yesterday, dealSetup(this.deal(yesterday)));
  }

  /** Spends one new attempt of `address`; false past the limit. */
  takeStart(address: string, nowMs: number): boolean {
    if (this.starts.size > 10_000) this.starts.clear();
    let limiter = this.starts.get(address);
    if (!limiter) {
      limiter = createRateLimiter(this.startRate.perSecond, this.startRate.burst);
      this.starts.set(address, limiter);
    }
    return limiter.take(nowMs);
  }
}
