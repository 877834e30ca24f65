import { useTranslation } from 'react-i18next';
import type { CoachLine } from '../../state/bots/coachAtoms';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { COLORS } from '../play/theme';
import { formatChance, formatVp } from './formatEstimate';

/**
 * One of the coach's three options: what to do, its estimates and why. The first line of the
 * first option is the coach's recommendation (`coach-best`); squeezed by a long decision, that
 * line is cut with an ellipsis (its whole text in the tooltip) and is all the panel has to show.
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
  const estimate = `${t('coach.finale', { chance: formatChance(line.finaleChance) })} · ${formatVp(line.expectedScore)}`;
  return (
    <li data-testid="coach-option" style={{ marginBottom: crowded ? 2 : 6, listStyle: 'none' }}>
      <div
        data-testid={rank === 1 ? 'coach-best' : undefined}
        title={crowded ? `${rank}. ${line.label} · ${estimate}` : undefined}
        style={{
          display: 'flex',
          gap: 8,
          justifyContent: 'space-between',
          margin: crowded ? '2px 0 0' : 0,
        }}
      >
        <span
          style={
            crowded
              ? { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
              : undefined
          }
        >
          <span style={{ color: COLORS.brass }}>{rank}.</span> {line.label}
        </span>
        {/* Read aloud (and copied) as one line: "1. Move · Finale 31 % · 12 VP". */}
        <span style={visuallyHidden}> · </span>
        <span
          data-testid="coach-estimate"
          title={t('coach.estimateTitle')}
          style={{ color: COLORS.brass, fontSize: 12, whiteSpace: 'nowrap' }}
        >
          {estimate}
        </span>
      </div>
      <div data-testid="coach-why" style={{ color: COLORS.muted, fontSize: 12 }}>
        {line.why}
      </div>
    </li>
  );
}
