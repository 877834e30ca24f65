import { useTranslation } from 'react-i18next';
import type { CoachLine } from '../../state/bots/coachAtoms';
import { COLORS } from '../play/theme';
import { formatChance, formatVp } from './formatEstimate';

/** One of the coach's three options: what to do, its estimates and why. */
export function CoachOptionRow({ line, rank }: { line: CoachLine; rank: number }) {
  const { t } = useTranslation();
  return (
    <li data-testid="coach-option" style={{ marginBottom: 6, listStyle: 'none' }}>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
        <span>
          <span style={{ color: COLORS.brass }}>{rank}.</span> {line.label}
        </span>
        <span
          data-testid="coach-estimate"
          title={t('coach.estimateTitle')}
          style={{ color: COLORS.brass, fontSize: 12, whiteSpace: 'nowrap' }}
        >
          {t('coach.finale', { chance: formatChance(line.finaleChance) })} ·{' '}
          {formatVp(line.expectedScore)}
        </span>
      </div>
      <div style={{ color: COLORS.muted, fontSize: 12 }}>{line.why}</div>
    </li>
  );
}
