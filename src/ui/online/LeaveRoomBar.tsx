import { button, panel } from '../play/theme';

/**
 * Online table's toolbar: leaving is the only table action. Undo is not offered online: each
 * action is final once the server has it (the other player may already have seen it).
 */
export function LeaveRoomBar({ onLeave }: { onLeave: () => void }) {
  return (
    <div
      data-testid="online-toolbar"
      style={{ ...panel, padding: 8, display: 'flex', gap: 8, flex: '0 0 auto', flexWrap: 'wrap' }}
    >
      <button type="button" style={button} data-testid="online-table-leave" onClick={onLeave}>
        Leave the room
      </button>
      <span style={{ fontSize: 12, alignSelf: 'center' }}>
        No undo online: an action is final once sent.
      </span>
    </div>
  );
}
