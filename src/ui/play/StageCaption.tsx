import { useAtomValue } from 'jotai';
import { captionOf } from '../../state/nemo/events/eventCatalogue';
import { stagingSpecOf } from '../../state/nemo/events/stagingOf';
import { latestStateAtom, pendingEventAtom } from '../../state/nemo/gameAtoms';
import { COLORS, panel } from './theme';
import { useScreenLayout } from './useScreenLayout';

/**
 * Names a Notoriety threshold as it is crossed (new ship groups, up-gunned Warships, the black
 * die, Pariah), an Imperialist map change or a Hunt, below the table while the table shows it;
 * shown with reduced motion too.
 */
export function StageCaption() {
  const event = useAtomValue(pendingEventAtom);
  const state = useAtomValue(latestStateAtom);
  const { dockRect, dock } = useScreenLayout();
  const kind = event ? stagingSpecOf(event).kind : null;
  if (!event || !state || (kind !== 'threshold' && kind !== 'mapChange' && kind !== 'pursuit'))
    return null;
  const caption = captionOf(event, state);
  if (!caption) return null;
  const right = dock === 'right' ? window.innerWidth - dockRect.left : 0;
  const bottom = dock === 'bottom' ? window.innerHeight - dockRect.top + 8 : 12;
  return (
    <div
      role="status"
      data-testid="stage-caption"
      style={{
        position: 'absolute',
        left: 0,
        right,
        bottom,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: 2,
      }}
    >
      <div style={{ ...panel, padding: '8px 16px', maxWidth: 560, textAlign: 'center' }}>
        <div style={{ color: COLORS.brass, fontSize: 12, letterSpacing: 1 }}>
          {caption.kicker.toUpperCase()}
        </div>
        <div style={{ fontSize: 16 }}>{caption.text}</div>
      </div>
    </div>
  );
}
