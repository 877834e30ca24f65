import { afterAll, describe } from 'vitest';
import pg from 'pg';
import { createSqliteStore } from '../../server/store/sqliteStore';
import { createPostgresStore } from '../../server/store/postgresStore';
import { needService } from './services';
import { voyageStoreCases } from './voyageStoreCases';

describe('voyage boards on SQLite', () => {
  voyageStoreCases(async () => createSqliteStore(':memory:'));
});

const url = process.env.TEST_DATABASE_URL ?? '';
const run = needService(
  'Postgres',
  url !== '',
  'set TEST_DATABASE_URL (e.g. postgres://nemo:nemo@127.0.0.1:5432/nemo_test); .ci/run starts one',
);
describe.runIf(run)('voyage boards on Postgres (DATABASE_URL)', () => {
  const run = voyageStoreCases(() => createPostgresStore(url));
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('DELETE FROM voyages WHERE id LIKE $1', [`${run}-%`]);
    await client.end();
  });
});
