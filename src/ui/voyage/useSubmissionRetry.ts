import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { flushSubmissionsAtom } from '../../state/voyage/submissionAtoms';
import { voyageApiAtom } from '../../state/voyage/voyageApiAtom';

const RETRY_MS = 30_000;

/** Sends the voyages that wait for the server now and every half minute while mounted. */
export function useSubmissionRetry(): void {
  const api = useAtomValue(voyageApiAtom);
  const flush = useSetAtom(flushSubmissionsAtom);
  useEffect(() => {
    void flush(api);
    const timer = setInterval(() => void flush(api), RETRY_MS);
    return () => clearInterval(timer);
  }, [api, flush]);
}
