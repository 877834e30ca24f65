import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { defaultSetup } from '../../src/core/createGame';
import type { GameRecord } from '../../src/core/record';
import { rankVoyages, type StoredVoyage } from '../../server/voyages/BoardEntry';
import type { GameStore } from '../../server/store/GameStore';

const record: GameRecord = {
  formatVersion: 1,
  game: 'nemos-war',
  setup: defaultSetup({ seed: 'store-test', motive: 'science' }),
  actions: [],
  finalHash: '0123456789abcdef',
};

/** The same board cases for every store (SQLite, Postgres); returns the prefix of its ids. */
export function voyageStoreCases(open: () => Promise<GameStore>): string {
  let store: GameStore;
  const run = randomUUID().slice(0, 8);
  const seed = `store-${run}`;
  const voyage = (id: string, over: Partial<StoredVoyage>): StoredVoyage => ({
    id: `${run}-${id}`,
    playerId: `player-${run}-${id}`,
    name: `Captain ${id}`,
    motive: 'science',
    difficulty: 'normal',
    seed,
    variant: 'solo',
    score: 0,
    level: 'Defeat',
    turns: 10,
    ending: 'finale',
    daily: null,
    practice: false,
    submittedAt: '2026-12-05T10:00:00.000Z',
    ...over,
  });

  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store.close();
  });

  test('a board ranks by score, then turns survived, then earlier submission; ties share a rank', async () => {
    await store.voyages.add(voyage('a', { score: 120, turns: 20 }), record);
    await store.voyages.add(
      voyage('b', { score: 120, turns: 25, submittedAt: '2026-12-05T11:00:00.000Z' }),
      record,
    );
    await store.voyages.add(voyage('c', { score: 180, turns: 12 }), record);
    await store.voyages.add(
      voyage('d', { score: 120, turns: 20, submittedAt: '2026-12-05T09:00:00.000Z' }),
      record,
    );
    const entries = rankVoyages(await store.voyages.board({ kind: 'seed', seed }, 10));
    expect(entries.map((e) => [e.name, e.rank])).toEqual([
      ['Captain c', 1],
      ['Captain b', 2],
      ['Captain d', 2],
      ['Captain a', 2],
    ]);
    expect(entries[0]).not.toHaveProperty('playerId');
    expect(await store.voyages.countAbove({ kind: 'seed', seed }, 120)).toBe(1);
    expect(await store.voyages.board({ kind: 'seed', seed }, 2)).toHaveLength(2);
  });

  test('the day board holds official entries only, one per player; Motive boards per difficulty', async () => {
    const date = '2031-01-0' + String((parseInt(run, 16) % 9) + 1);
    const official = voyage('day', { daily: date, score: 50, playerId: `p-${run}` });
    expect(await store.voyages.hasOfficial(`p-${run}`, date)).toBe(false);
    expect(await store.voyages.add(official, record)).toBe('added');
    expect(await store.voyages.hasOfficial(`p-${run}`, date)).toBe(true);
    expect(await store.voyages.add({ ...official, id: `${run}-again` }, record)).toBe('duplicate');
    const practice = { ...official, id: `${run}-practice`, practice: true, score: 90 };
    expect(await store.voyages.add(practice, record)).toBe('added');
    const day = await store.voyages.board({ kind: 'daily', date }, 10);
    expect(day.filter((v) => v.id.startsWith(run)).map((v) => v.id)).toEqual([official.id]);
    const hard = voyage('hard', { difficulty: 'hard', motive: 'war' });
    await store.voyages.add(hard, record);
    const motive = await store.voyages.board(
      { kind: 'motive', motive: 'war', difficulty: 'hard' },
      100,
    );
    expect(motive.map((v) => v.id)).toContain(hard.id);
    expect(motive.every((v) => v.motive === 'war' && v.difficulty === 'hard')).toBe(true);
  });

  test('a stored voyage comes back with its record for a replay', async () => {
    const v = voyage('replay', { winner: 'imperialist', variant: 'versus' });
    await store.voyages.add(v, record);
    const found = await store.voyages.get(v.id);
    expect(found?.voyage).toEqual(v);
    expect(found?.record).toEqual(record);
    expect(await store.voyages.get('nothing-here')).toBeNull();
  });
  return run;
}
