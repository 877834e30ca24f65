import pg from 'pg';
import type { GameStore, RoomRecord } from './GameStore';
import { createPostgresVoyages } from '../voyages/postgresVoyages';
import { createPostgresDaily } from '../daily/postgresDaily';

/** Postgres (used when DATABASE_URL is set). */
export async function createPostgresStore(url: string): Promise<GameStore> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // A restarted database drops idle connections; without a listener that error ends the process.
  pool.on('error', (e) => console.error('postgres: idle connection lost:', e.message));
  await pool.query(
    `CREATE TABLE IF NOT EXISTS nemo_rooms (
       code TEXT PRIMARY KEY,
       record JSONB NOT NULL,
       finished BOOLEAN NOT NULL,
       updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
     )`,
  );
  const voyages = await createPostgresVoyages(pool);
  const daily = await createPostgresDaily(pool);
  return {
    kind: 'postgres',
    voyages,
    daily,
    async save(record) {
      await pool.query(
        `INSERT INTO nemo_rooms (code, record, finished, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (code) DO UPDATE SET record = EXCLUDED.record, finished = EXCLUDED.finished,
           updated_at = now()`,
        [record.code, JSON.stringify(record), record.finished],
      );
    },
    async load(code) {
      const res = await pool.query<{ record: RoomRecord }>(
        'SELECT record FROM nemo_rooms WHERE code = $1',
        [code],
      );
      return res.rows[0]?.record ?? null;
    },
    async unfinished() {
      const res = await pool.query<{ record: RoomRecord }>(
        'SELECT record FROM nemo_rooms WHERE NOT finished ORDER BY updated_at',
      );
      return res.rows.map((r) => r.record);
    },
    async close() {
      await pool.end();
    },
  };
}
