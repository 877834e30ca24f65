import { atom } from 'jotai';
import { browserStorage } from '../app/storage';
import {
  flushSubmissions,
  loadSubmissions,
  queueSubmission,
  type QueuedSubmission,
} from './submissionQueue';
import type { VoyageApi, VoyageSubmission } from './voyageApi';

const listAtom = atom<QueuedSubmission[]>(loadSubmissions(browserStorage()));
/** This browser's submissions: waiting, submitted (with their entries) or refused. */
export const submissionsAtom = atom((get) => get(listAtom));

let flushing: Promise<void> | null = null;

/** Sends whatever waits (one round at a time); the list follows every answer. */
export const flushSubmissionsAtom = atom(null, (_get, set, api: VoyageApi): Promise<void> => {
  flushing ??= flushSubmissions(browserStorage(), (body) => api.submit(body))
    .then((list) => set(listAtom, list))
    .finally(() => {
      flushing = null;
    });
  return flushing;
});

/** Queues a finished voyage and tries to send it at once; the line tells what became of it. */
export const submitVoyageAtom = atom(
  null,
  async (get, set, api: VoyageApi, body: VoyageSubmission): Promise<QueuedSubmission> => {
    const line = queueSubmission(browserStorage(), body, new Date());
    set(listAtom, loadSubmissions(browserStorage()));
    if (flushing) await flushing;
    await set(flushSubmissionsAtom, api);
    set(listAtom, loadSubmissions(browserStorage()));
    return get(listAtom).find((q) => q.key === line.key) ?? line;
  },
);
