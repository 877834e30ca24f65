import { cardTitle, i18n, itemName, itemText, recordItemWords } from '../../i18n/i18n';
import { cardTextHalves } from '../nemo/rollPreviewText';
import type { CrewItem, CrewMessage, CrewText } from '../../protocol/crewProtocol';
import { isCardId } from '../../core/data';

const OPEN = '\u0002';
const CLOSE = '\u0003';
// Control characters mark recorded words: no message or name contains them.
const TOKEN = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');

type Recorded = { key: string; options: Record<string, unknown> } | CrewItem;

/**
 * Runs `render` (code that words something through `i18n.t` and the item tables, such as a
 * decision's option labels) with every lookup recorded instead of rendered, and returns what it
 * produced as crew texts: message ids with their parameters, item ids, proper names and numbers.
 * The phone renders them in its own language (`renderCrewText`). Nothing else runs meanwhile:
 * the swap is synchronous.
 */
export function recordCrewTexts(render: () => readonly (string | null)[]): (CrewText | null)[] {
  const recorded: Recorded[] = [];
  // The same words get the same mark, so code that compares what it worded (alike labels are
  // told apart by their place) still sees them alike.
  const marks = new Map<string, string>();
  const token = (entry: Recorded) => {
    const json = JSON.stringify(entry);
    let mark = marks.get(json);
    if (mark === undefined) {
      mark = `${OPEN}${recorded.push(entry) - 1}${CLOSE}`;
      marks.set(json, mark);
    }
    return mark;
  };
  const original = i18n.t;
  const recorder = (key: string | string[], options?: unknown) =>
    token({
      key: Array.isArray(key) ? String(key[0]) : key,
      options: typeof options === 'object' && options !== null ? { ...options } : {},
    });
  (i18n as { t: unknown }).t = recorder;
  recordItemWords((item, id, en) => token({ item, id, en }));
  let produced: readonly (string | null)[];
  try {
    produced = render();
  } finally {
    (i18n as { t: unknown }).t = original;
    recordItemWords(null);
  }
  const parse = (text: string, depth: number): CrewText => {
    const pieces: CrewText[] = [];
    let at = 0;
    for (const match of text.matchAll(TOKEN)) {
      if (match.index > at) pieces.push(text.slice(at, match.index));
      const entry = recorded[Number(match[1])];
      if (entry) pieces.push(depth > 6 ? '…' : toCrew(entry, depth + 1));
      at = match.index + match[0].length;
    }
    if (at < text.length) pieces.push(text.slice(at));
    return pieces.length === 1 ? (pieces[0] as CrewText) : pieces;
  };
  const toCrew = (entry: Recorded, depth: number): CrewText => {
    if ('item' in entry) return entry;
    const o: Record<string, CrewText | boolean> = {};
    for (const [name, value] of Object.entries(entry.options)) {
      if (typeof value === 'string') o[name] = parse(value, depth);
      else if (typeof value === 'number' || typeof value === 'boolean') o[name] = value;
    }
    const message: CrewMessage = { t: entry.key };
    if (Object.keys(o).length > 0) message.o = o;
    return message;
  };
  return produced.map((text) => (text === null ? null : parse(text, 0)));
}

/** One text recorded as `recordCrewTexts` does. */
export function recordCrewText(render: () => string): CrewText {
  return recordCrewTexts(() => [render()])[0] ?? '';
}

const t = (key: string, options: Record<string, unknown>): string =>
  (i18n.t as unknown as (key: string, options: Record<string, unknown>) => string)(key, options);

/** A crew text in the page's language (the phone's, or the stream's). */
export function renderCrewText(text: CrewText): string {
  if (typeof text === 'string') return text;
  if (typeof text === 'number') return String(text);
  if (Array.isArray(text)) return text.map(renderCrewText).join('');
  if ('item' in text) {
    // A phone's words come off the wire: an id the game does not have keeps its English.
    if (text.item === 'card') return isCardId(text.id) ? cardTitle(text.id, text.en) : text.en;
    if (text.item === 'pass' || text.item === 'fail') {
      const halves = cardTextHalves(text.id, text.en);
      if (text.item === 'pass') return halves?.pass ?? t('decisions.preview.cardPass', {});
      return halves
        ? t('decisions.preview.cardFail', {
            result: halves.fail,
            exert: t('decisions.preview.failExert', {}),
          })
        : t('decisions.preview.failResult', { exert: t('decisions.preview.failExert', {}) });
    }
    return text.item === 'name' ? itemName(text.id, text.en) : itemText(text.id, text.en);
  }
  const options: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(text.o ?? {})) {
    // A message's own settings pass through; its parameters are words to render first.
    options[name] =
      typeof value === 'boolean' || typeof value === 'number' ? value : renderCrewText(value);
  }
  return t(text.t, options);
}
