import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { GameSetup } from '../../core';
import { formatNumber } from '../../i18n/formatNumber';
import {
  measurePackOddsAtom,
  packOddsKey,
  packOddsResultsAtom,
  packOddsRunAtom,
  PACK_ODDS_GAMES,
} from '../../state/packs/packOddsAtoms';
import { oddsLineStyle, percentOf } from './oddsLine';
import { button } from './theme';

/**
 * The measured line for a game with a content pack: the built-in figures do not hold for it, so
 * it offers to measure the pack (the quick bot, with the pack and without, on the same seeds).
 */
export function PackOddsLine({ setup }: { setup: GameSetup }) {
  const { t } = useTranslation();
  const results = useAtomValue(packOddsResultsAtom);
  const run = useAtomValue(packOddsRunAtom);
  const measure = useSetAtom(measurePackOddsAtom);
  const key = packOddsKey(setup);
  const found = key ? results[key] : undefined;
  if (found) {
    return (
      <span style={oddsLineStyle} data-testid="measured-odds" data-pack="measured">
        {t('packs.odds.line', {
          pack: percentOf(found.packFinales, found.games),
          builtIn: percentOf(found.builtInFinales, found.games),
          games: formatNumber(found.games),
        })}
      </span>
    );
  }
  if (run && run.key === key) {
    return (
      <span style={oddsLineStyle} data-testid="measured-odds" data-pack="measuring">
        <progress
          value={run.done}
          max={run.games}
          aria-label={t('packs.odds.progressLabel')}
          data-testid="pack-odds-progress"
          style={{ width: 160, verticalAlign: 'middle', marginRight: 8 }}
        />
        {t('packs.odds.measuring', { done: run.done, games: run.games })}
      </span>
    );
  }
  return (
    <span style={oddsLineStyle} data-testid="measured-odds" data-pack="none">
      {t('packs.odds.none')}{' '}
      <button
        type="button"
        style={{ ...button, padding: '1px 8px', fontSize: 12 }}
        disabled={run !== null}
        data-testid="pack-odds-measure"
        onClick={() => measure(setup)}
      >
        {t('packs.odds.measure', { games: PACK_ODDS_GAMES })}
      </button>
    </span>
  );
}
