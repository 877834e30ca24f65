import { i18n } from '../../i18n/i18n';
import { atom } from 'jotai';
import type { Seat } from '../../core';
import { nemoSession } from '../nemo/gameAtoms';
import { seatsAtom } from '../nemo/seatAtoms';
import { describePrompt } from '../nemo/describe';
import { tableSettledAtom } from '../nemo/tablePose';
import type { LinkState, Lobby, OnlineGame } from './onlineClient';
import { onlineProblemText } from '../session/refusalText';
import type { EventsMessage, HistoryMessage, SeatView, Viewer } from '../../protocol/protocol';

/** Where the online screen is: choosing create/join, in a room's lobby, or at the table. */
export type OnlinePhase = 'start' | 'connecting' | 'lobby' | 'table';

/** A seat's title in the lobby, in the current language. */
export function seatTitle(seat: Seat): string {
  return i18n.t(`online.seatTitle.${seat}`);
}
const seatName = (seat: Seat): string => i18n.t(`online.seatName.${seat}`);
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
      title: seatTitle(seat),
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
  const who = seatName(row.seat);
  if (row.kind === 'bot') return i18n.t('online.opponent.bot', { who });
  if (row.kind === 'open') return i18n.t('online.opponent.open', { who });
  return row.name
    ? i18n.t('online.opponent.named', { name: row.name, who })
    : i18n.t('online.opponent.plain', { who });
}

export interface TurnLine {
  text: string;
  tone: 'you' | 'them' | 'end';
}

/** Whose turn it is, said from this tab's seat. */
export const turnLineAtom = atom<TurnLine | null>((get) => {
  const view = get(seatViewAtom);
  if (!view) return null;
  // The server's view runs ahead of the table: say where the game stands only once the table
  // has staged the moves that led there (issue 27 point 2).
  if (!get(tableSettledAtom)) return { text: i18n.t('online.turn.showing'), tone: 'them' };
  const result = view.state.result;
  if (result) {
    const winner = result.versus?.winner;
    let text: string = i18n.t('online.turn.over');
    if (winner === 'draw') text = i18n.t('online.turn.draw');
    else if (winner) {
      const key =
        view.viewer === 'spectator'
          ? 'online.turn.wins'
          : winner === view.viewer
            ? 'online.turn.youWon'
            : 'online.turn.youLost';
      text = i18n.t(key, { winner: seatName(winner) });
    }
    return { text, tone: 'end' };
  }
  const decision = view.decision;
  if (!decision) return { text: i18n.t('online.turn.server'), tone: 'them' };
  if (decision.seat === view.viewer)
    return {
      text: i18n.t('online.turn.yours', { prompt: describePrompt(decision.prompt) }),
      tone: 'you',
    };
  const row = get(seatRowsAtom).find((r) => r.seat === decision.seat);
  return {
    text: i18n.t('online.turn.waiting', {
      who: opponentLabel(row),
      prompt: describePrompt(decision.prompt),
    }),
    tone: 'them',
  };
});

/** The connection, said plainly: this tab's link first, then the other player's. */
export const connectionLineAtom = atom<{ text: string; ok: boolean }>((get) => {
  const link = get(linkAtom);
  if (link === 'reconnecting') return { text: i18n.t('online.link.reconnecting'), ok: false };
  if (link === 'closed') return { text: i18n.t('online.link.closed'), ok: false };
  const viewer = get(viewerAtom);
  const away = get(seatRowsAtom).filter(
    (r) => r.kind === 'human' && !r.connected && r.seat !== viewer,
  );
  if (away.length > 0 && !get(lobbyAtom)?.finished) {
    const who = away.map((r) => seatName(r.seat)).join(i18n.t('online.link.and'));
    return {
      text: i18n.t('online.link.away', { who }),
      ok: false,
    };
  }
  return { text: i18n.t('online.link.ok'), ok: true };
});

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
          set(onlineProblemAtom, i18n.t('online.spectatorsWatch'));
          return;
        }
        game.send(action);
      },
      undo: () => game.undo(),
    });
    let shownVersion = -1;
    let pending: EventsMessage | null = null;
    const later = (run: () => void) => (delayMs > 0 ? void setTimeout(run, delayMs) : run());
    const showView = (view: SeatView) => {
      set(seatViewAtom, view);
      set(nemoSession.remoteUndoableAtom, view.undoable);
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
        const text = onlineProblemText(problem);
        set(onlineProblemAtom, text);
        set(nemoSession.messageAtom, { kind: 'error', text });
      }),
    ];
    return () => {
      for (const off of offs) off();
      set(nemoSession.remoteAtom, null);
      set(nemoSession.remoteUndoableAtom, false);
      set(onlineGameAtom, null);
    };
  },
);
