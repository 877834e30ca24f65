import { useAtomValue } from 'jotai';
import { onlineGameAtom, seatViewAtom } from '../../state/online/onlineAtoms';
import { button, disabledButton, panel } from '../play/theme';

/**
 * The online table's toolbar: undo (two-player rule: only this seat's own actions since the
 * last roll, reveal or hand-over, never past the other player's action) and leaving the room.
 */
export function OnlineToolbar({ onLeave }: { onLeave: () => void }) {
  const view = useAtomValue(seatViewAtom);
  const game = useAtomValue(onlineGameAtom)?.game;
  const undoable = Boolean(view?.undoable);
  return (
    <div
      data-testid="online-toolbar"
      style={{ ...panel, padding: 8, display: 'flex', gap: 8, flex: '0 0 auto', flexWrap: 'wrap' }}
    >
      <button
        type="button"
        data-testid="online-undo"
        disabled={!undoable}
        title="Takes back your last action, unless dice rolled, something was revealed or the other player has moved since."
        style={undoable ? button : disabledButton}
        onClick={() => game?.undo()}
      >
        Undo
      </button>
      <button type="button" style={button} data-testid="online-table-leave" onClick={onLeave}>
        Leave the room
      </button>
    </div>
  );
}
