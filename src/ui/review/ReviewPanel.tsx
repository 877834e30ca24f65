import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
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

/** What a decision cost, in the Nautilus' expected VP. */
function costText(line: ReviewLine): string {
  return line.seat === 'imperialist'
    ? `+${line.cost.toFixed(1)} VP expected for the Nautilus`
    : `−${line.cost.toFixed(1)} VP expected`;
}

/**
 * The review on the score sheet: the three decisions that cost the most expected score, with
 * what the coach preferred; clicking one shows the board as it was then.
 */
export function ReviewPanel() {
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
    <section aria-label="Review" data-testid="review" style={{ marginTop: 14 }}>
      <h3 style={{ margin: '0 0 6px', color: COLORS.brass, fontWeight: 'normal' }}>
        Turning points
      </h3>
      {view.status === 'thinking' || view.status === 'idle' ? (
        <p data-testid="review-thinking" style={{ color: COLORS.muted, margin: 0 }}>
          The coach is replaying your voyage…
        </p>
      ) : view.status === 'failed' ? (
        <p style={{ color: COLORS.danger, margin: 0 }}>The review failed: {view.text}</p>
      ) : view.lines.length === 0 ? (
        <p style={{ margin: 0 }}>No decision cost you expected score: the coach agreed with you.</p>
      ) : (
        <ol style={{ margin: 0, paddingLeft: 18 }}>
          {view.lines.map((line) => (
            <li key={line.index} style={{ marginBottom: 6 }}>
              <button
                data-testid="review-decision"
                data-index={line.index}
                style={{ ...button, width: '100%' }}
                onClick={() => show(line.index)}
                title="Show the board at this moment"
              >
                Turn {line.turn}: {line.played}
                <span style={{ display: 'block', color: COLORS.muted, fontSize: 12 }}>
                  Coach: {line.preferred} ({costText(line)})
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
