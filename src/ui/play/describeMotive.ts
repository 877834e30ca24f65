import { MOTIVES, UPGRADES, type MotiveId } from '../../core/data';
import { en } from '../../i18n/en';
import { formatSigned } from '../../i18n/formatNumber';
import { i18n } from '../../i18n/i18n';

const ROWS = [
  ['wonder', '×'],
  ['science', '×'],
  ['liberation', '×'],
  ['warship', '±'],
  ['nonWarship', '±'],
  ['adventure', '±'],
  ['treasure', '±'],
] as const;

export interface MotiveDescription {
  /** The Motive's name in the current language (seed 004's names in Japanese). */
  name: string;
  gist: string;
  /** The score adjustments and the Pariah space, from the Motive data. */
  scoring: string;
  pariah: string;
  startingUpgrade: string;
  /** Values we designed because the published ones are not known. */
  designed: boolean;
}

type TranslatedUpgrade = keyof typeof en.upgrade;

/** An Upgrade's name in the current language, where it has one; else its data name. */
export function upgradeName(id: string): string {
  const data = UPGRADES.find((u) => u.id === id)?.name ?? '';
  return id in en.upgrade ? i18n.t(`upgrade.${id as TranslatedUpgrade}`) : data;
}

/** A Motive's name in the current language. */
export function motiveName(id: MotiveId): string {
  return i18n.t(`motive.name.${id}`);
}

/** A Motive's one-line gist plus its scoring, from `MOTIVES` (the rules core's own data). */
export function describeMotive(id: MotiveId): MotiveDescription {
  const motive = MOTIVES[id];
  const parts = ROWS.filter(([key, kind]) => kind === '×' || motive.vpAdjust[key] !== 0).map(
    ([key, kind]) => {
      const label = i18n.t(`motive.row.${key}`);
      const n = motive.vpAdjust[key];
      return kind === '×'
        ? i18n.t('motive.times', { label, n })
        : i18n.t('motive.each', { label, n: formatSigned(n) });
    },
  );
  return {
    name: motiveName(id),
    gist: i18n.t(`motive.gist.${id}`),
    scoring: parts.join(' · '),
    pariah:
      motive.pariah === null
        ? i18n.t('motive.noPariah')
        : i18n.t('motive.pariah', { n: motive.pariah }),
    startingUpgrade: upgradeName(motive.startingUpgrade),
    designed: motive.provenance.kind === 'designed',
  };
}
