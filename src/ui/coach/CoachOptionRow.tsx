import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachLine } from '../../state/bots/coachAtoms';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { COLORS } from '../play/theme';
import { CoachReasonCard } from './CoachReasonCard';
import { formatChance, formatVp } from './formatEstimate';

/** A squeezed row: one line, reading like the panel's text, that takes the focus. */
const ROW: CSSProperties = {
  display: 'flex',
  gap: 8,
  justifyContent: 'space-between',
  width: '100%',
  margin: '2px 0 0',
  padding: '1px 2px',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  background: 'transparent',
  border: 'none',
  borderRadius: 4,
  cursor: 'help',
};

/**
 * One of the coach's three options: what to do, its estimates and why. The first line of the
 * first option is the coach's recommendation (`coach-best`). Squeezed by a long decision, the
 * option's first line is a button with its figures (the label cut with an ellipsis): its reason
 * shows under it where the list has room, and otherwise beside the panel while the row is
 * hovered, focused or tapped; a screen reader hears the reason as the row's description.
 */
export function CoachOptionRow({
  line,
  rank,
  crowded = false,
}: {
  line: CoachLine;
  rank: number;
  crowded?: boolean;
}) {
  const { t } = useTranslation();
  const whyId = useId();
  const [shownAt, setShownAt] = useState<DOMRect | null>(null);
  const estimate = `${t('coach.finale', { chance: formatChance(line.finaleChance) })} · ${formatVp(line.expectedScore)}`;
  const label = (
    <span
      style={
        crowded
          ? { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
          : undefined
      }
    >
      <span style={{ color: COLORS.brass }}>{rank}.</span> {line.label}
    </span>
  );
  const figures = (
    <>
      {/* Read aloud (and copied) as one line: "1. Move · Finale 31 % · 12 VP". */}
      <span style={visuallyHidden}> · </span>
      <span
        data-testid="coach-estimate"
        title={t('coach.estimateTitle')}
        style={{ color: COLORS.brass, fontSize: 12, whiteSpace: 'nowrap' }}
      >
        {estimate}
      </span>
    </>
  );
  if (crowded) {
    // The reason beside the panel, where the list has no room to show it under the row.
    const show = (e: { currentTarget: Element }) => {
      const why = e.currentTarget.nextElementSibling as HTMLElement | null;
      const shown = why && why.style.opacity !== '0' && why.style.visibility !== 'hidden';
      const row = e.currentTarget.getBoundingClientRect();
      const panel = e.currentTarget.closest('section')?.getBoundingClientRect() ?? row;
      setShownAt(shown ? null : new DOMRect(panel.left, row.top, panel.width, row.height));
    };
    const hide = () => setShownAt(null);
    return (
      <li data-testid="coach-option" style={{ listStyle: 'none' }}>
        <button
          type="button"
          data-testid="coach-row"
          aria-describedby={whyId}
          style={{ ...ROW, outlineOffset: -1 }}
          onMouseEnter={show}
          onMouseLeave={hide}
          onFocus={show}
          onBlur={hide}
          // A tap or a click shows it (a tap also hovers first, so it must not toggle); Enter or
          // Space on the focused row toggles it; focus elsewhere hides it.
          onClick={(e) => (e.detail === 0 && shownAt ? hide() : show(e))}
        >
          <span
            data-testid={rank === 1 ? 'coach-best' : undefined}
            style={{ display: 'flex', gap: 8, justifyContent: 'space-between', width: '100%' }}
          >
            {label}
            {figures}
          </span>
        </button>
        <div id={whyId} data-testid="coach-why" style={{ color: COLORS.muted, fontSize: 12 }}>
          {line.why}
        </div>
        {shownAt && (
          <CoachReasonCard
            rect={shownAt}
            heading={`${rank}. ${line.label}`}
            estimate={estimate}
            why={line.why}
          />
        )}
      </li>
    );
  }
  return (
    <li data-testid="coach-option" style={{ marginBottom: 6, listStyle: 'none' }}>
      <div
        data-testid={rank === 1 ? 'coach-best' : undefined}
        style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}
      >
        {label}
        {figures}
      </div>
      <div data-testid="coach-why" style={{ color: COLORS.muted, fontSize: 12 }}>
        {line.why}
      </div>
    </li>
  );
}
