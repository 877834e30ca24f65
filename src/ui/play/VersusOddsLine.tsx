import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { MotiveId } from '../../core/data/types';
import type { DifficultyAspects, VersusOptions } from '../../core/types';
import { DEFAULT_VERSUS_OPTIONS } from '../../core/versus/imperialistMap';
import { botStrengthAtom } from '../../state/bots/botStrength';
import { versusOddsFor } from '../../state/setup/versusOddsFor';
import { formatNumber } from '../../i18n/formatNumber';
import { oddsLineStyle, percentOf } from './oddsLine';

/** One line: each seat's measured win rate at the chosen versus settings (a committed table). */
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
  const found = versusOddsFor(motive, difficulty, versus ?? DEFAULT_VERSUS_OPTIONS, strength);
  return (
    <span style={oddsLineStyle} data-testid="versus-odds">
      {found.kind === 'measured'
        ? t(strength === 'strong' ? 'measuredOdds.versusStrong' : 'measuredOdds.versusQuick', {
            games: formatNumber(found.odds.games),
            nautilus: percentOf(found.odds.nautilus, found.odds.games),
            imperialist: percentOf(found.odds.imperialist, found.odds.games),
            draws: percentOf(found.odds.draws, found.odds.games),
            date: found.date,
          })
        : found.kind === 'mixed'
          ? t('measuredOdds.versusMixed')
          : t('measuredOdds.versusUnmeasured')}
    </span>
  );
}
