import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { sessionReadAtom } from '../../state/nemo/gameAtoms';
import { logFinishedSession } from '../../state/captainsLog/logFinishedSession';

/** When a solo game ends, keeps it in the captain's log (once per game). */
export function useLogVoyage(enabled: boolean): void {
  const session = useAtomValue(sessionReadAtom);
  const logged = useRef<unknown>(null);
  useEffect(() => {
    if (!enabled || !session?.state.result || logged.current === session) return;
    logged.current = session;
    logFinishedSession(session, new Date().toISOString());
  }, [enabled, session]);
}
