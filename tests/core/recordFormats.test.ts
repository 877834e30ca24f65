import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CORE_EN } from '../../src/core/data';
import { englishStateHash, stateHash } from '../../src/core/hash';
import { nemoEngine } from '../../src/core/nemoEngine';
import { checkRecord, RECORD_FORMAT_VERSION, type GameRecord } from '../../src/core/record';
import { loadRecord, replay } from '../../src/core/replayRecord';
import { sessionFromRecord, toRecord } from '../../src/kernel/session';

/** Records kept by the first format, which hashed every message as its English text. */
const FIRST_FORMAT = ['format1-solo.json', 'format1-versus.json'].map((name) =>
  readFileSync(new URL(`./records/${name}`, import.meta.url), 'utf8'),
);

/** Runs `body` with every English template of the core reworded, then puts them back. */
function withRewordedEnglish<T>(body: () => T): T {
  const groups = CORE_EN as unknown as Record<string, Record<string, string>>;
  const saved = structuredClone(groups);
  for (const group of Object.values(groups))
    for (const key of Object.keys(group)) group[key] = `${group[key]} (reworded)`;
  try {
    return body();
  } finally {
    for (const [name, group] of Object.entries(saved)) Object.assign(groups[name]!, group);
  }
}

describe('record formats', () => {
  test('records of the first format still load, replay and check their English hash', () => {
    for (const text of FIRST_FORMAT) {
      const { record, state } = loadRecord(text);
      expect(record.formatVersion).toBe(1);
      expect(state.result).not.toBeNull();
      expect(englishStateHash(state)).toBe(record.finalHash);
      expect(stateHash(state)).not.toBe(record.finalHash);
      const session = sessionFromRecord(nemoEngine, checkRecord(JSON.parse(text)));
      expect(session.actions).toHaveLength(record.actions.length);
    }
  });

  test('an altered record of the first format is still refused', () => {
    const record = JSON.parse(FIRST_FORMAT[0]!) as GameRecord;
    const forged = { ...record, finalHash: '0123456789abcdef' };
    expect(() => loadRecord(JSON.stringify(forged))).toThrow(/hash mismatch/);
    const moved: GameRecord = { ...record, formatVersion: RECORD_FORMAT_VERSION };
    expect(() => replay(moved)).toThrow(/hash mismatch/);
  });

  test('a new record keeps the current format, and rewording the English changes no hash', () => {
    const old = checkRecord(JSON.parse(FIRST_FORMAT[1]!));
    const session = sessionFromRecord(nemoEngine, old);
    const record = toRecord(nemoEngine, session) as GameRecord;
    expect(record.formatVersion).toBe(RECORD_FORMAT_VERSION);
    const english = englishStateHash(session.state);
    withRewordedEnglish(() => {
      expect(englishStateHash(session.state)).not.toBe(english);
      expect(stateHash(session.state)).toBe(record.finalHash);
    });
  });
});
