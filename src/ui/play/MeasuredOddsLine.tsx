import { useTranslation } from 'react-i18next';
import type { MotiveId } from '../../core/data';
import type { DifficultyAspects } from '../../core';
import { measuredOddsFor } from '../../state/setup/measuredOddsFor';
import { formatNumber } from '../../i18n/formatNumber';
import { oddsLineStyle, percentOf } from './oddsLine';

/**
 * One line for a newcomer: the game is hard, what the strong bot achieved with the chosen Motive
 * and difficulty (a committed table), and what the levels mean.
 */
export function MeasuredOddsLine({
  motive,
  difficulty,
}: {
  motive: MotiveId;
  difficulty: DifficultyAspects;
}) {
  const { t } = useTranslation();
  const found = measuredOddsFor(motive, difficulty);
  return (
    <span style={oddsLineStyle} data-testid="measured-odds">
      {found.kind === 'measured'
        ? `${t(found.odds.wins === 0 ? 'measuredOdds.lineNoWins' : 'measuredOdds.line', {
            finaleRate: percentOf(found.odds.finales, found.odds.games),
            winRate: percentOf(found.odds.wins, found.odds.games),
            games: formatNumber(found.odds.games),
            date: found.table.date,
          })} ${t('measuredOdds.levels')}`
        : found.kind === 'mixed'
          ? t('measuredOdds.mixed')
          : t('measuredOdds.unmeasured')}
    </span>
  );
}
