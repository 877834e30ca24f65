import { formatNumber } from '../../i18n/formatNumber';
import { i18n } from '../../i18n/i18n';

/** "62 %" for a chance between 0 and 1. */
export function formatChance(p: number): string {
  return i18n.t('coach.chance', { percent: formatNumber(Math.round(p * 100)) });
}

/**
 * "38.4 VP" for an expected final score: to a tenth, the precision of every difference the
 * coach states, so that two rows' figures differ by what their lines say.
 */
export function formatVp(vp: number): string {
  const tenth = Math.round(vp * 10) / 10;
  return i18n.t('coach.vp', {
    vp: formatNumber(tenth === 0 ? 0 : tenth, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
  });
}
