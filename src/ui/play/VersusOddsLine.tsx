import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { MotiveId } from '../../core/data';
import { type DifficultyAspects, type VersusOptions, DEFAULT_VERSUS_OPTIONS } from '../../core';
import { botStrengthAtom } from '../../state/bots/botStrengthAtom';
import { versusOddsFor } from '../../state/setup/versusOddsFor';
import { formatNumber } from '../../i18n/formatNumber';
import { oddsLineStyle, percentOf } from './oddsLine';

/**
 * One line: each seat's measured win rate at the chosen versus settings (a committed table), and
 * when our own handicap is chosen, that the figures are with it.
 */
export function VersusOddsLine({
  motive,
  difficulty,
  versus,
}: {
  motive: MotiveId;
  difficulty: DifficultyAspects;
  versus: VersusOptions | undefined;
}) {
  const { t } = useTranslation();
  const strength = useAtomValue(botStrengthAtom);
  const options = versus ?? DEFAULT_VERSUS_OPTIONS;
  const handicap = options.handicap ?? 0;
  const found = versusOddsFor(motive, difficulty, options, strength);
  // The handicap rows are measured with quick bots only: say so rather than "not measured".
  const quickOnly =
    found.kind === 'unmeasured' &&
    handicap > 0 &&
    strength === 'strong' &&
    versusOddsFor(motive, difficulty, options, 'quick').kind === 'measured';
  return (
    <span style={oddsLineStyle} data-testid="versus-odds">
      {found.kind === 'measured'
        ? t(strength === 'strong' ? 'measuredOdds.versusStrong' : 'measuredOdds.versusQuick', {
            games: formatNumber(found.odds.games),
            nautilus: percentOf(found.odds.nautilus, found.odds.games),
            imperialist: percentOf(found.odds.imperialist, found.odds.games),
            draws: percentOf(found.odds.draws, found.odds.games),
            date: found.date,
          }) + (handicap > 0 ? ` ${t('measuredOdds.versusHandicap', { count: handicap })}` : '')
        : found.kind === 'mixed'
          ? t('measuredOdds.versusMixed')
          : quickOnly
            ? t('measuredOdds.versusHandicapQuickOnly')
            : t('measuredOdds.versusUnmeasured')}
    </span>
  );
}
