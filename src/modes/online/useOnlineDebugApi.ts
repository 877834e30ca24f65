import { useStore } from 'jotai';
import { useMemo } from 'react';
import { nemoSession } from '../../state/nemo/gameAtoms';
import {
  lobbyAtom,
  onlineGameAtom,
  onlinePhaseAtom,
  seatViewAtom,
} from '../../state/online/onlineAtoms';
import { useDebugApi } from '../shared/useDebugApi';
import { loneEndAtom } from '../../state/nemo/loneEnd';

/**
 * `window.__nemo` on the online screen (`debug=1`): the session probes of every mode, plus the
 * server's view and lobby, and a first-option bot that plays this seat through the server at
 * a person's pace (the server rate-limits floods).
 */
export function useOnlineDebugApi(enabled: boolean): void {
  const store = useStore();
  const extras = useMemo(() => {
    let sentAt = -1;
    let timer: ReturnType<typeof setInterval> | null = null;
    const playFirst = (): boolean => {
      const view = store.get(seatViewAtom);
      const game = store.get(onlineGameAtom)?.game;
      const option = view?.options[0];
      if (!view || !game || !option || sentAt === view.version) return false;
      if (!store.get(nemoSession.playbackDoneAtom)) return false;
      // A lone End of the Imperialist Phase is the page's own to send (useLoneEnd).
      if (store.get(loneEndAtom)) return false;
      sentAt = view.version;
      game.send(option);
      return true;
    };
    return {
      getSeatView: () => store.get(seatViewAtom),
      getLobby: () => store.get(lobbyAtom),
      getPhase: () => store.get(onlinePhaseAtom),
      isFinished: () => Boolean(store.get(seatViewAtom)?.state.result),
      playFirst,
      /** Plays this seat's first option whenever it is this seat's turn, at most once per `ms`. */
      autoplay: (ms = 150) => {
        if (timer) clearInterval(timer);
        let last = 0;
        timer = setInterval(() => {
          if (Date.now() - last >= ms && playFirst()) last = Date.now();
        }, 25);
      },
      stopAutoplay: () => {
        if (timer) clearInterval(timer);
        timer = null;
      },
    };
  }, [store]);
  useDebugApi(enabled, nemoSession, extras);
}
