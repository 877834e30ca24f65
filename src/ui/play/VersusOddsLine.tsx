import type { CSSProperties } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { MotiveId } from '../../core/data/types';
import type { DifficultyAspects, VersusOptions } from '../../core/types';
import { DEFAULT_VERSUS_OPTIONS } from '../../core/versus/imperialistMap';
import { botStrengthAtom } from '../../state/bots/botStrength';
import { versusOddsFor } from '../../state/setup/versusOddsFor';
import { formatNumber } from '../../i18n/formatNumber';
import { COLORS } from './theme';

const style: CSSProperties = {
  display: 'block',
  color: COLORS.muted,
  fontSize: 12.5,
  marginTop: 6,
};

const percent = (n: number, of: number) =>
  formatNumber(of > 0 ? n / of : 0, { style: 'percent', maximumFractionDigits: 1 });

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
    <span style={style} data-testid="versus-odds">
      {found.kind === 'measured'
        ? t(strength === 'strong' ? 'measuredOdds.versusStrong' : 'measuredOdds.versusQuick', {
            games: formatNumber(found.odds.games),
            nautilus: percent(found.odds.nautilus, found.odds.games),
            imperialist: percent(found.odds.imperialist, found.odds.games),
            draws: percent(found.odds.draws, found.odds.games),
            date: found.date,
          })
        : found.kind === 'mixed'
          ? t('measuredOdds.versusMixed')
          : t('measuredOdds.versusUnmeasured')}
    </span>
  );
}
