import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { shownStateAtom } from '../../state/nemo/gameAtoms';
import { activeSeatAtom, seatsAtom } from '../../state/nemo/seatAtoms';
import { HUD_HEIGHT } from './Hud';
import { COLORS, panel } from './theme';
import { useScreenLayout } from './useScreenLayout';

/** Versus: whose turn it is, and the Imperialist's AP and gemstones. */
export function SeatBanner() {
  const { t } = useTranslation();
  // The numbers the table shows, not the server's or the core's newer ones (issue 27 point 2).
  const state = useAtomValue(shownStateAtom);
  const seat = useAtomValue(activeSeatAtom);
  const seats = useAtomValue(seatsAtom);
  const { headerRect, compact } = useScreenLayout();
  if (!state?.imperialist) return null;
  const im = state.imperialist;
  const imperial = seat === 'imperialist';
  return (
    <div
      data-testid="seat-banner"
      style={{
        ...panel,
        position: 'absolute',
        top: headerRect.top + headerRect.height - HUD_HEIGHT,
        left: headerRect.left,
        maxWidth: headerRect.width,
        boxSizing: 'border-box',
        height: HUD_HEIGHT,
        alignItems: 'center',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        fontSize: compact ? 12 : 13,
        padding: compact ? '4px 10px' : '6px 14px',
        borderColor: imperial ? '#c0504d' : COLORS.brass,
        display: 'flex',
        gap: compact ? 10 : 14,
      }}
    >
      <strong style={{ color: imperial ? '#f08a80' : COLORS.brass }}>
        {seat
          ? t(seats[seat] === 'bot' ? 'play.seat.toPlayBot' : 'play.seat.toPlay', {
              seat: imperial ? t('play.seat.imperialist') : t('play.seat.nautilus'),
            })
          : t('play.seat.versus')}
      </strong>
      <span>{t('play.seat.imperialistAp', { ap: im.ap })}</span>
      <span>
        {t('play.seat.gems', { gems: im.gems })}
        {im.committed ? t('play.seat.committed', { count: im.committed }) : ''}
      </span>
      <span>
        {t('play.seat.squadrons', {
          list: im.tableau.length
            ? im.tableau.join(t('play.payment.separator'))
            : t('play.seat.none'),
        })}
      </span>
    </div>
  );
}
