import { describe, expect, test } from 'vitest';
import { frameStep } from '../../src/scene/frameStep';

describe('frameStep', () => {
  test('holds the first frame of a glide to a 20th of a second, whatever idle time came before', () => {
    expect(frameStep(120, false)).toBe(0.05);
    expect(frameStep(0.016, false)).toBe(0.016);
  });

  test('lets a slow renderer keep real time once a glide runs, so the glide still ends in time', () => {
    expect(frameStep(0.8, true)).toBe(0.25);
    expect(frameStep(0.2, true)).toBe(0.2);
    // A one-second glide at one frame per second: 4 frames, not 20.
    let t = 0;
    let frames = 0;
    for (let running = false; t < 1; running = true, frames++) t += frameStep(1, running);
    expect(frames).toBeLessThanOrEqual(5);
  });
});
