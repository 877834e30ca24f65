import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { dailyPicksOf, dailySetupOf } from '../../src/core/dailyVoyage';
import { checkRecord } from '../../src/core/record';
import { replay } from '../../src/core/replayRecord';
import { summarizeVoyage, type GameEndedEvent } from '../../src/core/voyageSummary';
import type { BoardEntry } from '../../src/protocol/boardEntry';
import type { ClosedDailyVoyage } from '../../src/protocol/dailyProtocol';

export interface DailyCheck {
  ok: boolean;
  date: string;
  entries: number;
  /** One line per thing that does not hold (the commitment, an entry's seed, setup or score). */
  mismatches: string[];
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  const json = (await res.json()) as T & { ok?: boolean; reason?: string };
  if (!res.ok || json.ok === false) throw new Error(`${url}: ${res.status} ${json.reason ?? ''}`);
  return json;
}

/**
 * Checks a closed day of the voyage of the day against a game server, as anyone can: the revealed
 * seed matches the commitment published during the day, it picks the day's Motive and difficulty,
 * and every entry on the day's board replays (the core's replay, hashes checked) from that seed
 * to the score and level the board shows.
 */
export async function verifyDailyBoard(server: string, date: string): Promise<DailyCheck> {
  const base = server.replace(/\/+$/, '');
  const mismatches: string[] = [];
  const day = await getJson<{ voyage: ClosedDailyVoyage }>(`${base}/api/daily/${date}`);
  const { seed, commitment, motive, difficulty } = day.voyage;
  if (typeof seed !== 'string') {
    return { ok: false, date, entries: 0, mismatches: [`the day ${date} has not closed: no seed`] };
  }
  const committed = createHash('sha256').update(`${date}:${seed}`).digest('hex');
  if (committed !== commitment)
    mismatches.push(`the seed does not match the commitment ${commitment}`);
  const picks = dailyPicksOf(seed);
  if (picks.motive !== motive || picks.difficulty !== difficulty)
    mismatches.push(
      `the seed picks ${picks.motive}/${picks.difficulty}, not ${motive}/${difficulty}`,
    );
  const setup = dailySetupOf(seed, motive, difficulty);

  const board = await getJson<{ entries: BoardEntry[] }>(`${base}/api/boards/daily/${date}`);
  for (const entry of board.entries) {
    const got = await getJson<{ record: unknown }>(`${base}/api/voyages/${entry.id}`);
    try {
      const record = checkRecord(got.record);
      if (!isDeepStrictEqual(plain(record.setup), plain(setup))) {
        mismatches.push(`${entry.id}: the record is not the voyage of ${date}`);
        continue;
      }
      const { state, events } = replay(record);
      const ended = events.find((e): e is GameEndedEvent => e.type === 'GameEnded');
      const summary = ended ? summarizeVoyage(state, ended) : null;
      if (!summary) mismatches.push(`${entry.id}: the voyage has not ended`);
      else if (summary.score !== entry.score || summary.level !== entry.level)
        mismatches.push(
          `${entry.id}: replays to ${summary.score} (${summary.level}), the board shows ${entry.score} (${entry.level})`,
        );
    } catch (e) {
      mismatches.push(`${entry.id}: ${(e as Error).message}`);
    }
  }
  return { ok: mismatches.length === 0, date, entries: board.entries.length, mismatches };
}

/** Drops undefined members so two setups compare by what a record file would hold. */
const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x));
