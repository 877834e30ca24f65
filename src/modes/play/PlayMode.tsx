import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useStageSounds } from '../../audio/useStageSounds';
import { lazy, useEffect, useState } from 'react';
import { newGameAtom, sessionReadAtom } from '../../state/nemo/gameAtoms';
import type { UrlOptions } from '../../state/nemo/urlParams';
import { SetupScreen } from '../../ui/play/SetupScreen';
import { Hud } from '../../ui/play/Hud';
import { DecisionPanel } from '../../ui/play/DecisionPanel';
import { GameLog } from '../../ui/play/GameLog';
import { Toolbar } from '../../ui/play/Toolbar';
import { MessageBanner } from '../../ui/play/MessageBanner';
import { HandoffScreen } from '../../ui/play/HandoffScreen';
import { SeatBanner } from '../../ui/play/SeatBanner';
import { BotTurnLine } from '../../ui/play/BotTurnLine';
import { TableHint } from '../../ui/play/TableHint';
import { seatsAtom } from '../../state/nemo/seatAtoms';
import { newGameSetup } from '../../state/nemo/newGameSetup';
import { usePlayback } from './usePlayback';
import { useDebugApi } from '../shared/useDebugApi';
import { nemoSession } from '../../state/nemo/gameAtoms';
import { useAutoplay } from './useAutoplay';
import { useLoneEnd } from '../shared/useLoneEnd';
import { useLogVoyage } from './useLogVoyage';
import { TableStage } from '../shared/TableStage';
import { PanelDock } from '../../ui/play/PanelDock';
import { screenModeAtom } from '../../state/app/screenLayout';
import { useDiceInset } from '../shared/useDiceInset';
import { TableOverlays } from '../shared/TableOverlays';
import { CoachPanel } from '../../ui/coach/CoachPanel';
import { A11yTools } from '../../ui/a11y/A11yTools';
import { CommandBox } from '../../ui/a11y/CommandBox';

const TableCanvas = lazy(() => import('./TableCanvas'));

/** Solo play: setup screen, then the 3D table with the HUD, decisions, log and score sheet. */
export default function PlayMode({ options }: { options: UrlOptions }) {
  const session = useAtomValue(sessionReadAtom);
  const newGame = useSetAtom(newGameAtom);
  const setSeats = useSetAtom(seatsAtom);
  const seats = useAtomValue(seatsAtom);
  const versus = options.mode === 'versus';
  const [showSetup, setShowSetup] = useState(options.seed === null);
  const store = useStore();
  const setScreenMode = useSetAtom(screenModeAtom);

  useEffect(() => {
    setSeats(versus ? options.seats : { nautilus: 'human', imperialist: 'bot' });
    const running = store.get(sessionReadAtom);
    if (options.seed !== null && running?.setup.seed !== options.seed) {
      newGame(
        newGameSetup({
          seed: options.seed,
          motive: options.motive,
          variant: versus ? 'versus' : 'solo',
          difficulty: options.difficulty,
        }),
      );
    }
  }, [options, newGame, setSeats, store, versus]);

  useEffect(() => {
    if (session) setShowSetup(false);
  }, [session]);

  useEffect(() => {
    setScreenMode(versus ? 'versus' : 'play');
  }, [versus, setScreenMode]);

  usePlayback(true);
  useStageSounds();
  useDiceInset();
  useDebugApi(options.debug, nemoSession);
  useAutoplay(options.autoplay);
  useLoneEnd(versus && !options.autoplay && seats.imperialist === 'human');
  useLogVoyage(!versus);

  if (showSetup || !session) {
    return (
      <>
        <SetupScreen initialMotive={options.motive} variant={versus ? 'versus' : 'solo'} />
        <MessageBanner extra={options.problems} />
      </>
    );
  }
  return (
    <TableStage canvas={<TableCanvas debug={options.debug} low={options.quality === 'low'} />}>
      <Hud />
      <SeatBanner />
      {versus && <BotTurnLine />}
      <TableHint />
      <PanelDock tools={<A11yTools height={44} />}>
        <DecisionPanel disabled={options.autoplay} />
        <CoachPanel />
        <GameLog />
        <Toolbar onNewGame={() => setShowSetup(true)} />
        <CommandBox />
      </PanelDock>
      <TableOverlays />
      <MessageBanner extra={options.problems} />
      <HandoffScreen />
    </TableStage>
  );
}
