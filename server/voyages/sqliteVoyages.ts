import type Database from 'better-sqlite3';
import type { GameRecord } from '../../src/core/record';
import type { VoyageStore } from './BoardEntry';
import {
  BOARD_ORDER,
  boardFilter,
  rowToVoyage,
  SELECT_COLUMNS,
  VOYAGE_COLUMNS,
  VOYAGE_INDEX_SQL,
  VOYAGE_PACK_COLUMN_SQL,
  VOYAGE_TABLE_SQL,
  voyageValues,
  type VoyageRow,
} from './voyageRows';

/** Voyages in the SQLite file of the rooms. */
export function createSqliteVoyages(db: Database.Database): VoyageStore {
  db.exec(VOYAGE_TABLE_SQL('INTEGER'));
  const columns = db.prepare('PRAGMA table_info(voyages)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'pack')) db.exec(VOYAGE_PACK_COLUMN_SQL);
  for (const sql of VOYAGE_INDEX_SQL) db.exec(sql);
  const insert = db.prepare(
    `INSERT INTO voyages (${VOYAGE_COLUMNS.join(', ')}) VALUES (${VOYAGE_COLUMNS.map(() => '?').join(', ')})`,
  );
  const official = db.prepare(
    'SELECT 1 FROM voyages WHERE player_id = ? AND daily = ? AND NOT practice LIMIT 1',
  );
  const byId = db.prepare(`SELECT ${SELECT_COLUMNS}, record FROM voyages WHERE id = ?`);
  return {
    async add(voyage, record) {
      try {
        insert.run(...voyageValues(voyage, record).map((v) => (typeof v === 'boolean' ? +v : v)));
        return 'added';
      } catch (e) {
        if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return 'duplicate';
        throw e;
      }
    },
    async hasOfficial(playerId, date) {
      return official.get(playerId, date) !== undefined;
    },
    async board(query, limit) {
      const { where, values } = boardFilter(query);
      const rows = db
        .prepare(
          `SELECT ${SELECT_COLUMNS} FROM voyages WHERE ${where} ORDER BY ${BOARD_ORDER} LIMIT ?`,
        )
        .all(...values, limit) as VoyageRow[];
      return rows.map(rowToVoyage);
    },
    async countAbove(query, score) {
      const { where, values } = boardFilter(query);
      const row = db
        .prepare(`SELECT COUNT(*) AS n FROM voyages WHERE ${where} AND score > ?`)
        .get(...values, score) as { n: number };
      return row.n;
    },
    async get(id) {
      const row = byId.get(id) as VoyageRow | undefined;
      if (!row) return null;
      return { voyage: rowToVoyage(row), record: JSON.parse(row.record!) as GameRecord };
    },
  };
}
