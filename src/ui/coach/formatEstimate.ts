/** "62 %" for a chance between 0 and 1. */
export function formatChance(p: number): string {
  return `${Math.round(p * 100)} %`;
}

/** "38 VP" for an expected score. */
export function formatVp(vp: number): string {
  return `${Math.round(vp)} VP`;
}
