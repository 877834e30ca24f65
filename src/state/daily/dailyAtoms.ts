import { atom } from 'jotai';
import { i18n } from '../../i18n/i18n';
import type { BoardEntry } from '../../protocol/boardEntry';
import { attachGameAtom } from '../online/onlineAtoms';
import {
  isNetworkFailure,
  type OnlineConnection,
  type OnlineGame,
  type SavedSeat,
} from '../online/onlineClient';
import type { KeyValueStore } from '../app/storage';
import { STORAGE_KEYS } from '../app/storage';
import { noteOfficialBegun, noteOfficialRanked } from '../voyage/dailyAttempts';
import { VoyageApiError, type VoyageApi } from '../voyage/voyageApi';
import { refusalOfJoinError } from '../../protocol/refusal';
import { errorText } from '../session/errorText';
import { refusalText } from '../session/refusalText';
import { deviceKeyOf, signDailyChallenge, type DeviceKeyStore } from './deviceKey';

/** Where the official voyage of the day stands on this page. */
export type DailyPhase = 'start' | 'connecting' | 'table' | 'refused' | 'unreachable';

export const dailyPhaseAtom = atom<DailyPhase>('start');
/**
 * The official voyage on the table (its UTC date): while it is set, the coach and the review are
 * off, as in rated chess; a board should measure the player.
 */
export const officialAttemptAtom = atom<{ date: string } | null>(null);
/** The official voyage's row on the day's board, once the server has ranked it. */
export const dailyRankedAtom = atom<BoardEntry | null>(null);
/** Why the attempt did not open: the server's one-line refusal, or that it does not answer. */
export const dailyProblemAtom = atom<string | null>(null);

/** Everything the official voyage needs from outside the state layer (stand-ins in tests). */
export interface DailyDeps {
  date: string;
  name: string;
  api: Pick<VoyageApi, 'challenge'>;
  connection: Pick<OnlineConnection, 'daily' | 'rejoin'>;
  keys: DeviceKeyStore;
  subtle?: SubtleCrypto;
  /** localStorage: the page's note of the day's attempt. */
  store: KeyValueStore | null;
  /** sessionStorage: the room to come back to after a reload. */
  tab: KeyValueStore | null;
}

interface SavedDaily extends SavedSeat {
  date: string;
}

function readSaved(tab: KeyValueStore | null, date: string): SavedDaily | null {
  try {
    const saved = JSON.parse(tab?.getItem(STORAGE_KEYS.dailySeat) ?? 'null') as SavedDaily | null;
    return saved && saved.date === date && typeof saved.reconnectionToken === 'string'
      ? saved
      : null;
  } catch {
    return null;
  }
}

function keepSaved(tab: KeyValueStore | null, saved: SavedDaily | null): void {
  try {
    if (saved) tab?.setItem(STORAGE_KEYS.dailySeat, JSON.stringify(saved));
    else tab?.removeItem(STORAGE_KEYS.dailySeat);
  } catch {
    // A reload then signs in again with the device key, which resumes the attempt as well.
  }
}

/** The first line of what went wrong, and whether the server said it. */
function problemOf(error: unknown): { text: string; reachable: boolean } {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof VoyageApiError)
    return { text: errorText(error), reachable: error.reachable };
  if (isNetworkFailure(message)) return { text: message, reachable: false };
  const carried = refusalOfJoinError(message);
  if (carried) return { text: refusalText(carried), reachable: true };
  return { text: message.split('\n')[0] ?? message, reachable: true };
}

/** Opens the room: back into this tab's room if the server still holds it, else signed anew. */
async function openRoom(deps: DailyDeps): Promise<OnlineGame> {
  const saved = readSaved(deps.tab, deps.date);
  if (saved) {
    try {
      return await deps.connection.rejoin(saved);
    } catch {
      keepSaved(deps.tab, null);
    }
  }
  const pair = await deviceKeyOf(deps.keys, deps.subtle);
  const challenge = await deps.api.challenge();
  const signed = await signDailyChallenge(pair, challenge, deps.subtle);
  return deps.connection.daily({ name: deps.name, challenge, ...signed });
}

/**
 * Starts (or resumes) this device's official voyage of the day and puts it on the table: the
 * session runs on the server, which sends this seat what it may see. Returns a function that
 * detaches the room, or null when it did not open (the phase and problem say why).
 */
export const enterDailyAtom = atom(
  null,
  async (_get, set, deps: DailyDeps): Promise<(() => void) | null> => {
    set(dailyPhaseAtom, 'connecting');
    set(dailyProblemAtom, null);
    set(dailyRankedAtom, null);
    let game: OnlineGame;
    try {
      game = await openRoom(deps);
      await game.ready;
    } catch (e) {
      const problem = problemOf(e);
      set(dailyPhaseAtom, problem.reachable ? 'refused' : 'unreachable');
      set(
        dailyProblemAtom,
        problem.reachable
          ? i18n.t('voyage.official.refused', { reason: problem.text })
          : i18n.t('voyage.official.unreachable'),
      );
      return null;
    }
    noteOfficialBegun(deps.store, deps.date);
    keepSaved(deps.tab, { ...game.saved(), date: deps.date });
    set(officialAttemptAtom, { date: deps.date });
    const detach = set(attachGameAtom, { game });
    const offRanked = game.onRanked(({ entry }) => {
      set(dailyRankedAtom, entry);
      noteOfficialRanked(deps.store, deps.date, entry.id);
      keepSaved(deps.tab, null);
    });
    set(dailyPhaseAtom, 'table');
    return () => {
      offRanked();
      detach();
      set(officialAttemptAtom, null);
    };
  },
);
