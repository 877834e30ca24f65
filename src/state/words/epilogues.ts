import type { MotiveId } from '../../core/data/types';

/**
 * Short epilogues of our own for the end of a voyage, one per Motive and victory level (and per
 * Imperialist level in versus). Designed text: never the published paragraphs.
 */
export interface Epilogue {
  title: string;
  text: string;
  provenance: 'designed';
}

interface MotiveVoice {
  /** What Nemo set out to do, as a clause: "to chart the hidden sea floor". */
  aim: string;
  /** What is left behind, as a noun phrase. */
  legacy: string;
  /** Who remembers him. */
  witness: string;
}

const VOICES: Record<MotiveId, MotiveVoice> = {
  science: {
    aim: 'to wring knowledge from the deep',
    legacy: 'his notebooks of soundings and strange specimens',
    witness: 'the academies of Paris and Uppsala',
  },
  explore: {
    aim: 'to see every ocean no keel had crossed',
    legacy: 'a chart inked with seas no map had named',
    witness: 'the harbour pilots of three continents',
  },
  antiImperialism: {
    aim: 'to loosen the grip of the empires on the colonies',
    legacy: 'the lands that rose when his shadow passed',
    witness: 'the villages that lit fires along the shore',
  },
  war: {
    aim: 'to make the war fleets fear the sea itself',
    legacy: 'a sea lane strewn with the wrecks of ironclads',
    witness: 'the admiralties that doubled their watches',
  },
  adventure: {
    aim: 'to chase every wonder the sea would show him',
    legacy: 'tales that sailors swear are true',
    witness: 'the taverns of every port',
  },
  humanist: {
    aim: 'to shelter the hunted and feed the hungry',
    legacy: 'the lives he pulled from the water',
    witness: 'the families who kept his name in their prayers',
  },
  worldOrder: {
    aim: 'to force the nations to a new and fairer order',
    legacy: 'a treaty that no capital would admit to signing',
    witness: 'the diplomats who whispered about him',
  },
  piracy: {
    aim: 'to strip the empires of their gold',
    legacy: 'treasure rooms of stolen bullion under the sea',
    witness: 'the insurers of London and Le Havre',
  },
};

const cap = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

type Level = 'defeat' | 'failure' | 'inconsequential' | 'notable' | 'success' | 'triumph';

const LEVELS: Record<Level, { title: string; tell: (v: MotiveVoice) => string }> = {
  defeat: {
    title: 'Lost beneath the waves',
    tell: (v) =>
      `He set out ${v.aim}, and the sea kept him. No one found the Nautilus; ${v.witness} soon forgot the rumours, and ${v.legacy} sank with her.`,
  },
  failure: {
    title: 'A voyage that came to little',
    tell: (v) =>
      `Nemo tried ${v.aim}, but the world barely noticed. ${cap(v.legacy)} amounted to a footnote, and ${v.witness} shrugged.`,
  },
  inconsequential: {
    title: 'A ripple on the surface',
    tell: (v) =>
      `The Nautilus came and went. Of his wish ${v.aim} there remain ${v.legacy}: remarked upon by ${v.witness}, then set aside.`,
  },
  notable: {
    title: 'A name spoken in harbours',
    tell: (v) =>
      `Nemo never quite managed ${v.aim}, yet he came close. ${cap(v.witness)} still argue over ${v.legacy}.`,
  },
  success: {
    title: 'The sea remembers',
    tell: (v) =>
      `Nemo meant ${v.aim}, and largely he did. ${cap(v.legacy)} outlived the voyage, and ${v.witness} tell of it to this day.`,
  },
  triumph: {
    title: 'A legend of the deep',
    tell: (v) =>
      `Nemo set out ${v.aim}, and the world was changed. ${cap(v.legacy)} became legend; ${v.witness} will speak of the Nautilus for a hundred years.`,
  },
};

const IMPERIALIST: Record<string, { title: string; text: string }> = {
  defeat: {
    title: 'The hunters go home',
    text: 'The squadrons return to port with nothing to show. The ministers blame the weather, the captains and each other.',
  },
  pyrrhic: {
    title: 'A costly quiet',
    text: 'The Nautilus is gone, but the fleets that chased her limp home half-manned. No one in the ministry calls it a victory aloud.',
  },
  inconsequential: {
    title: 'An unfinished hunt',
    text: 'The seas grow calm and the newspapers move on. Whether the phantom was sunk or merely hid, no admiral can say.',
  },
  notable: {
    title: 'The lanes reopen',
    text: 'Convoys sail again without escorts. The officers who hunted the Nautilus are promoted, and say little about how close it came.',
  },
  success: {
    title: 'The seas made safe',
    text: 'Wreckage and an oil slick in a cold sea close the file. The empires toast their navies, and trade returns to every route.',
  },
  triumph: {
    title: 'The empires triumphant',
    text: 'The Nautilus is taken whole and towed into port, her secrets shared out among the powers. The age of the ironclad is secure.',
  },
};

/** The epilogue for a result's key (`motive.level` or `imperialist.level`); null if unknown. */
export function epilogueFor(key: string): Epilogue | null {
  const [who = '', rawLevel = ''] = key.split('.');
  const level = rawLevel === 'triumphant' ? 'triumph' : rawLevel;
  if (who === 'imperialist') {
    const entry = IMPERIALIST[level];
    return entry ? { ...entry, provenance: 'designed' } : null;
  }
  const voice = VOICES[who as MotiveId] as MotiveVoice | undefined;
  const tale = LEVELS[level as Level] as (typeof LEVELS)[Level] | undefined;
  if (!voice || !tale) return null;
  return { title: tale.title, text: tale.tell(voice), provenance: 'designed' };
}
