import { atom } from 'jotai';
import { nemoSession } from '../nemo/gameAtoms';
import type { BotTicket } from './botClient';

/** A worker job asked about one game: that session, its ticket while it thinks, what it shows. */
export interface BotJob<V> {
  session: unknown;
  ticket: BotTicket | null;
  view: V;
}

/**
 * The atoms of a job kept for one game position (the coach's advice, the review): the job, the
 * view of it for the game on the table (`idle` while the job is about another), and its cancel.
 */
export function botJobAtoms<V>(idle: V) {
  const jobAtom = atom<BotJob<V> | null>(null);
  const viewAtom = atom<V>((get) => {
    const job = get(jobAtom);
    return job && job.session === get(nemoSession.sessionReadAtom) ? job.view : idle;
  });
  const cancelAtom = atom(null, (get, set) => {
    get(jobAtom)?.ticket?.cancel();
    set(jobAtom, null);
  });
  return { jobAtom, viewAtom, cancelAtom };
}
