import { formatNumber } from '../../i18n/formatNumber';
import { i18n } from '../../i18n/i18n';

/** "62 %" for a chance between 0 and 1. */
export function formatChance(p: number): string {
  return i18n.t('coach.chance', { percent: formatNumber(Math.round(p * 100)) });
}

/** "38 VP" for an expected score. */
export function formatVp(vp: number): string {
  return i18n.t('coach.vp', { vp: formatNumber(Math.round(vp)) });
}
