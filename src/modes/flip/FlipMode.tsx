import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, useEffect, useMemo, useState } from 'react';
import { flipSession, flipSessionReadAtom, newFlipGameAtom } from '../../state/flip/flipAtoms';
import { flipInputEnabledAtom } from '../../state/flip/flipInputAtoms';
import { flipSetupFromUrl } from '../../state/flip/flipUrlParams';
import { pageUrl } from '../../state/app/pageUrl';
import type { UrlOptions } from '../../state/nemo/urlParams';
import { FlipDecisionPanel } from '../../ui/flip/FlipDecisionPanel';
import { FlipHud } from '../../ui/flip/FlipHud';
import { FlipSeatBar } from '../../ui/flip/FlipSeatBar';
import { FlipLog } from '../../ui/flip/FlipLog';
import { FlipMessage } from '../../ui/flip/FlipMessage';
import { FlipScoreSheet } from '../../ui/flip/FlipScoreSheet';
import { FlipSetupScreen } from '../../ui/flip/FlipSetupScreen';
import { FlipTooltip } from '../../ui/flip/FlipTooltip';
import { FlipLiveAnnouncer } from '../../ui/a11y/FlipLiveAnnouncer';
import { useFlipAutoplay } from './useFlipAutoplay';
import { useDebugApi } from '../shared/useDebugApi';
import { flipGreedyActionAtom } from '../../state/bots/botMoveAtoms';
import { useFlipPlayback } from './useFlipPlayback';
import { TableStage } from '../shared/TableStage';

const FlipCanvas = lazy(() => import('./FlipCanvas'));

/** Flip Voyage: setup, then the sheet on the table with the decision panel, log and score sheet. */
export default function FlipMode({ options }: { options: UrlOptions }) {
  const session = useAtomValue(flipSessionReadAtom);
  const newGame = useSetAtom(newFlipGameAtom);
  const setInput = useSetAtom(flipInputEnabledAtom);
  const store = useStore();
  const flipOptions = useMemo(() => pageUrl().flip, []);
  const [showSetup, setShowSetup] = useState(options.seed === null);

  useEffect(() => {
    setInput(!options.autoplay);
    if (options.seed !== null && !store.get(flipSessionReadAtom)) {
      newGame(flipSetupFromUrl(options.seed, flipOptions));
    }
  }, [options, flipOptions, newGame, setInput, store]);

  useEffect(() => {
    if (session) setShowSetup(false);
  }, [session]);

  useFlipPlayback();
  const extras = useMemo(
    () => ({ game: 'flip', getGreedyAction: () => store.get(flipGreedyActionAtom) }),
    [store],
  );
  useDebugApi(options.debug, flipSession, extras);
  const autoplayDelay = options.speed === 'instant' ? 0 : 250;
  useFlipAutoplay(options.autoplay, autoplayDelay);

  const problems = [...options.problems, ...flipOptions.problems];
  if (showSetup || !session) {
    return (
      <>
        <FlipSetupScreen />
        <FlipMessage extra={problems} />
      </>
    );
  }
  const again = () => setShowSetup(true);
  return (
    <TableStage canvas={<FlipCanvas debug={options.debug} />} loading="Laying out the sheet…">
      <FlipHud onNewGame={again} />
      <FlipSeatBar />
      <FlipDecisionPanel disabled={options.autoplay} />
      <FlipLog />
      <FlipScoreSheet onNewGame={again} />
      <FlipTooltip />
      <FlipMessage extra={problems} />
      <FlipLiveAnnouncer />
    </TableStage>
  );
}
