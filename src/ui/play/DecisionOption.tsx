import { useSetAtom } from 'jotai';
import type { CSSProperties } from 'react';
import type { Action, GameState } from '../../core';
import { infoOfAction } from '../../state/nemo/itemInfo';
import { pointedPieceAtom, pointedPieceOf } from '../../state/nemo/pointedPiece';
import { CardInfoAnchor } from './CardInfoAnchor';
import { COLORS, button } from './theme';

const COMPACT: CSSProperties = {
  ...button,
  font: 'inherit',
  lineHeight: 1.2,
  padding: '3px 6px',
  height: '100%',
};

/**
 * A short button in a wrapping row ("space 2" under its heading): its own height, never a share
 * of the row's. A percentage height there resolves against the whole row, so where the row wraps
 * (Japanese labels are wider) each button grows as tall as every line together and the lower line
 * spills over the heading below.
 */
const SHORT: CSSProperties = { ...COMPACT, height: 'auto', whiteSpace: 'nowrap' };

/** One option of a decision: its key, its label and, on hover, the piece or card it is about. */
export function DecisionOption({
  action,
  state,
  label,
  keyHint,
  note,
  disabled,
  onChoose,
  compact = false,
  fullLabel,
}: {
  action: Action;
  state: GameState;
  label: string;
  keyHint: string | null;
  note: string | null;
  disabled: boolean;
  onChoose: (action: Action) => void;
  /** Tighter type and padding, for a long decision laid out two to a line. */
  compact?: boolean;
  /** The whole label, read aloud and on hover, where the button shows a short one ("space 2"). */
  fullLabel?: string;
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
        aria-label={
          fullLabel ? `${keyHint ? `${keyHint.toUpperCase()} ` : ''}${fullLabel}` : undefined
        }
        title={fullLabel}
        style={compact ? (fullLabel ? SHORT : COMPACT) : button}
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
          <kbd style={{ color: COLORS.muted, marginRight: compact ? 4 : 6 }}>
            {keyHint.toUpperCase()}
          </kbd>
        )}
        {label}
        {note && <span style={{ color: COLORS.muted }}> ({note})</span>}
      </button>
    </CardInfoAnchor>
  );
}
