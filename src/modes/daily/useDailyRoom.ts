import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { indexedDbKeyStore } from '../../state/daily/deviceKey';
import { enterDailyAtom } from '../../state/daily/dailyAtoms';
import { connect, type OnlineConnection } from '../../state/online/onlineClient';
import { pageUrl } from '../../state/app/pageUrl';
import { browserStorage, tabStorage } from '../../state/app/storage';
import { voyageApiAtom } from '../../state/voyage/voyageApiAtom';

/**
 * The official voyage's connection: signs in with this device's key and opens its one-seat room
 * (resuming an unfinished attempt), feeding it to the table as online play does.
 */
export function useDailyRoom(): { start: (date: string, name: string) => void } {
  const api = useAtomValue(voyageApiAtom);
  const enter = useSetAtom(enterDailyAtom);
  const net = useRef<OnlineConnection | null>(null);
  const detach = useRef<(() => void) | null>(null);
  const busy = useRef(false);

  useEffect(
    () => () => {
      detach.current?.();
      detach.current = null;
    },
    [],
  );

  const start = useCallback(
    (date: string, name: string) => {
      // Once at a time (StrictMode runs effects twice; a second sign-in would race the first).
      if (busy.current) return;
      busy.current = true;
      net.current ??= connect(pageUrl().voyage.server);
      void enter({
        date,
        name,
        api,
        connection: net.current,
        keys: indexedDbKeyStore(),
        store: browserStorage(),
        tab: tabStorage(),
      })
        .then((off) => {
          detach.current?.();
          detach.current = off;
        })
        .finally(() => {
          busy.current = false;
        });
    },
    [api, enter],
  );
  return { start };
}
