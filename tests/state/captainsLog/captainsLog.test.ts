import { beforeAll, describe, expect, test } from 'vitest';
import { replay } from '../../../src/core/replayRecord';
import { CORE_EN } from '../../../src/core/data';
import { levelName } from '../../../src/state/nemo/words/renderCore';
import type { KeyValueStore } from '../../../src/state/app/storage';
import type { LogEntry } from '../../../src/state/captainsLog/logEntry';
import {
  LOG_ASIDE_KEY,
  LOG_KEY,
  RECORDS_KEPT,
  capLog,
  importLog,
  loadLog,
  logText,
  refusalLine,
} from '../../../src/state/captainsLog/logStore';
import { filterLog, motiveStats, NO_FILTER } from '../../../src/state/captainsLog/logStats';
import { recordVoyage } from '../../../src/state/captainsLog/recordVoyage';
import { replayHref } from '../../../src/state/captainsLog/replayHref';
import { base64url } from '../../../src/state/voyage/recordParam';
import { playedVoyage } from './playedVoyages';
import { FIRST_FORMAT_LOG } from './firstFormatLog';

function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

let voyages: LogEntry[] = [];
beforeAll(() => {
  voyages = [
    playedVoyage('2026-12-05', '2026-12-05T10:00:00.000Z', true),
    playedVoyage('2026-12-06', '2026-12-06T10:00:00.000Z'),
    playedVoyage('2026-12-07', '2026-12-07T10:00:00.000Z'),
  ];
});

describe('captain’s log store', () => {
  test('keeps finished voyages across a reload, newest first, with records that replay', () => {
    const store = memoryStore();
    for (const v of voyages) recordVoyage(v, store);
    const { entries, problem } = loadLog(store);
    expect(problem).toBeNull();
    expect(entries.map((e) => e.playedAt)).toEqual(voyages.map((v) => v.playedAt).reverse());
    const first = entries.at(-1)!;
    expect(first).toEqual(voyages[0]);
    expect(replay(first.record!).state.result).toBeTruthy();
  });

  test('keeps a voyage once, however often the end of the game is seen', () => {
    const store = memoryStore();
    recordVoyage(voyages[0]!, store);
    recordVoyage(voyages[0]!, store);
    expect(loadLog(store).entries).toHaveLength(1);
  });

  test('sets a corrupt store aside with a one-line reason and starts empty', () => {
    for (const bad of [
      '{not json',
      JSON.stringify({ format: 'nemo.captainsLog', version: 9, entries: [] }),
    ]) {
      const store = memoryStore();
      store.setItem(LOG_KEY, bad);
      const { entries, problem } = loadLog(store);
      expect(entries).toEqual([]);
      expect(problem).toMatch(/could not be read/);
      expect(problem).not.toContain('\n');
      expect(store.getItem(LOG_ASIDE_KEY)).toBe(bad);
      expect(store.getItem(LOG_KEY)).toBeNull();
      recordVoyage(voyages[1]!, store);
      expect(loadLog(store).entries).toHaveLength(1);
    }
  });

  test('keeps the newest records whole and only the summaries of older ones', () => {
    const many = Array.from({ length: RECORDS_KEPT + 5 }, (_, i) => ({
      ...voyages[0]!,
      id: `v${i}`,
      playedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }));
    const capped = capLog(many);
    expect(capped).toHaveLength(RECORDS_KEPT + 5);
    expect(capped[0]!.id).toBe(`v${RECORDS_KEPT + 4}`);
    expect(capped.filter((e) => e.record !== null)).toHaveLength(RECORDS_KEPT);
    expect(capped.at(-1)!.record).toBeNull();
    expect(capped.at(-1)!.score).toBe(voyages[0]!.score);
  });
});

describe('captain’s log statistics', () => {
  test('counts played, Finale rate, best and mean score per Motive', () => {
    const entries: LogEntry[] = [
      { ...voyages[0]!, id: 'a', motive: 'science', score: 10, ending: 'finale' },
      { ...voyages[0]!, id: 'b', motive: 'science', score: 0, ending: 'notoriety' },
      { ...voyages[0]!, id: 'c', motive: 'science', score: 25, ending: 'finale' },
      { ...voyages[0]!, id: 'd', motive: 'war', score: 7, ending: 'resource' },
    ];
    const stats = motiveStats(entries);
    expect(stats).toEqual([
      { motive: 'science', played: 3, finales: 2, finaleRate: 2 / 3, best: 25, mean: 35 / 3 },
      { motive: 'war', played: 1, finales: 0, finaleRate: 0, best: 7, mean: 7 },
    ]);
    expect(filterLog(entries, { ...NO_FILTER, ending: 'finale' }).map((e) => e.id)).toEqual([
      'a',
      'c',
    ]);
    expect(filterLog(entries, { ...NO_FILTER, motive: 'war' }).map((e) => e.id)).toEqual(['d']);
  });

  test('filters voyages of the day apart from the others', () => {
    expect(filterLog(voyages, { ...NO_FILTER, daily: 'daily' })).toEqual([voyages[0]]);
    expect(filterLog(voyages, { ...NO_FILTER, daily: 'free' })).toHaveLength(2);
  });
});

