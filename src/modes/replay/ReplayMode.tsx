import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStageSounds } from '../../audio/useStageSounds';
import { nemoSession, sessionReadAtom, storageAtom } from '../../state/nemo/gameAtoms';
import type { UrlOptions } from '../../state/nemo/urlParams';
import { screenModeAtom } from '../../state/app/screenLayout';
import { speedAtom } from '../../state/app/settings';
import { showcasePausedAtom, showcaseUiHiddenAtom } from '../../state/showcase/showcaseAtoms';
import { replayShowAtom, seekReplayAtom } from '../../state/voyage/replayAtoms';
import { pageUrl } from '../../state/app/pageUrl';
import { LiveAnnouncer } from '../../ui/a11y/LiveAnnouncer';
import { MessageBanner } from '../../ui/play/MessageBanner';
import { COLORS, SEA_BACKGROUND, centredPanel, panel, windowStage } from '../../ui/play/theme';
import { ReviewPanel } from '../../ui/review/ReviewPanel';
import { EndCard } from '../../ui/showcase/EndCard';
import { LowerThird } from '../../ui/showcase/LowerThird';
import { PresenterBar } from '../../ui/showcase/PresenterBar';
import { StatusBar } from '../../ui/showcase/StatusBar';
import { ReplayBar } from '../../ui/voyage/ReplayBar';
import { useDirector } from '../showcase/useDirector';
import { toggleFullscreen, usePresenterKeys } from '../showcase/usePresenterKeys';
import { useShowcaseDebugApi } from '../showcase/useShowcaseDebugApi';
import { useShowcasePlayback } from '../showcase/useShowcasePlayback';
import { useDebugApi } from '../shared/useDebugApi';
import { useReplayDriver } from './useReplayDriver';
import { useReplaySource } from './useReplaySource';

const ShowcaseCanvas = lazy(() => import('../showcase/ShowcaseCanvas'));

/**
 * `?mode=replay&id=ID` (a board entry), `&record=…` (a shared link) or a record file: the
 * recorded actions played as a show, with the Showcase's director, captions and pace, a
 * scrubber by turn and the coach's review. Never touches the autosave.
 */
export default function ReplayMode({ options }: { options: UrlOptions }) {
  const { t } = useTranslation();
  const url = useMemo(() => pageUrl().voyage, []);
  const store = useStore();
  const session = useAtomValue(sessionReadAtom);
  const show = useAtomValue(replayShowAtom);
  const hidden = useAtomValue(showcaseUiHiddenAtom);
  const setScreenMode = useSetAtom(screenModeAtom);
  const setSpeed = useSetAtom(speedAtom);
  const setPaused = useSetAtom(showcasePausedAtom);
  const seek = useSetAtom(seekReplayAtom);
  const [reviewing, setReviewing] = useState(false);

  useState(() => store.set(storageAtom, null));
  useEffect(() => {
    setScreenMode('showcase');
    if (options.speed) setSpeed(options.speed);
  }, [setScreenMode, setSpeed, options.speed]);
  const { state: source, openText } = useReplaySource(url);

  useShowcasePlayback();
  useStageSounds();
  useReplayDriver();
  useDirector();
  usePresenterKeys();
  useDebugApi(options.debug, nemoSession);
  useShowcaseDebugApi(options.debug);

  const review = () => {
    if (reviewing) {
      setReviewing(false);
      return;
    }
    // The review needs the finished game: the show jumps to its end and holds there.
    if (show) seek({ action: show.record.actions.length });
    setPaused(true);
    setReviewing(true);
  };
  const problem =
    source.status === 'failed' ? t('voyage.replay.failed', { reason: source.reason }) : null;

  return (
    <div data-testid="replay" style={windowStage(SEA_BACKGROUND)}>
      {session && show && (
        <Suspense fallback={null}>
          <ShowcaseCanvas debug={options.debug} bg="table" low={options.quality === 'low'} />
        </Suspense>
      )}
      {!show && (
        <p
          data-testid="replay-waiting"
          style={{
            ...panel,
            position: 'absolute',
            left: '50%',
            top: '40%',
            transform: 'translate(-50%, -50%)',
            padding: 16,
            maxWidth: 420,
            color: COLORS.ink,
          }}
        >
          {source.status === 'loading' ? t('voyage.replay.loading') : t('voyage.replay.pick')}
        </p>
      )}
      {!hidden && show && (
        <>
          <StatusBar />
          <LowerThird />
          {!reviewing && <EndCard />}
          <PresenterBar
            onFullscreen={toggleFullscreen}
            onReplay={() => {
              seek({ action: 0 });
              setPaused(false);
            }}
          />
        </>
      )}
      {!hidden && (
        <ReplayBar
          problem={problem}
          reviewing={reviewing}
          onOpenText={openText}
          onReview={review}
        />
      )}
      {reviewing && show && session?.state.result && (
        <div
          data-testid="replay-review-panel"
          style={{ ...centredPanel('min(520px, 60vw)', '60vh'), padding: 16 }}
        >
          <ReviewPanel />
        </div>
      )}
      <MessageBanner extra={[...options.problems, ...url.problems]} />
      <LiveAnnouncer />
    </div>
  );
}
