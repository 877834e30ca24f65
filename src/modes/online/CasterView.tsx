import { i18n } from '../../i18n/i18n';
import { useSetAtom } from 'jotai';
import { Suspense, lazy, useEffect } from 'react';
import { screenModeAtom } from '../../state/app/screenLayout';
import { MessageBanner } from '../../ui/play/MessageBanner';
import { EndCard } from '../../ui/showcase/EndCard';
import { LowerThird } from '../../ui/showcase/LowerThird';
import { StatusBar } from '../../ui/showcase/StatusBar';
import { OnlineBanner } from '../../ui/online/OnlineBanner';
import { useDirector } from '../showcase/useDirector';
import { useShowcasePlayback } from '../showcase/useShowcasePlayback';
import { TABLE_BACKGROUND, windowStage } from '../../ui/play/theme';

const ShowcaseCanvas = lazy(() => import('../showcase/ShowcaseCanvas'));

/**
 * Spectator / caster view of a live room: the showcase's camera director, captions, status bar
 * and end card, following the server's public view (optionally some seconds behind).
 */
export function CasterView(props: {
  code: string;
  debug: boolean;
  low: boolean;
  delaySeconds: number;
  problems: string[];
}) {
  const setScreenMode = useSetAtom(screenModeAtom);
  useEffect(() => setScreenMode('showcase'), [setScreenMode]);
  useShowcasePlayback();
  useDirector();
  return (
    <div
      data-testid="online-caster"
      data-delay={props.delaySeconds}
      style={windowStage(TABLE_BACKGROUND)}
    >
      <Suspense fallback={null}>
        <ShowcaseCanvas debug={props.debug} bg="table" low={props.low} />
      </Suspense>
      <StatusBar />
      <LowerThird />
      <OnlineBanner code={props.code} placement="corner" />
      <EndCard />
      <MessageBanner
        extra={[
          ...props.problems,
          ...(props.delaySeconds > 0
            ? [i18n.t('online.spectating', { seconds: props.delaySeconds })]
            : []),
        ]}
      />
    </div>
  );
}
