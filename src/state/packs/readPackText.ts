import { parseContentPack, type ContentPack } from '../../core/content';

/** A pack file read: the pack, or why it was refused (`field: what is wrong`, the core's words). */
export type PackReading = { ok: true; pack: ContentPack } | { ok: false; reason: string };

/** Reads a pack file's text with the core's validation; a bad file builds nothing. */
export function readPackText(text: string): PackReading {
  try {
    return { ok: true, pack: parseContentPack(text) };
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
}
