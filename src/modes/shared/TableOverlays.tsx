import { BoardMirror } from '../../ui/a11y/BoardMirror';
import { LiveAnnouncer } from '../../ui/a11y/LiveAnnouncer';
import { ShortcutsHelp } from '../../ui/a11y/ShortcutsHelp';
import { ScoreSheetPanel } from '../../ui/play/ScoreSheetPanel';
import { StageCaption } from '../../ui/play/StageCaption';
import { TableItemInfo } from '../../ui/play/TableItemInfo';

/**
 * What opens over a staged game's table (solo, versus, the voyage of the day): the text board,
 * the keys' help, the live announcer, the stage's caption, a piece's info and the score sheet.
 */
export function TableOverlays() {
  return (
    <>
      <BoardMirror />
      <ShortcutsHelp />
      <LiveAnnouncer />
      <StageCaption />
      <TableItemInfo />
      <ScoreSheetPanel />
    </>
  );
}
