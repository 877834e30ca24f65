import { percentile, round, type Metric } from '../benchStats';

/** One frame the page drew, as `window.__nemo.renderStats()` and `staging()` told it. */
export interface FrameSample {
  /** The staging on the table when the frame was read; null between events. */
  kind: string | null;
  drawCalls: number;
  triangles: number;
  frameMs: number;
}

/** The draw-call budget of the full board and of every staging (DESIGN.md §7). */
export const DRAW_CALL_BUDGET = 100;

/** The name a frame with no staging on the table is reported under. */
export const BETWEEN = 'between';

/**
 * Turns the frames sampled while stagings played into bench lines, each name prefixed with
 * `prefix` (`render.` or `render.low.`): per staging kind, the most draw calls and triangles of
 * any of its frames; over every frame, the most draw calls, the CPU time per frame (p50, p95)
 * and how many staging kinds went over the draw-call budget.
 */
export function stagingMetrics(samples: readonly FrameSample[], prefix: string): Metric[] {
  const byKind = new Map<string, FrameSample[]>();
  for (const s of samples) {
    const kind = s.kind ?? BETWEEN;
    byKind.set(kind, [...(byKind.get(kind) ?? []), s]);
  }
  const metrics: Metric[] = [];
  let overBudget = 0;
  for (const kind of [...byKind.keys()].sort()) {
    const frames = byKind.get(kind) ?? [];
    const calls = Math.max(...frames.map((f) => f.drawCalls));
    if (kind !== BETWEEN && calls > DRAW_CALL_BUDGET) overBudget += 1;
    const over = `max of ${frames.length} frame${frames.length === 1 ? '' : 's'}`;
    metrics.push(
      { metric: `${prefix}drawCallsMax.${kind}`, value: calls, unit: `calls (${over})` },
      {
        metric: `${prefix}trianglesMax.${kind}`,
        value: Math.max(...frames.map((f) => f.triangles)),
        unit: `triangles (${over})`,
      },
    );
  }
  const ms = samples.map((s) => s.frameMs);
  metrics.push(
    {
      metric: `${prefix}drawCallsMax`,
      value: samples.length === 0 ? 0 : Math.max(...samples.map((s) => s.drawCalls)),
      unit: `calls (max of ${samples.length} frames)`,
    },
    {
      metric: `${prefix}frameMsP50`,
      value: round(percentile(ms, 0.5)),
      unit: 'ms (CPU per frame)',
    },
    {
      metric: `${prefix}frameMsP95`,
      value: round(percentile(ms, 0.95)),
      unit: 'ms (CPU per frame)',
    },
    {
      metric: `${prefix}stagingsOverBudget`,
      value: overBudget,
      unit: `stagings (kinds over ${DRAW_CALL_BUDGET} draw calls)`,
    },
  );
  return metrics;
}

/**
 * What the bench must say aloud: every draw-call figure over the budget and every idle-frame
 * count above 0, one sentence each (empty when all is within the targets).
 */
export function budgetBreaches(metrics: readonly Metric[]): string[] {
  return metrics.flatMap((m) => {
    if (m.unit.startsWith('calls') && m.value > DRAW_CALL_BUDGET)
      return [`${m.metric} = ${m.value} draw calls, over the budget of ${DRAW_CALL_BUDGET}`];
    if (m.unit.startsWith('frames') && m.metric.includes('idleFrames') && m.value > 0)
      return [`${m.metric} = ${m.value}: the table drew frames while idle`];
    return [];
  });
}
