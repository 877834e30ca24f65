import type { GameStore } from './GameStore';
import { createSqliteStore } from './sqliteStore';
import { createPostgresStore } from './postgresStore';

/** Postgres when DATABASE_URL is set, otherwise SQLite at SQLITE_FILE (default data/online.sqlite). */
export async function createStore(env: NodeJS.ProcessEnv = process.env): Promise<GameStore> {
  if (env.DATABASE_URL) return createPostgresStore(env.DATABASE_URL);
  return createSqliteStore(env.SQLITE_FILE ?? 'data/online.sqlite');
}
