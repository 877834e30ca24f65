import { atom } from 'jotai';
import type { Seat } from '../../core/types';
import { nemoSession } from '../game/gameAtoms';
import { seatsAtom } from '../game/seatAtoms';
import type { LinkState, Lobby, OnlineGame } from './onlineClient';
import type { EventsMessage, HistoryMessage, Rejection, SeatView, Viewer } from './protocol';

/** Where the online screen is: choosing create/join, in a room's lobby, or at the table. */
export type OnlinePhase = 'start' | 'connecting' | 'lobby' | 'table';

export const SEAT_TITLES: Record<Seat, string> = {
  nautilus: 'Nautilus (Nemo)',
  imperialist: 'Imperialist (the Great Powers)',
};
const SEAT_NAMES: Record<Seat, string> = { nautilus: 'Nautilus', imperialist: 'Imperialist' };
const SEATS: readonly Seat[] = ['nautilus', 'imperialist'];

export const onlinePhaseAtom = atom<OnlinePhase>('start');
/** The joined room, if any. */
export const onlineGameAtom = atom<{ game: OnlineGame } | null>(null);
export const lobbyAtom = atom<Lobby | null>(null);
export const seatViewAtom = atom<SeatView | null>(null);
export const linkAtom = atom<LinkState>('connected');
/** The last thing to tell the player about the connection or a refused action. */
export const onlineProblemAtom = atom<string | null>(null);

export const viewerAtom = atom<Viewer | null>(
  (get) => get(seatViewAtom)?.viewer ?? get(onlineGameAtom)?.game.viewer ?? null,
);

export interface SeatRow {
  seat: Seat;
  title: string;
  kind: 'open' | 'human' | 'bot';
  connected: boolean;
  name: string;
  mine: boolean;
  /** A spectator may take it: open, or kept warm by the bot. */
  claimable: boolean;
  /** A player may hand it to the bot: nobody holds it. */
  botable: boolean;
}

/** The lobby's seat list, from the synced lobby facts and who this tab is. */
export const seatRowsAtom = atom<SeatRow[]>((get) => {
  const lobby = get(lobbyAtom);
  const viewer = get(viewerAtom);
  return SEATS.map((seat) => {
    const info = lobby?.seats[seat] ?? { kind: 'open' as const, connected: false, name: '' };
    return {
      seat,
      title: SEAT_TITLES[seat],
      kind: info.kind,
      connected: info.connected,
      name: info.name,
      mine: viewer === seat,
      claimable: viewer === 'spectator' && info.kind !== 'human',
      botable: viewer !== null && viewer !== 'spectator' && info.kind === 'open',
    };
  });
});

/** Both seats have someone (a person or the bot): the game can run. */
export const seatsFilledAtom = atom((get) => get(seatRowsAtom).every((r) => r.kind !== 'open'));

function opponentLabel(row: SeatRow | undefined): string {
  if (!row) return '';
  const who = SEAT_NAMES[row.seat];
  if (row.kind === 'bot') return `the ${who} bot`;
  if (row.kind === 'open') return `an ${who} player (seat open)`;
  return row.name ? `${row.name} (${who})` : `the ${who}`;
}

export interface TurnLine {
  text: string;
  tone: 'you' | 'them' | 'end';
}

/** Whose turn it is, said from this tab's seat. */
export const turnLineAtom = atom<TurnLine | null>((get) => {
  const view = get(seatViewAtom);
  if (!view) return null;
  const result = view.state.result;
  if (result) {
    const winner = result.versus?.winner;
    let text = 'Game over.';
    if (winner === 'draw') text = 'Game over: a draw.';
    else if (winner) {
      const yours =
        view.viewer === 'spectator' ? '' : winner === view.viewer ? ' — you won' : ' — you lost';
      text = `Game over: the ${SEAT_NAMES[winner]} wins${yours}.`;
    }
    return { text, tone: 'end' };
  }
  const decision = view.decision;
  if (!decision) return { text: 'Waiting for the server…', tone: 'them' };
  if (decision.seat === view.viewer) return { text: `Your turn: ${decision.prompt}`, tone: 'you' };
  const row = get(seatRowsAtom).find((r) => r.seat === decision.seat);
  return { text: `Waiting for ${opponentLabel(row)}: ${decision.prompt}`, tone: 'them' };
});

