import { atom } from 'jotai';
import { validateContentPack, type ContentPack } from '../../core/content';
import type { PackSection } from '../../core/content';
import exampleText from '../../../content/example-pack.json?raw';
import { storageAtom } from '../nemo/gameAtoms';
import { STORAGE_KEYS, type KeyValueStore } from '../app/storage';
import { readPackText } from './readPackText';

/** A pack being written: the pack's shape, whose entries may not validate yet. */
export interface PackDraft {
  format: 'nemos-war-content';
  version: 1;
  name?: string;
  [section: string]: unknown;
}

/** The draft checked by the core: the pack, or why it is not one yet (`field: what is wrong`). */
export type DraftCheck = { ok: true; pack: ContentPack } | { ok: false; reason: string };

export const EMPTY_DRAFT: PackDraft = { format: 'nemos-war-content', version: 1, name: '' };

/** The component the editor shows. */
export interface PackPick {
  section: PackSection;
  id: string;
}

function loadDraft(store: KeyValueStore | null): PackDraft {
  try {
    const text = store?.getItem(STORAGE_KEYS.packDraft);
    const data = text ? (JSON.parse(text) as PackDraft) : null;
    return data?.format === 'nemos-war-content' ? data : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

const draftOverAtom = atom<PackDraft | undefined>(undefined);

/** The pack open in the editor, kept on the device between visits. */
export const packDraftAtom = atom(
  (get) => get(draftOverAtom) ?? loadDraft(get(storageAtom)),
  (get, set, draft: PackDraft) => {
    set(draftOverAtom, draft);
    try {
      get(storageAtom)?.setItem(STORAGE_KEYS.packDraft, JSON.stringify(draft));
    } catch {
      // Kept for this visit only.
    }
  },
);

/** The core's verdict on the draft, live. */
export const draftCheckAtom = atom<DraftCheck>((get) => checkDraft(get(packDraftAtom)));

export function checkDraft(draft: PackDraft): DraftCheck {
  try {
    return { ok: true, pack: validateContentPack(cleanDraft(draft)) };
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
}

/** The draft as a file holds it: no empty name, no empty section. */
export function cleanDraft(draft: PackDraft): PackDraft {
  const out: PackDraft = { ...draft };
  if (!out.name) delete out.name;
  for (const [key, value] of Object.entries(out)) {
    if (value && typeof value === 'object' && Object.keys(value).length === 0) delete out[key];
  }
  return out;
}

export const packPickAtom = atom<PackPick>({ section: 'cards', id: 'E02' });

/** Why the last imported file was refused; null when none was. */
export const draftRefusalAtom = atom<string | null>(null);

/** One component's entry in the draft (null takes it out: the built-in one plays). */
export const setDraftEntryAtom = atom(
  null,
  (get, set, { section, id, entry }: PackPick & { entry: Record<string, unknown> | null }) => {
    const draft = get(packDraftAtom);
    const entries = { ...((draft[section] as Record<string, unknown> | undefined) ?? {}) };
    if (entry) entries[id] = entry;
    else delete entries[id];
    set(packDraftAtom, { ...draft, [section]: entries });
  },
);

/** Starts again from the example pack or from nothing. */
export const startDraftAtom = atom(null, (_get, set, from: 'example' | 'empty') => {
  const example = readPackText(exampleText);
  set(draftRefusalAtom, null);
  set(packDraftAtom, from === 'example' && example.ok ? (example.pack as PackDraft) : EMPTY_DRAFT);
});

/** Opens a pack file in the editor; a file the core refuses changes nothing and says why. */
export const importDraftAtom = atom(null, (_get, set, text: string): boolean => {
  const reading = readPackText(text);
  if (!reading.ok) {
    set(draftRefusalAtom, reading.reason);
    return false;
  }
  set(draftRefusalAtom, null);
  set(packDraftAtom, reading.pack as PackDraft);
  return true;
});

/** The pack file's text, as Export saves it. */
export function packFileText(pack: ContentPack): string {
  return `${JSON.stringify(pack, null, 2)}\n`;
}
