import type { MotiveId } from '../../../core/data';
import { i18n } from '../../../i18n/i18n';
import { wordsEn } from '../../../i18n/messages/words.en';

/**
 * Short epilogues of our own for the end of a voyage, one per Motive and victory level (and per
 * Imperialist level in versus). Designed text: never the published paragraphs. The words live in
 * the `words` texts (src/i18n/messages/words.*.ts), read in the current language.
 */
export interface Epilogue {
  title: string;
  text: string;
  provenance: 'designed';
}

type Level = keyof typeof wordsEn.level;
type ImperialistLevel = keyof typeof wordsEn.imperialist;

const cap = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/** The epilogue for a result's key (`motive.level` or `imperialist.level`); null if unknown. */
export function epilogueFor(key: string): Epilogue | null {
  const [who = '', rawLevel = ''] = key.split('.');
  const level = rawLevel === 'triumphant' ? 'triumph' : rawLevel;
  if (who === 'imperialist') {
    if (!(level in wordsEn.imperialist)) return null;
    const l = level as ImperialistLevel;
    return {
      title: i18n.t(`words.imperialist.${l}.title`),
      text: i18n.t(`words.imperialist.${l}.text`),
      provenance: 'designed',
    };
  }
  if (!(who in wordsEn.voice) || !(level in wordsEn.level)) return null;
  const motive = who as MotiveId;
  const l = level as Level;
  const aim = i18n.t(`words.voice.${motive}.aim`);
  const legacy = i18n.t(`words.voice.${motive}.legacy`);
  const witness = i18n.t(`words.voice.${motive}.witness`);
  return {
    title: i18n.t(`words.level.${l}.title`),
    text: i18n.t(`words.level.${l}.text`, {
      aim,
      legacy,
      witness,
      Legacy: cap(legacy),
      Witness: cap(witness),
    }),
    provenance: 'designed',
  };
}
