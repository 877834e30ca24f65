import { createHash, createHmac } from 'node:crypto';
import { dailyPicksOf, dailySetupOf } from '../../src/core/dailyVoyage';
import type { GameSetup } from '../../src/core/types';
import type { ClosedDailyVoyage, DailyVoyageInfo } from '../../src/protocol/dailyProtocol';

/** A day's voyage as the server deals it, seed included (never sent while the day is open). */
export type DailyDeal = Omit<ClosedDailyVoyage, 'foresight'>;

/** The day's seed: HMAC-SHA256 of the date under the server's secret. */
export function dailySeedOf(secret: string, date: string): string {
  return `daily-${date}-${createHmac('sha256', secret).update(date).digest('hex')}`;
}

/** Lowercase hex SHA-256 of `${date}:${seed}`: published while the day is open. */
export function commitmentOf(date: string, seed: string): string {
  return createHash('sha256').update(`${date}:${seed}`).digest('hex');
}

export function dailyDealOf(secret: string, date: string): DailyDeal {
  const seed = dailySeedOf(secret, date);
  return { date, seed, ...dailyPicksOf(seed), commitment: commitmentOf(date, seed) };
}

/** What may be said of a day's voyage while it is open. */
export function openVoyageOf(deal: DailyDeal): DailyVoyageInfo {
  const { date, motive, difficulty, commitment } = deal;
  return { date, motive, difficulty, commitment };
}

export function dealSetup(deal: DailyDeal): GameSetup {
  return dailySetupOf(deal.seed, deal.motive, deal.difficulty);
}
