import { describe, expect, test } from 'vitest';
import {
  budgetBreaches,
  stagingMetrics,
  type FrameSample,
} from '../../../scripts/render/stagingMetrics';

const frame = (
  kind: string | null,
  drawCalls: number,
  triangles = 1000,
  frameMs = 5,
): FrameSample => ({
  kind,
  drawCalls,
  triangles,
  frameMs,
});

const valueOf = (metrics: { metric: string; value: number }[], name: string) =>
  metrics.find((m) => m.metric === name)?.value;

describe('the render bench turns sampled frames into lines', () => {
  const samples = [
    frame('combat', 40, 9000, 12),
    frame('combat', 62, 8000, 30),
    frame(null, 20, 2000, 2),
    frame('sinking', 35, 7000, 4),
    frame('combat', 51, 9500, 8),
  ];
  const metrics = stagingMetrics(samples, 'render.');

  test('each staging reports its busiest frame: most draw calls and most triangles', () => {
    expect(valueOf(metrics, 'render.drawCallsMax.combat')).toBe(62);
    expect(valueOf(metrics, 'render.trianglesMax.combat')).toBe(9500);
    expect(valueOf(metrics, 'render.drawCallsMax.sinking')).toBe(35);
    expect(metrics.find((m) => m.metric === 'render.drawCallsMax.combat')?.unit).toBe(
      'calls (max of 3 frames)',
    );
  });

  test('frames with nothing on stage are reported apart, and every frame counts in the overall max', () => {
    expect(valueOf(metrics, 'render.drawCallsMax.between')).toBe(20);
    expect(valueOf(metrics, 'render.drawCallsMax')).toBe(62);
    expect(valueOf(metrics, 'render.frameMsP50')).toBe(8);
    expect(valueOf(metrics, 'render.frameMsP95')).toBe(30);
  });

  test('the prefix names the quality', () => {
    const low = stagingMetrics(samples, 'render.low.');
    expect(valueOf(low, 'render.low.drawCallsMax.combat')).toBe(62);
    expect(low.every((m) => m.metric.startsWith('render.low.'))).toBe(true);
  });

  test('within the budget nothing is said', () => {
    expect(valueOf(metrics, 'render.stagingsOverBudget')).toBe(0);
    expect(budgetBreaches(metrics)).toEqual([]);
  });
});

describe('the render bench says aloud what misses the targets', () => {
  test('a staging over 100 draw calls is counted and named', () => {
    const metrics = stagingMetrics(
      [frame('pursuit', 100), frame('pursuit', 101), frame('combat', 100)],
      'render.',
    );
    expect(valueOf(metrics, 'render.stagingsOverBudget')).toBe(1);
    expect(budgetBreaches(metrics)).toEqual([
      'render.drawCallsMax.pursuit = 101 draw calls, over the budget of 100',
      'render.drawCallsMax = 101 draw calls, over the budget of 100',
    ]);
  });

  test('a busy frame between stagings is named but is no staging', () => {
    const metrics = stagingMetrics([frame(null, 130), frame('dice', 90)], 'render.');
    expect(valueOf(metrics, 'render.stagingsOverBudget')).toBe(0);
    expect(budgetBreaches(metrics)).toContain(
      'render.drawCallsMax.between = 130 draw calls, over the budget of 100',
    );
  });

  test('frames drawn while idle are named; none drawn is fine', () => {
    const idle = (value: number) => ({
      metric: 'render.idleFrames.solo',
      value,
      unit: 'frames (in 3000 ms)',
    });
    expect(budgetBreaches([idle(0)])).toEqual([]);
    expect(budgetBreaches([idle(2)])).toEqual([
      'render.idleFrames.solo = 2: the table drew frames while idle',
    ]);
  });

  test('no frames sampled gives an overall max of 0, not minus infinity', () => {
    expect(valueOf(stagingMetrics([], 'render.'), 'render.drawCallsMax')).toBe(0);
  });
});
