import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage } from '../../state/app/storage';
import { ENDINGS } from '../../state/captainsLog/logEntry';
import { importLog, loadLog } from '../../state/captainsLog/logStore';
import { filterLog, motiveStats, NO_FILTER } from '../../state/captainsLog/logStats';
import { menuHref } from '../front/modeHref';
import { LogChart } from './LogChart';
import { LogFileTools } from './LogFileTools';
import { LogFilters } from './LogFilters';
import { LogTable } from './LogTable';
import { MotiveStatsTable } from './MotiveStatsTable';
import { linkStyle, panelStyle } from './logStyles';
import { SERIF } from '../../i18n/latinFont';
import { COLORS, scrollingPage } from '../play/theme';

/** The captain's log: voyages kept on this device, filters, per-Motive statistics and two plots. */
export function LogPage() {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState(() => loadLog(browserStorage()));
  const [filter, setFilter] = useState(NO_FILTER);
  const shown = useMemo(() => filterLog(loaded.entries, filter), [loaded, filter]);
  const stats = useMemo(() => motiveStats(shown), [shown]);
  const oldestFirst = useMemo(() => [...shown].reverse(), [shown]);
  const scoreLabels = useMemo(() => oldestFirst.map((_, i) => String(i + 1)), [oldestFirst]);
  const scores = useMemo(() => oldestFirst.map((e) => e.score), [oldestFirst]);
  const endingLabels = useMemo(() => ENDINGS.map((e) => t(`log.ending.${e}`)), [t]);
  const endingCounts = useMemo(
    () => ENDINGS.map((ending) => shown.filter((e) => e.ending === ending).length),
    [shown],
  );
  const lang = i18n.language;
  return (
    <main
      style={{
        ...scrollingPage('16px 24px', COLORS.navySolid),
        color: '#e8dcc0',
        fontFamily: SERIF,
      }}
    >
      <a href={menuHref()} style={linkStyle}>
        {t('log.back')}
      </a>
      <h1 style={{ color: '#e8c877', margin: '8px 0' }}>{t('log.title')}</h1>
      <p style={{ margin: '4px 0 12px' }}>{t('log.intro')}</p>
      {loaded.problem && (
        <p role="alert" style={{ color: '#ffb4a0' }}>
          {loaded.problem}
        </p>
      )}
      <LogFileTools
        entries={loaded.entries}
        onImport={(text) => {
          const merged = importLog(browserStorage(), text);
          setLoaded({ entries: merged.entries, problem: null });
          return merged;
        }}
      />
      {loaded.entries.length === 0 ? (
        <p>{t('log.empty')}</p>
      ) : (
        <>
          <LogFilters filter={filter} onChange={setFilter} />
          <p data-testid="log-count">
            {t('log.count', { shown: shown.length, total: loaded.entries.length })}
          </p>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
              gap: 12,
              marginBottom: 12,
            }}
          >
            <section style={panelStyle}>
              <MotiveStatsTable stats={stats} />
            </section>
            {(
              [
                {
                  kind: 'line',
                  testId: 'chart-score',
                  title: t('log.chart.scoreTitle'),
                  xTitle: t('log.chart.voyageAxis'),
                  yTitle: t('log.chart.scoreAxis'),
                  labels: scoreLabels,
                  values: scores,
                },
                {
                  kind: 'bar',
                  testId: 'chart-ending',
                  title: t('log.chart.endingTitle'),
                  xTitle: t('log.filter.ending'),
                  yTitle: t('log.chart.endingAxis'),
                  labels: endingLabels,
                  values: endingCounts,
                },
              ] as const
            ).map((chart) => (
              <section key={chart.testId} style={panelStyle}>
                <LogChart {...chart} lang={lang} />
              </section>
            ))}
          </div>
          <section style={panelStyle}>
            <LogTable entries={shown} />
          </section>
        </>
      )}
    </main>
  );
}
