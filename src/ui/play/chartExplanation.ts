import { ACTION_TABLES } from '../../core/data';
import type { GameEvent } from '../../core';
import { i18n } from '../../i18n/i18n';

const BAND_MEANINGS = [
  'play.log.band0',
  'play.log.band1',
  'play.log.band2',
  'play.log.band3',
  'play.log.band4',
] as const;

/**
 * A one-line explanation of the result chart a test landed on ("Search result chart, band 3–6:
 * the action fails."), for a log line that names a chart band such as "Suspected" or "Danger!";
 * null for every other event.
 */
export function chartExplanation(event: GameEvent): string | null {
  if (event.type !== 'TestResolved' || !event.chart) return null;
  const table = ACTION_TABLES[event.chart.action];
  const index = event.chart.row;
  const row = table.rows[index];
  const meaning = BAND_MEANINGS[index];
  if (!row || !meaning) return null;
  const range =
    row.min === null
      ? i18n.t('play.log.rangeAtMost', { max: row.max ?? '' })
      : row.max === null
        ? i18n.t('play.log.rangeAtLeast', { min: row.min ?? '' })
        : i18n.t('play.log.rangeBetween', { min: row.min, max: row.max });
  return i18n.t('play.log.chartTitle', {
    chart: i18n.t(`play.log.chart.${table.id}`),
    range,
    meaning: i18n.t(meaning),
  });
}