/** The connection, said plainly: this tab's link first, then the other player's. */
export const connectionLineAtom = atom<{ text: string; ok: boolean }>((get) => {
  const link = get(linkAtom);
  if (link === 'reconnecting') return { text: 'Connection lost — reconnecting…', ok: false };
  if (link === 'closed') return { text: 'Disconnected from the room.', ok: false };
  const viewer = get(viewerAtom);
  const away = get(seatRowsAtom).filter(
    (r) => r.kind === 'human' && !r.connected && r.seat !== viewer,
  );
  if (away.length > 0 && !get(lobbyAtom)?.finished) {
    const who = away.map((r) => SEAT_NAMES[r.seat]).join(' and ');
    return {
      text: `${who} disconnected — the seat is held for 2 minutes, then the bot plays it.`,
      ok: false,
    };
  }
  return { text: 'Connected', ok: true };
});

function describeProblem(problem: Rejection | Error): string {
  return problem instanceof Error ? problem.message : `${problem.rule}: ${problem.message}`;
}

/** A session for a view: the table draws the server's public state; the log starts with `history`. */
function sessionOf(view: SeatView, history: HistoryMessage | null) {
  const events = history && history.version === view.version ? history.events : [];
  return { setup: view.state.setup, actions: [], state: view.state, events, undoFloor: 0 };
}

/**
 * Feeds a joined room into the table's session atoms: the first view is installed, then each
 * `events` + `view` pair plays out as events. Actions chosen at the table go to the server.
 * Spectators may watch `delayMs` behind (a caster's delay). Returns a function that detaches.
 */
export const attachGameAtom = atom(
  null,
  (get, set, { game, delayMs = 0 }: { game: OnlineGame; delayMs?: number }) => {
    set(onlineGameAtom, { game });
    set(linkAtom, 'connected');
    set(onlineProblemAtom, null);
    const seat = game.viewer;
    set(seatsAtom, {
      nautilus: seat === 'nautilus' ? 'human' : 'bot',
      imperialist: seat === 'imperialist' ? 'human' : 'bot',
    });
    set(nemoSession.storageAtom, null);
    set(nemoSession.remoteAtom, {
      send: (action) => {
        if (game.viewer === 'spectator') {
          set(onlineProblemAtom, 'Spectators watch only.');
          return;
        }
        game.send(action);
      },
    });
    let shownVersion = -1;
    let pending: EventsMessage | null = null;
    const later = (run: () => void) => (delayMs > 0 ? void setTimeout(run, delayMs) : run());
    const showView = (view: SeatView) => {
      set(seatViewAtom, view);
      if (pending && pending.version === view.version && shownVersion === view.version - 1) {
        set(nemoSession.receiveRemoteAtom, {
          action: pending.action,
          events: pending.events,
          state: view.state,
        });
      } else if (view.version !== shownVersion) {
        set(nemoSession.installSessionAtom, sessionOf(view, game.history));
      }
      shownVersion = view.version;
      pending = null;
    };
    if (game.view) showView(game.view);
    if (game.lobby) set(lobbyAtom, game.lobby);
    const offs = [
      game.onView((view) => later(() => showView(view))),
      game.onEvents((events) => later(() => (pending = events))),
      game.onLobby((lobby) => later(() => set(lobbyAtom, lobby))),
      game.onConnection((link) => set(linkAtom, link)),
      game.onError((problem) => {
        const text = describeProblem(problem);
        set(onlineProblemAtom, text);
        set(nemoSession.messageAtom, { kind: 'error', text });
      }),
    ];
    return () => {
      for (const off of offs) off();
      set(nemoSession.remoteAtom, null);
      set(onlineGameAtom, null);
    };
  },
);
