import type Database from 'better-sqlite3';
import type { DailyStore } from './DailyStore';
import { DAILY_TABLES_SQL } from './dailyTables';

/** The daily tables in the SQLite file of the rooms. */
export function createSqliteDaily(db: Database.Database): DailyStore {
  for (const sql of DAILY_TABLES_SQL) db.exec(sql);
  const insertSecret = db.prepare(
    'INSERT INTO daily_secret (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING',
  );
  const readSecret = db.prepare('SELECT secret FROM daily_secret WHERE id = 1');
  const insertAttempt = db.prepare(
    'INSERT INTO daily_attempts (date, player_id, code) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const readAttempt = db.prepare(
    'SELECT code FROM daily_attempts WHERE date = ? AND player_id = ?',
  );
  const upsertForesight = db.prepare(
    `INSERT INTO daily_foresight (date, score, level) VALUES (?, ?, ?)
     ON CONFLICT (date) DO UPDATE SET score = excluded.score, level = excluded.level`,
  );
  const readForesight = db.prepare('SELECT score, level FROM daily_foresight WHERE date = ?');
  const attemptOf = (date: string, playerId: string) =>
    (readAttempt.get(date, playerId) as { code: string } | undefined)?.code ?? null;
  return {
    async secret(fresh) {
      insertSecret.run(fresh);
      return (readSecret.get() as { secret: string }).secret;
    },
    async claimAttempt(date, playerId, code) {
      insertAttempt.run(date, playerId, code);
      return attemptOf(date, playerId) as string;
    },
    async attemptOf(date, playerId) {
      return attemptOf(date, playerId);
    },
    async foresight(date) {
      const row = readForesight.get(date) as { score: number; level: string } | undefined;
      return row ? { score: row.score, level: row.level } : null;
    },
    async saveForesight(date, foresight) {
      upsertForesight.run(date, foresight.score, foresight.level);
    },
  };
}
