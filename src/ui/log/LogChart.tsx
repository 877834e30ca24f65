import { useEffect, useRef } from 'react';
import { Chart, CHART_GRID, CHART_INK, chartFont } from './logChartSetup';

export interface LogChartProps {
  kind: 'line' | 'bar';
  title: string;
  xTitle: string;
  yTitle: string;
  labels: string[];
  values: number[];
  lang: string;
  testId: string;
}

/** One chart.js plot (line or bar) with translated titles, redrawn when its data change. */
export function LogChart({
  kind,
  title,
  xTitle,
  yTitle,
  labels,
  values,
  lang,
  testId,
}: LogChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    const family = chartFont(lang);
    const font = { family, size: 13 };
    const axis = (text: string) => ({
      title: { display: true, text, color: CHART_INK, font },
      ticks: { color: CHART_INK, font, precision: 0 },
      grid: { color: CHART_GRID },
    });
    let chart: Chart | null = null;
    let cancelled = false;
    const draw = () => {
      if (cancelled) return;
      chart = new Chart(target, {
        type: kind,
        data: {
          labels,
          datasets: [
            {
              data: values,
              backgroundColor: kind === 'bar' ? '#4a90c2' : '#e8c877',
              borderColor: '#e8c877',
              pointRadius: 4,
            },
          ],
        },
        options: {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          plugins: {
            title: { display: true, text: title, color: CHART_INK, font: { ...font, size: 16 } },
          },
          scales: { x: axis(xTitle), y: { ...axis(yTitle), beginAtZero: true } },
        },
      });
    };
    // Canvas text does not wait for a web font: load the Japanese one first.
    if (lang === 'ja' && typeof document !== 'undefined' && document.fonts) {
      void document.fonts.load("13px 'Nemo Serif JP'", '航海').then(draw, draw);
    } else draw();
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [kind, title, xTitle, yTitle, labels, values, lang]);
  return (
    <div style={{ position: 'relative', height: 220, minWidth: 0 }}>
      <canvas ref={canvas} role="img" aria-label={title} data-testid={testId} />
    </div>
  );
}
