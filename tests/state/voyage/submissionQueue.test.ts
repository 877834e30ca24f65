import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import { startSession, toRecord } from '../../../src/core/session';
import {
  flushSubmissions,
  loadSubmissions,
  ownEntryIds,
  queueSubmission,
  waitingSubmissions,
} from '../../../src/state/voyage/submissionQueue';
import type {
  BoardEntry,
  SubmitResult,
  VoyageSubmission,
} from '../../../src/state/voyage/voyageApi';
import { VOYAGE_KEYS } from '../../../src/state/voyage/voyageKeys';
import { memoryStorage } from '../app/memoryStorage';

/** A voyage of a known seed (named after a day, as a player might name one). */
function body(date: string): VoyageSubmission {
  return {
    record: toRecord(startSession(defaultSetup({ seed: `seed-${date}`, motive: 'explore' }))),
    name: 'Aronnax',
    playerId: 'abcdefghijklmnop',
  };
}

function entry(id: string): BoardEntry {
  return {
    id,
    rank: 1,
    name: 'Aronnax',
    motive: 'explore',
    difficulty: 'normal',
    seed: 'seed-2026-12-05',
    variant: 'solo',
    score: 120,
    level: 'Success',
    turns: 30,
    ending: 'finale',
    daily: null,
    practice: false,
    submittedAt: '2026-12-05T10:00:00.000Z',
  };
}

const NOW = new Date('2026-12-05T10:00:00Z');

describe('the submission queue', () => {
  test('keeps a voyage waiting while the server is unreachable, and sends it once it answers', async () => {
    const store = memoryStorage();
    queueSubmission(store, body('2026-12-05'), NOW);
    const sent: VoyageSubmission[] = [];
    await flushSubmissions(store, async (b) => {
      sent.push(b);
      return { kind: 'unreachable' };
    });
    expect(waitingSubmissions(store)).toHaveLength(1);
    // The page reloads: the queue is read back from storage, and the server is back.
    const after = await flushSubmissions(store, async (b) => {
      sent.push(b);
      return { kind: 'accepted', entry: entry('e1') };
    });
    expect(sent).toHaveLength(2);
    expect(after[0]?.status).toBe('submitted');
    expect(waitingSubmissions(store)).toHaveLength(0);
    expect(ownEntryIds(store).has('e1')).toBe(true);
  });

  test('keeps a refusal with its one-line reason and never sends it again', async () => {
    const store = memoryStorage();
    queueSubmission(store, body('2026-12-05'), NOW);
    const reason = 'this record does not replay to its claimed score';
    await flushSubmissions(store, async () => ({ kind: 'refused', reason }));
    let calls = 0;
    const list = await flushSubmissions(store, async (): Promise<SubmitResult> => {
      calls++;
      return { kind: 'unreachable' };
    });
    expect(calls).toBe(0);
    expect(list[0]).toMatchObject({ status: 'refused', reason });
  });

  test('queues the same voyage once, another voyage apart', () => {
    const store = memoryStorage();
    queueSubmission(store, body('2026-12-05'), NOW);
    queueSubmission(store, body('2026-12-05'), NOW);
    queueSubmission(store, body('2026-12-06'), NOW);
    expect(loadSubmissions(store)).toHaveLength(2);
  });

  test('stops a round at the first voyage the server does not take, keeping the order', async () => {
    const store = memoryStorage();
    queueSubmission(store, body('2026-12-04'), NOW);
    queueSubmission(store, body('2026-12-05'), NOW);
    const sent: string[] = [];
    await flushSubmissions(store, async (b) => {
      sent.push(b.record.setup.seed);
      return { kind: 'unreachable' };
    });
    expect(sent).toEqual(['seed-2026-12-04']);
    expect(waitingSubmissions(store).map((q) => q.body.record.setup.seed)).toEqual([
      'seed-2026-12-04',
      'seed-2026-12-05',
    ]);
  });

  test('reads damaged storage as an empty queue', () => {
    const store = memoryStorage();
    store.setItem(VOYAGE_KEYS.submissions, '{not json');
    expect(loadSubmissions(store)).toEqual([]);
    store.setItem(VOYAGE_KEYS.submissions, JSON.stringify([{ key: 1 }, 'x']));
    expect(loadSubmissions(store)).toEqual([]);
  });
});
