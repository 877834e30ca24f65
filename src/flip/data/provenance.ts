/** Where a content item comes from (ARCHITECTURE.md §2). */
export type Provenance = { kind: 'published'; source: string } | { kind: 'designed'; note: string };

export const RULEBOOK = 'Flip Voyage rulebook (seed 002)';

export function published(section: string): Provenance {
  return { kind: 'published', source: `${RULEBOOK}, ${section}` };
}

export function designed(note: string): Provenance {
  return { kind: 'designed', note };
}
