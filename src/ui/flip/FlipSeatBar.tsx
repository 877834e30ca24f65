import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  flipDecisionAtom,
  flipSeatPinnedAtom,
  flipShownStateAtom,
  flipViewedSeatAtom,
} from '../../state/flip/flipAtoms';
import { seatName } from '../../state/flip/events/flipNames';
import { seatColour } from '../../state/flip/seatColours';
import { MARK_GLYPHS, seatMark } from '../../state/table/colourMarks';
import { colourBlindAtom } from '../../state/app/settings';
import { COLORS, button } from '../play/theme';

/**
 * One tab per seat: whose board the table shows, whose turn it is, stars and leagues. The table
 * follows the deciding seat; a click pins another seat's board until the next action.
 */
export function FlipSeatBar() {
  const { t } = useTranslation();
  const state = useAtomValue(flipShownStateAtom);
  const decision = useAtomValue(flipDecisionAtom);
  const [viewed, setViewed] = useAtom(flipViewedSeatAtom);
  const pinned = useAtomValue(flipSeatPinnedAtom);
  const marked = useAtomValue(colourBlindAtom);
  if (!state) return null;
  const deciding = decision ? decision.player : null;
  return (
    <nav
      aria-label={t('flip.panel.boards')}
      style={{
        position: 'absolute',
        top: 62,
        left: 8,
        right: 370,
        display: 'flex',
        gap: 4,
        flexWrap: 'wrap',
      }}
    >
      {state.players.map((p, seat) => (
        <button
          key={seat}
          data-testid="flip-seat"
          aria-pressed={viewed === seat}
          title={t('flip.panel.showBoard', {
            seat: seatName(state, seat),
            stars: p.stars,
            leagues: p.leagues,
          })}
          style={{
            ...button,
            padding: '3px 8px',
            borderColor: seatColour(seat),
            borderWidth: viewed === seat ? 3 : 1,
            background: viewed === seat ? '#24445f' : button.background,
          }}
          onClick={() => setViewed(seat)}
        >
          <span
            style={{ color: seatColour(seat), filter: 'brightness(1.6)' }}
            data-testid="seat-mark"
          >
            {marked ? MARK_GLYPHS[seatMark(seat)] : '●'}
          </span>{' '}
          {t('flip.panel.seatLine', {
            seat: seatName(state, seat),
            stars: p.stars,
            leagues: p.leagues,
          })}
          {deciding === seat && (
            <strong style={{ color: COLORS.good }}>{t('flip.panel.plays')}</strong>
          )}
        </button>
      ))}
      {pinned && (
        <button style={{ ...button, padding: '3px 8px' }} onClick={() => setViewed(null)}>
          {t('flip.panel.follow')}
        </button>
      )}
    </nav>
  );
}
