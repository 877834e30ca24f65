import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { activeSeatAtom, confirmHandoffAtom, handoffNeededAtom } from '../../state/nemo/seatAtoms';
import { COLORS, button, panel } from './theme';

/** Hot-seat: covers the table so neither side sees the other's choices being made. */
export function HandoffScreen() {
  const { t } = useTranslation();
  const needed = useAtomValue(handoffNeededAtom);
  const seat = useAtomValue(activeSeatAtom);
  const confirm = useSetAtom(confirmHandoffAtom);
  if (!needed || !seat) return null;
  const imperial = seat === 'imperialist';
  return (
    <div
      data-testid="handoff"
      style={{
        position: 'absolute',
        inset: 0,
        background: 'rgba(4,10,16,0.96)',
        display: 'grid',
        placeItems: 'center',
        zIndex: 10,
      }}
    >
      <div style={{ ...panel, padding: 28, textAlign: 'center', maxWidth: 460 }}>
        <h2 style={{ color: COLORS.brass, fontWeight: 'normal', marginTop: 0 }}>
          {imperial ? t('play.handoff.toImperialist') : t('play.handoff.toNautilus')}
        </h2>
        <p style={{ color: COLORS.muted }}>
          {imperial ? t('play.handoff.lookAwayImperialist') : t('play.handoff.lookAwayNautilus')}
        </p>
        <button style={{ ...button, fontSize: 16 }} onClick={() => confirm()}>
          {imperial ? t('play.handoff.confirmImperialist') : t('play.handoff.confirmNautilus')}
        </button>
      </div>
    </div>
  );
}
