import type { ContentPack } from './pack';

/** A section of a content pack that replaces components (every key but the header's). */
export type PackSection = Exclude<keyof ContentPack, '$schema' | 'format' | 'version' | 'name'>;

export const PACK_SECTIONS: readonly PackSection[] = [
  'cards',
  'upgrades',
  'treasures',
  'characters',
  'attributes',
  'adventureTokens',
  'deadlySeas',
];

/** One component a pack replaces, and which of its fields. */
export interface PackComponent {
  section: PackSection;
  id: string;
  fields: string[];
}

/** Every component the pack replaces, in section order then as the pack lists them. */
export function packComponents(pack: ContentPack): PackComponent[] {
  const out: PackComponent[] = [];
  for (const section of PACK_SECTIONS) {
    const entries = pack[section] as Record<string, object> | undefined;
    if (!entries) continue;
    for (const [id, entry] of Object.entries(entries))
      out.push({ section, id, fields: Object.keys(entry) });
  }
  return out;
}
