import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelReviewAtom,
  requestReviewAtom,
  reviewMomentAtom,
  reviewViewAtom,
  showReviewMomentAtom,
  type ReviewLine,
} from '../../state/bots/reviewAtoms';
import { COLORS, button } from '../play/theme';
import { ReviewMomentBar } from './ReviewMomentBar';
import { formatNumber } from '../../i18n/formatNumber';
import { i18n } from '../../i18n/i18n';

/** What a decision cost, in the Nautilus' expected VP. */
function costText(line: ReviewLine): string {
  const vp = formatNumber(line.cost, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return line.seat === 'imperialist'
    ? i18n.t('review.costImperialist', { vp })
    : i18n.t('review.costNautilus', { vp });
}

/**
 * The review on the score sheet: the three decisions that cost the most expected score, with
 * what the coach preferred; clicking one shows the board as it was then.
 */
export function ReviewPanel() {
  const { t } = useTranslation();
  const view = useAtomValue(reviewViewAtom);
  const moment = useAtomValue(reviewMomentAtom);
  const request = useSetAtom(requestReviewAtom);
  const cancel = useSetAtom(cancelReviewAtom);
  const show = useSetAtom(showReviewMomentAtom);
  useEffect(() => {
    request();
    return () => {
      cancel();
      show(null);
    };
  }, [request, cancel, show]);

  const shown = view.status === 'ready' ? view.lines.find((l) => l.index === moment) : undefined;
  return (
    <section aria-label={t('review.label')} data-testid="review" style={{ marginTop: 14 }}>
      <h3 style={{ margin: '0 0 6px', color: COLORS.brass, fontWeight: 'normal' }}>
        {t('review.heading')}
      </h3>
      {view.status === 'thinking' || view.status === 'idle' ? (
        <p data-testid="review-thinking" style={{ color: COLORS.muted, margin: 0 }}>
          {t('review.thinking')}
        </p>
      ) : view.status === 'failed' ? (
        <p style={{ color: COLORS.danger, margin: 0 }}>{t('review.failed', { text: view.text })}</p>
      ) : view.lines.length === 0 ? (
        <p style={{ margin: 0 }}>{t('review.none')}</p>
      ) : (
        <ol style={{ margin: 0, paddingLeft: 18 }}>
          {view.lines.map((line) => (
            <li key={line.index} style={{ marginBottom: 6 }}>
              <button
                data-testid="review-decision"
                data-index={line.index}
                style={{ ...button, width: '100%' }}
                onClick={() => show(line.index)}
                title={t('review.showTitle')}
              >
                {t('review.turnPlayed', { turn: line.turn, played: line.played })}
                <span style={{ display: 'block', color: COLORS.muted, fontSize: 12 }}>
                  {t('review.coach', { preferred: line.preferred, cost: costText(line) })}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {shown && <ReviewMomentBar line={shown} onBack={() => show(null)} />}
    </section>
  );
}
