import type { CoachLine } from '../../state/bots/coachAtoms';
import { COLORS } from '../play/theme';
import { formatChance, formatVp } from './formatEstimate';

/** One of the coach's three options: what to do, its estimates and why. */
export function CoachOptionRow({ line, rank }: { line: CoachLine; rank: number }) {
  return (
    <li data-testid="coach-option" style={{ marginBottom: 8, listStyle: 'none' }}>
      <div>
        <span style={{ color: COLORS.brass }}>{rank}.</span> {line.label}
      </div>
      <div data-testid="coach-estimate" style={{ color: COLORS.ink, fontSize: 12 }}>
        Finale {formatChance(line.finaleChance)} · {formatVp(line.expectedScore)} expected
      </div>
      <div style={{ color: COLORS.muted, fontSize: 12 }}>{line.why}</div>
    </li>
  );
}
