import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { GameStore, RoomRecord } from './GameStore';
import { createSqliteVoyages } from '../voyages/sqliteVoyages';
import { createSqliteDaily } from '../daily/sqliteDaily';

/** Embedded SQLite (better-sqlite3 12.x; 13.x segfaults on Node 20). */
export function createSqliteStore(file: string): GameStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(
    `CREATE TABLE IF NOT EXISTS rooms (
       code TEXT PRIMARY KEY,
       record TEXT NOT NULL,
       finished INTEGER NOT NULL,
       updated_at INTEGER NOT NULL
     )`,
  );
  const upsert = db.prepare(
    `INSERT INTO rooms (code, record, finished, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(code) DO UPDATE SET record = excluded.record, finished = excluded.finished,
       updated_at = excluded.updated_at`,
  );
  const byCode = db.prepare('SELECT record FROM rooms WHERE code = ?');
  const open = db.prepare('SELECT record FROM rooms WHERE finished = 0 ORDER BY updated_at');
  const parse = (row: unknown): RoomRecord => JSON.parse((row as { record: string }).record);
  const voyages = createSqliteVoyages(db);
  const daily = createSqliteDaily(db);
  return {
    kind: 'sqlite',
    voyages,
    daily,
    async save(record) {
      upsert.run(record.code, JSON.stringify(record), record.finished ? 1 : 0, Date.now());
    },
    async load(code) {
      const row = byCode.get(code);
      return row ? parse(row) : null;
    },
    async unfinished() {
      return open.all().map(parse);
    },
    async close() {
      db.close();
    },
  };
}
