import { i18n } from '../../i18n/i18n';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Seat } from '../../core';
import {
  attachGameAtom,
  onlineGameAtom,
  onlinePhaseAtom,
  onlineProblemAtom,
} from '../../state/online/onlineAtoms';
import {
  connect,
  defaultEndpoint,
  isNetworkFailure,
  type OnlineConnection,
  type OnlineGame,
  type SavedSeat,
} from '../../state/online/onlineClient';
import type { OnlineUrlOptions } from '../../state/online/onlineUrl';
import { roomHref } from '../../state/online/roomHref';
import { pageAddress, pageLocation, pageUrl } from '../../state/app/pageUrl';
import { STORAGE_KEYS } from '../../state/app/storage';
import type { JoinOptions, SeatChoice } from '../../protocol/protocol';
import { refusalOfJoinError } from '../../protocol/refusal';
import { refusalText } from '../../state/session/refusalText';

const SAVED_KEY = STORAGE_KEYS.onlineSeat;

/** The server: `server=` in the URL, else `VITE_NEMO_SERVER` at build time, else this host:2567. */
export function serverEndpoint(url: OnlineUrlOptions): string {
  const fromEnv = import.meta.env.VITE_NEMO_SERVER as string | undefined;
  return url.server ?? fromEnv ?? defaultEndpoint(pageLocation());
}

function readSaved(code: string): SavedSeat | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SAVED_KEY) ?? 'null') as SavedSeat | null;
    return saved && saved.code === code && saved.viewer !== 'spectator' ? saved : null;
  } catch {
    return null;
  }
}

/**
 * What to tell a player whose room did not open: a server that cannot be reached is named with
 * what to do about it; a refusal from the server (a taken seat, an unknown room) is its own words.
 */
export function joinProblem(error: unknown, endpoint: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (isNetworkFailure(message)) return i18n.t('wayfinding.online.noServer', { endpoint });
  const carried = refusalOfJoinError(message);
  if (carried) return refusalText(carried);
  return i18n.t('online.unreachable', { endpoint, message });
}

export interface OnlineRoomControls {
  endpoint: string;
  create(options: JoinOptions): void;
  join(code: string, seat: SeatChoice, name?: string): void;
  claim(seat: Seat, name?: string): void;
  leave(): void;
}

/**
 * The online screen's connection: joins the room the URL names (back into a saved seat after a
 * reload), creates and joins rooms, claims seats, and feeds the joined room into the table.
 */
export function useOnlineRoom(url: OnlineUrlOptions): OnlineRoomControls {
  const store = useStore();
  const attach = useSetAtom(attachGameAtom);
  const setPhase = useSetAtom(onlinePhaseAtom);
  const setProblem = useSetAtom(onlineProblemAtom);
  const [endpoint] = useState(() => serverEndpoint(url));
  const net = useRef<OnlineConnection | null>(null);
  const detach = useRef<(() => void) | null>(null);
  const name = useRef('');

  const enter = useCallback(
    async (opening: (net: OnlineConnection) => Promise<OnlineGame>, phase: 'lobby' | 'table') => {
      setPhase('connecting');
      setProblem(null);
      try {
        net.current ??= connect(endpoint);
        const game = await opening(net.current);
        await game.ready;
        detach.current?.();
        detach.current = attach({
          game,
          delayMs: game.viewer === 'spectator' ? url.delaySeconds * 1000 : 0,
        });
        if (game.viewer !== 'spectator')
          sessionStorage.setItem(SAVED_KEY, JSON.stringify(game.saved()));
        const extra: Record<string, string> = {};
        const params = pageUrl().params;
        for (const key of ['debug', 'speed', 'quality', 'delay', 'canvas'])
          if (params.has(key)) extra[key] = params.get(key) ?? '';
        window.history.replaceState(null, '', roomHref(pageAddress(), game.code, extra));
        setPhase(phase);
      } catch (e) {
        setProblem(joinProblem(e, endpoint));
        setPhase('start');
      }
    },
    [attach, endpoint, setPhase, setProblem, url.delaySeconds],
  );

  // Once per page (StrictMode runs effects twice; a second join would find the seat taken).
  const joined = useRef(false);
  useEffect(() => {
    const code = url.room;
    if (!code || joined.current) return;
    joined.current = true;
    const saved = readSaved(code);
    if (saved) void enter((n) => n.rejoin(saved), 'table');
    else if (url.seat === 'spectator') void enter((n) => n.join(code, 'spectator'), 'table');
    else if (url.seat) void enter((n) => n.join(code, url.seat ?? 'any'), 'lobby');
    else void enter((n) => n.join(code, 'spectator'), 'lobby');
  }, [url, enter]);

  return {
    endpoint,
    create(options) {
      name.current = options.name ?? '';
      void enter((n) => n.create({ ...options, waitForOpponent: true }), 'lobby');
    },
    join(code, seat, playerName = '') {
      name.current = playerName;
      void enter((n) => n.join(code, seat, playerName ? { name: playerName } : {}), 'lobby');
    },
    claim(seat, playerName) {
      if (playerName !== undefined) name.current = playerName.trim();
      const current = store.get(onlineGameAtom)?.game;
      if (!current) return;
      const code = current.code;
      void enter(async (n) => {
        await current.leave();
        return n.join(code, seat, name.current ? { name: name.current } : {});
      }, 'lobby');
    },
    leave() {
      const current = store.get(onlineGameAtom)?.game;
      detach.current?.();
      detach.current = null;
      sessionStorage.removeItem(SAVED_KEY);
      void (current?.leave() ?? Promise.resolve()).finally(() => {
        window.location.href = '?mode=online';
      });
    },
  };
}
