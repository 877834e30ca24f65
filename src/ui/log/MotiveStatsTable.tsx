import { useTranslation } from 'react-i18next';
import type { MotiveStats } from '../../state/captainsLog/logStats';
import { cellStyle } from './logStyles';

const COLUMNS = [
  'log.column.motive',
  'log.stats.played',
  'log.stats.finaleRate',
  'log.stats.best',
  'log.stats.mean',
] as const;

/** Played, Finale rate, best and mean score per Motive. */
export function MotiveStatsTable({ stats }: { stats: readonly MotiveStats[] }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const mean = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="log-stats">
      <caption style={{ textAlign: 'left', fontWeight: 'bold', paddingBottom: 4 }}>
        {t('log.stats.title')}
      </caption>
      <thead>
        <tr>
          {COLUMNS.map((key) => (
            <th key={key} scope="col" style={cellStyle}>
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {stats.map((s) => (
          <tr key={s.motive} data-motive={s.motive}>
            <th scope="row" style={cellStyle}>
              {t(`motive.name.${s.motive}`)}
            </th>
            <td style={cellStyle}>{s.played}</td>
            <td style={cellStyle}>{percent.format(s.finaleRate)}</td>
            <td style={cellStyle}>{s.best}</td>
            <td style={cellStyle}>{mean.format(s.mean)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
