/** The score sheet's lines the balance probes print, in their column order. */
export const SHEET_CATEGORIES = [
  'warship',
  'nonWarship',
  'treasure',
  'adventure',
  'wonder',
  'science',
  'liberation',
  'character',
  'scourge',
  'humanist',
  'penalty',
] as const;

/** A provisional score sheet taken as an Act ended (`scoreBreakdown.ts` writes them). */
export interface ActSheet {
  act: number;
  total: number;
  byCategory: Partial<Record<string, number>>;
}
