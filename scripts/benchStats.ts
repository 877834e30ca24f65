/** One line of `npm run bench`: `{"metric","value","unit"}`. */
export interface Metric {
  metric: string;
  value: number;
  unit: string;
}

/** The p-quantile (0–1) of a sample, nearest rank; 0 for an empty one. */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0;
}

/** Two decimals, as the bench prints its figures. */
export const round = (x: number): number => Math.round(x * 100) / 100;
