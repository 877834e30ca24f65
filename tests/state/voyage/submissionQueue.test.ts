import { describe, expect, test } from 'vitest';
import { dailySetup } from '../../../src/core/dailyVoyage';
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

function body(date: string, practice = false): VoyageSubmission {
  return {
    record: toRecord(startSession(dailySetup(date))),
    name: 'Aronnax',
    playerId: 'abcdefghijklmnop',
    daily: date,
    ...(practice ? { practice: true } : {}),
  };
}

function entry(id: string): BoardEntry {
  return {
    id,
    rank: 1,
    name: 'Aronnax',
    motive: 'explore',
    difficulty: 'normal',
    seed: 'daily-2026-12-05',
    variant: 'solo',
    score: 120,
    level: 'Success',
    turns: 30,
    ending: 'finale',
    daily: '2026-12-05',
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
    const reason = 'an official voyage of 2026-12-05 is already on the board';
    await flushSubmissions(store, async () => ({ kind: 'refused', reason }));
    let calls = 0;
    const list = await flushSubmissions(store, async (): Promise<SubmitResult> => {
      calls++;
      return { kind: 'unreachable' };
    });
    expect(calls).toBe(0);
    expect(list[0]).toMatchObject({ status: 'refused', reason });
  });

  test('queues the same voyage once, but its practice run apart', () => {
    const store = memoryStorage();
    queueSubmission(store, body('2026-12-05'), NOW);
    queueSubmission(store, body('2026-12-05'), NOW);
    queueSubmission(store, body('2026-12-05', true), NOW);
    expect(loadSubmissions(store)).toHaveLength(2);
  });

  test('stops a round at the first voyage the server does not take, keeping the order', async () => {
    const store = memoryStorage();
    queueSubmission(store, body('2026-12-04'), NOW);
    queueSubmission(store, body('2026-12-05'), NOW);
    const sent: string[] = [];
    await flushSubmissions(store, async (b) => {
      sent.push(b.daily ?? '');
      return { kind: 'unreachable' };
    });
    expect(sent).toEqual(['2026-12-04']);
    expect(waitingSubmissions(store).map((q) => q.body.daily)).toEqual([
      '2026-12-04',
      '2026-12-05',
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
