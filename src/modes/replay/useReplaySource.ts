import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { openReplayAtom, openReplayTextAtom } from '../../state/voyage/replayAtoms';
import { decodeRecordParam } from '../../state/voyage/recordParam';
import { voyageApiAtom } from '../../state/voyage/voyageApiAtom';
import { VoyageApiError } from '../../state/voyage/voyageApi';
import type { VoyageUrlOptions } from '../../state/voyage/voyageUrl';
import { errorText } from '../../state/session/errorText';
import { i18n } from '../../i18n/i18n';

export type ReplaySourceState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'failed'; reason: string };

/**
 * Loads the voyage a replay URL names (`id=` from the board server, `record=` in the link);
 * `openText` opens a record file's text the same way. A bad one gives its one-line reason.
 */
export function useReplaySource(url: VoyageUrlOptions) {
  const api = useAtomValue(voyageApiAtom);
  const open = useSetAtom(openReplayAtom);
  const openRecordText = useSetAtom(openReplayTextAtom);
  const [state, setState] = useState<ReplaySourceState>(
    url.replayId || url.record ? { status: 'loading' } : { status: 'none' },
  );

  useEffect(() => {
    let live = true;
    const fail = (e: unknown) => {
      if (!live) return;
      const reason =
        e instanceof VoyageApiError && !e.reachable
          ? i18n.t('voyage.replay.noServer')
          : (errorText(e).split('\n')[0] ?? '');
      setState({ status: 'failed', reason });
    };
    if (url.replayId) {
      api.voyage(url.replayId).then((answer) => {
        if (!live) return;
        try {
          openRecordText(JSON.stringify(answer.record), answer.entry);
          setState({ status: 'ready' });
        } catch (e) {
          fail(e);
        }
      }, fail);
    } else if (url.record) {
      try {
        open(decodeRecordParam(url.record));
        setState({ status: 'ready' });
      } catch (e) {
        fail(e);
      }
    }
    return () => {
      live = false;
    };
  }, [api, open, openRecordText, url.replayId, url.record]);

  const openText = useCallback(
    (text: string) => {
      try {
        openRecordText(text);
        setState({ status: 'ready' });
      } catch (e) {
        setState({ status: 'failed', reason: errorText(e).split('\n')[0] ?? '' });
      }
    },
    [openRecordText],
  );
  return { state, openText };
}