describe('captain’s log import', () => {
  test('merges an exported log without duplicates', () => {
    const store = memoryStore();
    recordVoyage(voyages[0]!, store);
    recordVoyage(voyages[1]!, store);
    const merged = importLog(store, logText([voyages[1]!, voyages[2]!]));
    expect(merged.added).toBe(1);
    expect(
      loadLog(store)
        .entries.map((e) => e.id)
        .sort(),
    ).toEqual(voyages.map((v) => v.id).sort());
  });

  test('refuses a bad file in one line and changes nothing', () => {
    const store = memoryStore();
    recordVoyage(voyages[0]!, store);
    const before = store.getItem(LOG_KEY);
    const tampered = JSON.parse(logText([voyages[1]!])) as { entries: { score: unknown }[] };
    tampered.entries[0]!.score = 'lots';
    for (const bad of ['nope', '[]', JSON.stringify(tampered)]) {
      expect(() => importLog(store, bad)).toThrow(/^not a captain’s log: [^\n]+$/);
      expect(store.getItem(LOG_KEY)).toBe(before);
    }
    expect(() => importLog(store, JSON.stringify(tampered))).toThrow(/entries\[0\]\.score/);
  });
});

describe('victory levels in the log', () => {
  test('keeps the level a voyage reached as its id, whatever the language', () => {
    for (const v of voyages) expect(Object.keys(CORE_EN.level)).toContain(v.level);
    const stored = JSON.parse(logText(voyages)) as {
      version: number;
      entries: { level: string }[];
    };
    expect(stored.version).toBe(2);
    expect(stored.entries.map((e) => e.level)).toEqual(voyages.map((v) => v.level));
  });

  test('loads a log of the first format, which kept the English names, with level ids', () => {
    const store = memoryStore();
    store.setItem(LOG_KEY, FIRST_FORMAT_LOG);
    const { entries, problem } = loadLog(store);
    expect(problem).toBeNull();
    expect(entries.map((e) => e.level)).toEqual(['triumphant', 'defeat']);
    expect(entries.map((e) => levelName(e.level))).toEqual(['Triumphant', 'Defeat']);
  });

  test('refuses a first-format log with a level no table prints', () => {
    const bad = FIRST_FORMAT_LOG.replace('"Triumphant"', '"Splendid"');
    expect(() => importLog(memoryStore(), bad)).toThrow(/entries\[0\]\.level/);
  });
});

describe('captain’s log import trusts nothing (issue 43 §1)', () => {
  test('replays each entry: an edited score, level or ending and a cut record are refused, named in one line; the rest import', () => {
    const store = memoryStore();
    const [a, b, c] = voyages as [LogEntry, LogEntry, LogEntry];
    const richer = { ...a, score: 999 };
    const promoted: LogEntry = { ...b, score: 999, level: 'triumphant' };
    const cut = { ...c, record: { ...c.record!, actions: c.record!.actions.slice(0, 5) } };
    const result = importLog(store, logText([richer, promoted, cut]));
    expect(result.added).toBe(0);
    expect(refusalLine(result.refused)).toBe(
      '2 entries refused: the score does not match the record; 1 entry refused: its record does not replay',
    );
    expect(loadLog(store).entries).toEqual([]);

    const mixed = importLog(store, logText([{ ...a, ending: 'nadeen' }, b, c]));
    expect(mixed.added).toBe(2);
    expect(refusalLine(mixed.refused)).toBe(
      '1 entry refused: the ending does not match the record',
    );
    expect(
      loadLog(store)
        .entries.map((e) => e.id)
        .sort(),
    ).toEqual([b.id, c.id].sort());
  });

  test('refuses an entry with no record to check, and one whose turns were edited', () => {
    const store = memoryStore();
    const [a, b] = voyages as [LogEntry, LogEntry];
    const result = importLog(
      store,
      logText([
        { ...a, record: null },
        { ...b, turns: b.turns + 5 },
      ]),
    );
    expect(result.refused).toEqual([
      { reason: 'noRecord', count: 1 },
      { reason: 'summary', count: 1 },
    ]);
  });
});

describe('replay link', () => {
  test('carries the record as base64url JSON', () => {
    const href = replayHref(voyages[0]!.record!);
    expect(href).toMatch(/^\?mode=replay&record=[A-Za-z0-9_-]+$/);
    const encoded = href.split('record=')[1]!;
    const json = Buffer.from(encoded, 'base64url').toString('utf8');
    expect(JSON.parse(json)).toEqual(voyages[0]!.record);
    expect(base64url('航海')).toBe(Buffer.from('航海').toString('base64url'));
  });
});
