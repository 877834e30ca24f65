import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, useEffect } from 'react';
import { seatViewAtom } from '../../state/online/onlineAtoms';
import { screenModeAtom } from '../../state/app/screenLayout';
import { DecisionPanel } from '../../ui/play/DecisionPanel';
import { GameLog } from '../../ui/play/GameLog';
import { Hud } from '../../ui/play/Hud';
import { MessageBanner } from '../../ui/play/MessageBanner';
import { PanelDock } from '../../ui/play/PanelDock';
import { ScoreSheetPanel } from '../../ui/play/ScoreSheetPanel';
import { TableHint } from '../../ui/play/TableHint';
import { TableItemInfo } from '../../ui/play/TableItemInfo';
import { CoachPanel } from '../../ui/coach/CoachPanel';
import { A11yTools } from '../../ui/a11y/A11yTools';
import { BoardMirror } from '../../ui/a11y/BoardMirror';
import { ShortcutsHelp } from '../../ui/a11y/ShortcutsHelp';
import { OnlineBanner } from '../../ui/online/OnlineBanner';
import { OnlineToolbar } from '../../ui/online/OnlineToolbar';
import { usePlayback } from '../play/usePlayback';
import { TableStage } from '../shared/TableStage';
import { useDiceInset } from '../shared/useDiceInset';
import { useLoneEnd } from '../shared/useLoneEnd';

const TableCanvas = lazy(() => import('../play/TableCanvas'));

/**
 * A player's online table: the hot-seat table drawn from the server's view of this seat. The
 * decision panel shows only on this seat's turns; the other player's moves play out as events.
 */
export function OnlineTable(props: {
  code: string;
  debug: boolean;
  low: boolean;
  /** False: panels only, no 3D board (`canvas=0`). */
  canvas: boolean;
  problems: string[];
  onLeave: () => void;
}) {
  const view = useAtomValue(seatViewAtom);
  const setScreenMode = useSetAtom(screenModeAtom);
  useEffect(() => setScreenMode('versus'), [setScreenMode]);
  usePlayback();
  useDiceInset();
  // The coach reads this seat's view only (never the hidden cards); a spectator gets none.
  const seated = view !== null && view.viewer !== 'spectator';
  const mine = Boolean(view?.decision && view.decision.seat === view.viewer);
  useLoneEnd(mine);
  return (
    <TableStage canvas={props.canvas ? <TableCanvas debug={props.debug} low={props.low} /> : null}>
      <Hud />
      <OnlineBanner code={props.code} />
      <TableHint />
      <PanelDock tools={<A11yTools height={44} />}>
        {mine && <DecisionPanel />}
        {seated && <CoachPanel />}
        <GameLog />
        <OnlineToolbar onLeave={props.onLeave} />
      </PanelDock>
      <BoardMirror />
      <ShortcutsHelp />
      <TableItemInfo />
      <ScoreSheetPanel />
      <MessageBanner extra={props.problems} />
    </TableStage>
  );
}
