import { describe, expect, test } from 'vitest';
import { urlParams } from '../../../src/state/app/pageUrl';
import { defaultSetup } from '../../../src/core/createGame';
import { startSession, toRecord } from '../../../src/core/session';
import {
  noteOfficialBegun,
  noteOfficialRanked,
  officialEntryIds,
  officialNote,
} from '../../../src/state/voyage/dailyAttempts';
import { decodeRecordParam, encodeRecordParam } from '../../../src/state/voyage/recordParam';
import { dayBefore, parseBoardRef, parseVoyageUrl } from '../../../src/state/voyage/voyageUrl';
import { memoryStorage } from '../app/memoryStorage';

const here = { protocol: 'http:', hostname: 'example.test' };

describe('voyage links', () => {
  test('carries a record in a link and reads it back; a damaged one is refused in one line', () => {
    const record = toRecord(startSession(defaultSetup({ seed: 'ネモ', motive: 'war' })));
    const param = encodeRecordParam(record);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeRecordParam(param)).toEqual(record);
    expect(() => decodeRecordParam(param.slice(0, -7))).toThrow(/^[^\n]+$/);
    expect(() => decodeRecordParam('not base64!')).toThrow(/damaged/);
  });

  test('reads boards, days and ids from the URL, reporting bad values', () => {
    expect(parseBoardRef('daily:2026-12-05')).toEqual({ kind: 'daily', date: '2026-12-05' });
    expect(parseBoardRef('motive:war:mixed')).toEqual({
      kind: 'motive',
      motive: 'war',
      difficulty: 'mixed',
    });
    expect(parseBoardRef('seed:a:b')).toEqual({ kind: 'seed', seed: 'a:b' });
    expect(parseBoardRef('daily:2026-02-30')).toBeNull();
    const bad = parseVoyageUrl(urlParams('?of=motive:nope:easy&id=../x'), here);
    expect(bad).toMatchObject({ board: null, replayId: null });
    expect(bad.problems).toHaveLength(2);
    expect(parseVoyageUrl(urlParams('?server=http://other:9000/x'), here).server).toBe(
      'http://other:9000',
    );
    expect(parseVoyageUrl(urlParams(''), here).server).toBe('http://example.test:2567');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });

  test('remembers the official voyage begun here and its row once ranked (for wording only)', () => {
    const store = memoryStorage();
    expect(officialNote(store, '2026-12-05')).toEqual({ kind: 'none' });
    noteOfficialBegun(store, '2026-12-05');
    expect(officialNote(store, '2026-12-05')).toEqual({ kind: 'begun' });
    expect(officialEntryIds(store)).toEqual([]);
    noteOfficialRanked(store, '2026-12-05', 'v9');
    noteOfficialBegun(store, '2026-12-05');
    expect(officialNote(store, '2026-12-05')).toEqual({ kind: 'ranked', id: 'v9' });
    expect(officialNote(store, '2026-12-06')).toEqual({ kind: 'none' });
    expect(officialEntryIds(store)).toEqual(['v9']);
  });
});
