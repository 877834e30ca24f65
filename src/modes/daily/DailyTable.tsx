import { useSetAtom } from 'jotai';
import { lazy, useEffect } from 'react';
import { useStageSounds } from '../../audio/useStageSounds';
import { screenModeAtom } from '../../state/app/screenLayout';
import { A11yTools } from '../../ui/a11y/A11yTools';
import { CommandBox } from '../../ui/a11y/CommandBox';
import { CoachPanel } from '../../ui/coach/CoachPanel';
import { OfficialLine } from '../../ui/daily/OfficialLine';
import { DecisionPanel } from '../../ui/play/DecisionPanel';
import { GameLog } from '../../ui/play/GameLog';
import { Hud } from '../../ui/play/Hud';
import { MessageBanner } from '../../ui/play/MessageBanner';
import { PanelDock } from '../../ui/play/PanelDock';
import { TableHint } from '../../ui/play/TableHint';
import { Toolbar } from '../../ui/play/Toolbar';
import { menuHref } from '../../ui/front/modeHref';
import { usePlayback } from '../play/usePlayback';
import { TableStage } from '../shared/TableStage';
import { useDiceInset } from '../shared/useDiceInset';
import { TableOverlays } from '../shared/TableOverlays';

const TableCanvas = lazy(() => import('../play/TableCanvas'));

/**
 * The official voyage at the table: a solo game's layout (staging, physics dice, step pauses,
 * undo back to the last roll or reveal), its session on the server. The coach says it is off.
 */
export function DailyTable(props: {
  debug: boolean;
  low: boolean;
  /** False: panels only, no 3D board (`canvas=0`, as online play reads it). */
  canvas: boolean;
  problems: string[];
}) {
  const setScreenMode = useSetAtom(screenModeAtom);
  useEffect(() => setScreenMode('play'), [setScreenMode]);
  usePlayback(true);
  useStageSounds();
  useDiceInset();
  return (
    <TableStage canvas={props.canvas ? <TableCanvas debug={props.debug} low={props.low} /> : null}>
      <Hud />
      <TableHint />
      <PanelDock tools={<A11yTools height={44} />}>
        <OfficialLine />
        <DecisionPanel />
        <CoachPanel />
        <GameLog />
        <Toolbar remote onNewGame={() => window.location.assign(menuHref())} />
        <CommandBox />
      </PanelDock>
      <TableOverlays />
      <MessageBanner extra={props.problems} />
    </TableStage>
  );
}
