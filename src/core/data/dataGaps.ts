/**
 * Numbers the seeds do not give, where they came from and how sure we are (DECISIONS.md,
 * "Data the seeds do not give"). The rules reminder panel lists them.
 */
export interface DataGap {
  topic: string;
  choice: string;
  source: string;
  confidence: 'confirmed' | 'likely' | 'guess';
}

export const DATA_GAPS: DataGap[] = [
  {
    topic: 'Ship spaces per Ocean',
    choice: 'Major Oceans 3–4, transitional Oceans 1–2 (29 in all)',
    source: 'reference §2.1: S1 oceans.json, range confirmed by a published review (S13)',
    confidence: 'likely',
  },
  {
    topic: 'Action table rows with a red title',
    choice: 'only the 7–8 "pass with a catch" row of each table',
    source: 'our inference; seed 001 only says red titles exist',
    confidence: 'guess',
  },
  {
    topic: 'Does a Torpedo Attack draw return fire?',
    choice: 'no: the target does not fire first',
    source: 'designed; seed 001 describes return fire only for Bold and Stalk combat',
    confidence: 'guess',
  },
  {
    topic: 'Ship Attack and Defense values',
    choice: 'as printed in the S1 ship list (groups A–H, gray and purple backs)',
    source: 'reference §3.2–3.3 (S1 ships.json)',
    confidence: 'likely',
  },
  {
    topic: 'Torpedo and Diplomacy dice: per die or on the sum?',
    choice: 'per die: any one die reaching 5+ (6+ for a Warship) succeeds',
    source: 'reference §4 (INFERRED)',
    confidence: 'guess',
  },
];
