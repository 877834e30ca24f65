import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../src/core/createGame';
import { packHash, parseContentPack, type ContentPack } from '../../src/core/content/index';
import type { GameRecord } from '../../src/core/record';
import { rankVoyages, type StoredVoyage } from '../../server/voyages/BoardEntry';
import { onPackBoard } from '../../server/voyages/packBoard';
import { createSqliteVoyages } from '../../server/voyages/sqliteVoyages';
import { verifySubmission } from '../../server/voyages/verifySubmission';
import { playRecord } from '../../scripts/sim/playRecord';

const PACK = parseContentPack(readFileSync('content/example-pack.json', 'utf8'));
const NOW = new Date('2026-12-05T12:00:00Z');
const SEED = 'pack-board';

/** A finished voyage as the server stores it: verified, then filed on its pack's board. */
function submitted(record: GameRecord, playerId: string): StoredVoyage {
  const verdict = verifySubmission({ record, name: 'Ned Land', playerId }, NOW);
  if (!verdict.ok) throw new Error(verdict.reason);
  const packed = onPackBoard(verdict.voyage, verdict.record);
  if (!packed.ok) throw new Error(packed.reason);
  return packed.voyage;
}

describe('a content pack’s boards', () => {
  const builtIn = playRecord(defaultSetup({ seed: SEED, motive: 'explore' }));
  const withPack = playRecord({
    ...defaultSetup({ seed: SEED, motive: 'explore' }),
    contentPack: PACK,
  });

  test('a voyage with a pack is ranked on its pack’s board only', async () => {
    const voyages = createSqliteVoyages(new Database(':memory:'));
    const plain = submitted(builtIn, 'player-built-in-000001');
    const packed = submitted(withPack, 'player-with-pack-00001');
    expect(plain.pack).toBeUndefined();
    expect(packed.pack).toBe(packHash(PACK));
    await voyages.add(plain, builtIn);
    await voyages.add(packed, withPack);

    const ids = async (query: Parameters<typeof voyages.board>[0]) =>
      rankVoyages(await voyages.board(query, 10)).map((e) => e.id);
    const pack = packHash(PACK);
    expect(await ids({ kind: 'seed', seed: SEED })).toEqual([plain.id]);
    expect(await ids({ kind: 'seed', seed: SEED, pack })).toEqual([packed.id]);
    const motive = { kind: 'motive' as const, motive: 'explore', difficulty: 'normal' };
    expect(await ids(motive)).toEqual([plain.id]);
    expect(await ids({ ...motive, pack })).toEqual([packed.id]);
    expect(await voyages.countAbove({ kind: 'seed', seed: SEED, pack }, -1)).toBe(1);
    const stored = await voyages.get(packed.id);
    expect(stored?.voyage.pack).toBe(pack);
    expect(stored?.record.setup.contentPack).toEqual(PACK);
  });

  test('a pack naming a component the game does not have is refused', () => {
    const record = {
      ...withPack,
      setup: {
        ...withPack.setup,
        contentPack: {
          ...PACK,
          // Not an upgrade of the game: the pack's type refuses it, as the check does on the wire.
          upgrades: { warpDrive: { text: 'x', provenance: 'designed' } } as ContentPack['upgrades'],
        },
      },
    };
    const verdict = verifySubmission(
      { record: withPack, name: 'Ned Land', playerId: 'player-with-pack-00001' },
      NOW,
    );
    if (!verdict.ok) throw new Error(verdict.reason);
    expect(onPackBoard(verdict.voyage, record)).toEqual({
      ok: false,
      reason: 'the content pack is refused: upgrades.warpDrive: unknown upgrades id',
      refusal: { key: 'board.pack', params: { reason: 'upgrades.warpDrive: unknown upgrades id' } },
    });
  });

  test('a table made before packs had boards gains the column and keeps its voyages built-in', async () => {
    const db = new Database(':memory:');
    db.exec(
      'CREATE TABLE voyages (id TEXT PRIMARY KEY, player_id TEXT NOT NULL, name TEXT NOT NULL, motive TEXT NOT NULL, difficulty TEXT NOT NULL, seed TEXT NOT NULL, variant TEXT NOT NULL, score INTEGER NOT NULL, level TEXT NOT NULL, turns INTEGER NOT NULL, ending TEXT NOT NULL, daily TEXT, practice INTEGER NOT NULL, submitted_at TEXT NOT NULL, winner TEXT, record TEXT NOT NULL)',
    );
    db.prepare(
      "INSERT INTO voyages VALUES ('old', 'p', 'Old', 'explore', 'normal', ?, 'solo', 100, 'Defeat', 9, 'finale', NULL, 0, '2026-12-01T00:00:00.000Z', NULL, '{}')",
    ).run(SEED);
    const voyages = createSqliteVoyages(db);
    expect((await voyages.board({ kind: 'seed', seed: SEED }, 10)).map((v) => v.id)).toEqual([
      'old',
    ]);
  });
});
