import type { GameState } from '../../core/types';
import { describeRollPreview, rollPreview } from '../../core/rollPreview';
import { COLORS } from './theme';

/** Before a test or attack roll: the target, each modifier with its reason, and the chances. */
export function RollPreviewLine({ state }: { state: GameState }) {
  const preview = rollPreview(state);
  if (!preview) return null;
  return (
    <div data-testid="roll-preview" style={{ color: COLORS.muted, fontSize: 12, marginBottom: 8 }}>
      {describeRollPreview(preview)}
    </div>
  );
}
