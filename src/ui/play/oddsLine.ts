import type { CSSProperties } from 'react';
import { formatNumber } from '../../i18n/formatNumber';
import { COLORS } from './theme';

/** The muted line under a setup choice that states measured rates. */
export const oddsLineStyle: CSSProperties = {
  display: 'block',
  color: COLORS.muted,
  fontSize: 12.5,
  marginTop: 6,
};

/** `n` of `of` as a percentage with one decimal (0 % when nothing was played). */
export const percentOf = (n: number, of: number) =>
  formatNumber(of > 0 ? n / of : 0, { style: 'percent', maximumFractionDigits: 1 });
