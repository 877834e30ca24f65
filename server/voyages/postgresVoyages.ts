import type pg from 'pg';
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

/** `?` placeholders as Postgres's `$1, $2…`. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** Voyages in the Postgres database of the rooms. */
export async function createPostgresVoyages(pool: pg.Pool): Promise<VoyageStore> {
  await pool.query(VOYAGE_TABLE_SQL('BOOLEAN'));
  await pool.query(VOYAGE_PACK_COLUMN_SQL.replace('ADD COLUMN', 'ADD COLUMN IF NOT EXISTS'));
  for (const sql of VOYAGE_INDEX_SQL) await pool.query(sql);
  return {
    async add(voyage, record) {
      try {
        await pool.query(
          numbered(
            `INSERT INTO voyages (${VOYAGE_COLUMNS.join(', ')}) VALUES (${VOYAGE_COLUMNS.map(() => '?').join(', ')})`,
          ),
          voyageValues(voyage, record),
        );
        return 'added';
      } catch (e) {
        if ((e as { code?: string }).code === '23505') return 'duplicate';
        throw e;
      }
    },
    async hasOfficial(playerId, date) {
      const res = await pool.query(
        'SELECT 1 FROM voyages WHERE player_id = $1 AND daily = $2 AND NOT practice LIMIT 1',
        [playerId, date],
      );
      return res.rows.length > 0;
    },
    async board(query, limit) {
      const { where, values } = boardFilter(query);
      const res = await pool.query<VoyageRow>(
        numbered(
          `SELECT ${SELECT_COLUMNS} FROM voyages WHERE ${where} ORDER BY ${BOARD_ORDER} LIMIT ?`,
        ),
        [...values, limit],
      );
      return res.rows.map(rowToVoyage);
    },
    async countAbove(query, score) {
      const { where, values } = boardFilter(query);
      const res = await pool.query<{ n: string }>(
        numbered(`SELECT COUNT(*) AS n FROM voyages WHERE ${where} AND score > ?`),
        [...values, score],
      );
      return Number(res.rows[0]?.n ?? 0);
    },
    async get(id) {
      const res = await pool.query<VoyageRow>(
        `SELECT ${SELECT_COLUMNS}, record FROM voyages WHERE id = $1`,
        [id],
      );
      const row = res.rows[0];
      if (!row) return null;
      return { voyage: rowToVoyage(row), record: JSON.parse(row.record!) as GameRecord };
    },
  };
}
