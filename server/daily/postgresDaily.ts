import type pg from 'pg';
import type { DailyStore } from './DailyStore';
import { DAILY_TABLES_SQL } from './dailyTables';

/** The daily tables in the Postgres database of the rooms. */
export async function createPostgresDaily(pool: pg.Pool): Promise<DailyStore> {
  for (const sql of DAILY_TABLES_SQL) await pool.query(sql);
  const attemptOf = async (date: string, playerId: string) => {
    const res = await pool.query<{ code: string }>(
      'SELECT code FROM daily_attempts WHERE date = $1 AND player_id = $2',
      [date, playerId],
    );
    return res.rows[0]?.code ?? null;
  };
  return {
    async secret(fresh) {
      await pool.query(
        'INSERT INTO daily_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING',
        [fresh],
      );
      const res = await pool.query<{ secret: string }>(
        'SELECT secret FROM daily_secret WHERE id = 1',
      );
      return res.rows[0]!.secret;
    },
    async claimAttempt(date, playerId, code) {
      await pool.query(
        'INSERT INTO daily_attempts (date, player_id, code) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [date, playerId, code],
      );
      return (await attemptOf(date, playerId)) as string;
    },
    attemptOf,
    async foresight(date) {
      const res = await pool.query<{ score: number; level: string }>(
        'SELECT score, level FROM daily_foresight WHERE date = $1',
        [date],
      );
      const row = res.rows[0];
      return row ? { score: Number(row.score), level: row.level } : null;
    },
    async saveForesight(date, foresight) {
      await pool.query(
        `INSERT INTO daily_foresight (date, score, level) VALUES ($1, $2, $3)
         ON CONFLICT (date) DO UPDATE SET score = EXCLUDED.score, level = EXCLUDED.level`,
        [date, foresight.score, foresight.level],
      );
    },
  };
}
