/**
 * Numbers the seeds do not give, where they came from and how sure we are, in words for players
 * (the developers' sources are in DECISIONS.md, "Data the seeds do not give"). The rules
 * reminder panel lists them.
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
    source: 'a published fan-made component list, its range confirmed by a published review',
    confidence: 'likely',
  },
  {
    topic: 'Action table rows with a red title',
    choice: 'only the 7–8 "pass with a catch" row of each table',
    source: 'our reading: the rules summary only says that red titles exist',
    confidence: 'guess',
  },
  {
    topic: 'Does a Torpedo Attack draw return fire?',
    choice: 'no: the target does not fire first',
    source: 'our design: the rules summary describes return fire only for Bold and Stalk combat',
    confidence: 'guess',
  },
  {
    topic: 'Ship Attack and Defense values',
    choice: 'as in a published ship list (groups A–H, gray and purple backs)',
    source: 'a published fan-made component list',
    confidence: 'likely',
  },
  {
    topic: 'Torpedo and Diplomacy dice: per die or on the sum?',
    choice: 'per die: any one die reaching 5+ (6+ for a Warship) succeeds',
    source: 'inferred from published descriptions of the markers',
    confidence: 'guess',
  },
];
