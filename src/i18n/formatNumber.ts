import { i18n } from './i18n';

/** A number in the current language's notation (digit grouping, signs), through `Intl`. */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(i18n.language || 'en', options).format(n);
}

/** A signed number with a true minus sign: +2, −3. */
export function formatSigned(n: number): string {
  return formatNumber(n, { signDisplay: 'exceptZero' }).replace('-', '−');
}
