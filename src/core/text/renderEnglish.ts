import {
  cardById,
  characterById,
  itemName,
  itemText,
  treasureById,
  upgradeById,
} from '../content/lookup';
import { MOTIVES } from '../data/motives';
import { OCEANS } from '../data/oceans';
import { RESOURCE_TRACKS } from '../data/tracks';
import {
  coreTemplate,
  fillTemplate,
  isCoreText,
  type CoreRef,
  type CoreText,
  type CoreValue,
} from '../data/coreText';

function refName(r: CoreRef): string {
  switch (r.ref) {
    case 'ocean':
      return OCEANS[r.id].name;
    case 'card':
      return cardById(r.id).title;
    case 'upgrade':
      return upgradeById(r.id).name;
    case 'treasure':
      return treasureById(r.id).name;
    case 'character':
      return characterById(r.id).name;
    case 'motive':
      return MOTIVES[r.id].name;
    case 'resource':
      return RESOURCE_TRACKS[r.id].name;
    case 'item':
      return itemName(r.id);
    case 'text':
      return itemText(r.id);
  }
}

/** A message parameter (or a reason that may be a message) in English. */
export function englishValue(v: CoreValue): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return isCoreText(v) ? renderEnglish(v) : refName(v);
}

/** A core message in English, for errors, the CLI and the sims (the page renders through i18next). */
export function renderEnglish(text: CoreText): string {
  const params = text.params as Readonly<Record<string, CoreValue>>;
  return fillTemplate(coreTemplate(text.key), (name) => {
    const v = params[name];
    return v === undefined ? `{{${name}}}` : englishValue(v);
  });
}
