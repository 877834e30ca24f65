import { atom } from 'jotai';
import { packHash } from '../../core/content';
import type { GameSetup } from '../../core';
import type { PackOddsProgress, PackOddsRequest } from '../../workers/packOddsProtocol';
import { measurePackOdds } from '../../workers/measurePackOdds';
import { storageAtom } from '../nemo/gameAtoms';
import { STORAGE_KEYS, type KeyValueStore } from '../app/storage';

/** How many trial games a measurement plays, with the pack and without. */
export const PACK_ODDS_GAMES = 50;

/** A finished measurement: Finales reached by the quick bot with the pack and without. */
export interface PackOdds {
  games: number;
  packFinales: number;
  builtInFinales: number;
}

/** What a measurement runs on: a worker where there is one, else short slices on this thread. */
export type PackOddsRunner = (
  request: PackOddsRequest,
  report: (progress: PackOddsProgress) => void,
) => () => void;

/** The measurement's key: the pack's hash, the Motive and the difficulty of every aspect. */
export function packOddsKey(setup: GameSetup): string | null {
  if (!setup.contentPack) return null;
  const levels = Object.values(setup.difficulty).join(',');
  return `${packHash(setup.contentPack)}:${setup.motive}:${levels}`;
}

function loadOdds(store: KeyValueStore | null): Record<string, PackOdds> {
  try {
    const text = store?.getItem(STORAGE_KEYS.packOdds);
    return text ? (JSON.parse(text) as Record<string, PackOdds>) : {};
  } catch {
    return {};
  }
}

const oddsOverAtom = atom<Record<string, PackOdds> | undefined>(undefined);

/** Measurements made on this device, kept for later visits. */
export const packOddsResultsAtom = atom(
  (get) => get(oddsOverAtom) ?? loadOdds(get(storageAtom)),
  (get, set, results: Record<string, PackOdds>) => {
    set(oddsOverAtom, results);
    try {
      get(storageAtom)?.setItem(STORAGE_KEYS.packOdds, JSON.stringify(results));
    } catch {
      // Kept for this visit only.
    }
  },
);

/** The measurement under way: its key and how far it got; null when none runs. */
export const packOddsRunAtom = atom<{ key: string; done: number; games: number } | null>(null);

const workerRunner: PackOddsRunner = (request, report) => {
  const worker = new Worker(new URL('../../workers/packOddsWorker.ts', import.meta.url), {
    type: 'module',
    name: 'nemo-pack-odds',
  });
  worker.addEventListener('message', (e: MessageEvent<PackOddsProgress>) => report(e.data));
  worker.postMessage(request);
  return () => worker.terminate();
};

/** Without workers: one pair of games per task, so the page still answers between them. */
export const inlineRunner: PackOddsRunner = (request, report) => {
  let stopped = false;
  let done = 0;
  let totals = { packFinales: 0, builtInFinales: 0 };
  const step = () => {
    if (stopped || done >= request.games) return;
    measurePackOdds({ setup: { ...request.setup }, games: 1 }, (p) => {
      totals = {
        packFinales: totals.packFinales + p.packFinales,
        builtInFinales: totals.builtInFinales + p.builtInFinales,
      };
    });
    done++;
    report({ done, games: request.games, ...totals, finished: done === request.games });
    setTimeout(step, 0);
  };
  setTimeout(step, 0);
  return () => {
    stopped = true;
  };
};

/** How measurements run (tests put their own runner here). */
export const packOddsRunnerAtom = atom<{ run: PackOddsRunner }>({
  run: typeof Worker === 'undefined' ? inlineRunner : workerRunner,
});

/** Starts measuring a setup's pack (one at a time); its figures are kept when it ends. */
export const measurePackOddsAtom = atom(null, (get, set, setup: GameSetup) => {
  const key = packOddsKey(setup);
  if (!key || get(packOddsRunAtom)) return;
  set(packOddsRunAtom, { key, done: 0, games: PACK_ODDS_GAMES });
  const { run } = get(packOddsRunnerAtom);
  let stop = () => {};
  stop = run({ setup, games: PACK_ODDS_GAMES }, (progress) => {
    set(packOddsRunAtom, { key, done: progress.done, games: progress.games });
    if (!progress.finished) return;
    stop();
    set(packOddsResultsAtom, {
      ...get(packOddsResultsAtom),
      [key]: {
        games: progress.games,
        packFinales: progress.packFinales,
        builtInFinales: progress.builtInFinales,
      },
    });
    set(packOddsRunAtom, null);
  });
});
