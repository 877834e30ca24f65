/** The daily tables, written so that SQLite and Postgres both take them. */
export const DAILY_TABLES_SQL = [
  `CREATE TABLE IF NOT EXISTS daily_secret (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     secret TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS daily_attempts (
     date TEXT NOT NULL,
     player_id TEXT NOT NULL,
     code TEXT NOT NULL,
     PRIMARY KEY (date, player_id)
   )`,
  `CREATE TABLE IF NOT EXISTS daily_foresight (
     date TEXT PRIMARY KEY,
     score INTEGER NOT NULL,
     level TEXT NOT NULL
   )`,
];
