import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Title,
} from 'chart.js';
import { LATIN_FONT_FAMILY, SERIF } from '../../i18n/latinFont';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Title,
);

export const CHART_INK = '#e8dcc0';
export const CHART_GRID = 'rgba(232,220,192,0.15)';

/** Chart text in the page's font: the bundled Japanese one in Japanese. */
export function chartFont(lang: string): string {
  return lang === 'ja' ? `'${LATIN_FONT_FAMILY}', 'Nemo Serif JP', serif` : SERIF;
}

export { Chart };
