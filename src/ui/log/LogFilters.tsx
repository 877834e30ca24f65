import { useTranslation } from 'react-i18next';
import { MOTIVE_IDS } from '../../core/data';
import { ENDINGS } from '../../state/captainsLog/logEntry';
import type { LogFilter } from '../../state/captainsLog/logStats';

const DIFFICULTIES = ['easy', 'normal', 'hard', 'mixed'] as const;

/** The four filters above the list of voyages. */
export function LogFilters({
  filter,
  onChange,
}: {
  filter: LogFilter;
  onChange: (f: LogFilter) => void;
}) {
  const { t } = useTranslation();
  const select = (
    name: keyof LogFilter,
    label: string,
    options: readonly { value: string; text: string }[],
  ) => (
    <label style={{ display: 'inline-flex', flexDirection: 'column', gap: 2, marginRight: 12 }}>
      {label}
      <select
        value={filter[name] ?? ''}
        data-filter={name}
        onChange={(e) =>
          onChange({ ...filter, [name]: e.target.value === '' ? null : e.target.value })
        }
      >
        <option value="">{t('log.filter.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: '8px 0' }}>
      <legend style={{ fontWeight: 'bold' }}>{t('log.filter.legend')}</legend>
      {select(
        'motive',
        t('log.filter.motive'),
        MOTIVE_IDS.map((m) => ({ value: m, text: t(`motive.name.${m}`) })),
      )}
      {select(
        'difficulty',
        t('log.filter.difficulty'),
        DIFFICULTIES.map((d) => ({ value: d, text: t(`log.difficulty.${d}`) })),
      )}
      {select(
        'ending',
        t('log.filter.ending'),
        ENDINGS.map((e) => ({ value: e, text: t(`log.ending.${e}`) })),
      )}
      {select('daily', t('log.filter.daily'), [
        { value: 'daily', text: t('log.filter.dailyOnly') },
        { value: 'free', text: t('log.filter.free') },
      ])}
    </fieldset>
  );
}
