import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ReviewLine } from '../../state/bots/reviewAtoms';
import { TOGGLE_HEIGHT } from '../../state/app/screenLayout';
import { COLORS, button, panel } from '../play/theme';
import { useScreenLayout } from '../play/useScreenLayout';
import { formatChance } from '../coach/formatEstimate';
import { formatNumber } from '../../i18n/formatNumber';

const oneDecimal = (n: number) =>
  formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** CSS, not words: kept out of the markup so the literal-text check reads only visible text. */
const HIDE_SCORE_SHEET = '[data-testid="score-sheet"] { display: none !important; }';

/**
 * While the table shows an earlier moment: what was played there and what the coach preferred,
 * over the panel dock (the board stays clear), with the way back to the score sheet.
 */
export function ReviewMomentBar({ line, onBack }: { line: ReviewLine; onBack: () => void }) {
  const { t } = useTranslation();
  const { dockRect } = useScreenLayout();
  const width = Math.max(dockRect.width, 260);
  return createPortal(
    <>
      {/* The score sheet steps aside while the board of that moment is on view. */}
      <style>{HIDE_SCORE_SHEET}</style>
      <section
        aria-label={t('review.momentLabel')}
        data-testid="review-moment"
        data-index={line.index}
        data-turn={line.turn}
        style={{
          ...panel,
          background: COLORS.navySolid,
          position: 'absolute',
          left: Math.min(dockRect.left, window.innerWidth - width - 8),
          top: dockRect.top + TOGGLE_HEIGHT,
          width,
          boxSizing: 'border-box',
          padding: 12,
          zIndex: 5,
        }}
      >
        <div style={{ color: COLORS.brass, marginBottom: 6 }}>
          {t('review.momentHeading', { turn: line.turn })}
        </div>
        <div>{t('review.played', { played: line.played })}</div>
        <div style={{ color: COLORS.muted, fontSize: 12, marginBottom: 4 }}>
          {t('coach.finale', { chance: formatChance(line.playedChance) })}
        </div>
        <div>{t('review.preferred', { preferred: line.preferred })}</div>
        <div style={{ color: COLORS.muted, fontSize: 12, marginBottom: 8 }}>
          {t('coach.finale', { chance: formatChance(line.preferredChance) })} ·{' '}
          {line.seat === 'imperialist'
            ? t('review.lessForNautilus', { vp: oneDecimal(line.cost) })
            : t('review.moreExpected', { vp: oneDecimal(line.cost) })}
        </div>
        <button data-testid="review-back" style={button} onClick={onBack}>
          {t('review.back')}
        </button>
      </section>
    </>,
    document.body,
  );
}
