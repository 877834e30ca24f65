import type { DailyVoyageInfo } from '../../protocol/dailyProtocol';
import type { VoyageApi } from '../voyage/voyageApi';

/** Today's voyage as the front door knows it: asked for, dealt by the server, or unreachable. */
export type DailyToday =
  | { status: 'loading' }
  | { status: 'ready'; today: string; voyage: DailyVoyageInfo }
  | { status: 'offline' };

const asked = new WeakMap<object, Promise<DailyToday>>();

/**
 * Asks the server for today's voyage once per page (the entry and its panel share the answer).
 * The page cannot compute any day's voyage: without the server there is none.
 */
export function loadDailyToday(api: Pick<VoyageApi, 'daily'>): Promise<DailyToday> {
  let answer = asked.get(api);
  if (!answer) {
    answer = api.daily().then(
      (body): DailyToday => ({ status: 'ready', today: body.today, voyage: body.voyage }),
      (): DailyToday => ({ status: 'offline' }),
    );
    asked.set(api, answer);
  }
  return answer;
}

/** A seed for a practice voyage: random, from the page's crypto (never the day's). */
export function practiceSeed(
  bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(6)),
): string {
  return `practice-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
