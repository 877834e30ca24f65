import { useSetAtom } from 'jotai';
import type { Action, GameState } from '../../core/types';
import { infoOfAction } from '../../state/game/itemInfo';
import { pointedPieceAtom, pointedPieceOf } from '../../state/game/pointedPiece';
import { CardInfoAnchor } from './CardInfoAnchor';
import { COLORS, button } from './theme';

/** One option of a decision: its key, its label and, on hover, the piece or card it is about. */
export function DecisionOption({
  action,
  state,
  label,
  keyHint,
  note,
  disabled,
  onChoose,
}: {
  action: Action;
  state: GameState;
  label: string;
  keyHint: string | null;
  note: string | null;
  disabled: boolean;
  onChoose: (action: Action) => void;
}) {
  const point = useSetAtom(pointedPieceAtom);
  const piece = pointedPieceOf(action, state);
  const enter = () => piece && point(piece);
  const leave = () => piece && point(null);
  return (
    <CardInfoAnchor info={infoOfAction(action, state)} style={{ display: 'grid' }}>
      <button
        data-testid="option"
        data-key={keyHint ?? undefined}
        disabled={disabled}
        style={button}
        onMouseEnter={enter}
        onMouseLeave={leave}
        onFocus={enter}
        onBlur={leave}
        onClick={() => {
          leave();
          onChoose(action);
        }}
      >
        {keyHint && (
          <kbd style={{ color: COLORS.muted, marginRight: 6 }}>{keyHint.toUpperCase()}</kbd>
        )}
        {label}
        {note && <span style={{ color: COLORS.muted }}> ({note})</span>}
      </button>
    </CardInfoAnchor>
  );
}
