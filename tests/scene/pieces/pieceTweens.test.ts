import { describe, expect, test } from 'vitest';
import { retargetTweens, stepTweens, type TweenState } from '../../../src/scene/pieces/pieceTweens';
import type { Piece } from '../../../src/scene/pieces/Piece';

const piece = (key: string, x: number): Piece => ({
  key,
  position: [x, 0.1, 0],
  scale: [1, 0.1, 1],
});

function settle(states: Map<string, TweenState>): number {
  let steps = 0;
  while (stepTweens(states, 1 / 60) && steps < 1000) steps++;
  return steps;
}

describe('piece tweens', () => {
  test('places pieces at once on the first layout', () => {
    const states = new Map<string, TweenState>();
    retargetTweens(states, [piece('a', 1)], false);
    expect(stepTweens(states, 1 / 60)).toBe(false);
    expect(states.get('a')?.position.x).toBe(1);
  });

  test('slides a moved piece, drops a new one from above and sinks a removed one', () => {
    const states = new Map<string, TweenState>();
    retargetTweens(states, [piece('a', 1), piece('b', 2)], false);
    retargetTweens(states, [piece('a', 5), piece('c', 3)], true);
    expect(states.get('c')?.position.y).toBeGreaterThan(1);
    expect(states.get('b')?.leaving).toBe(true);
    stepTweens(states, 1 / 60);
    const midway = states.get('a')?.position.x ?? 0;
    expect(midway).toBeGreaterThan(1);
    expect(midway).toBeLessThan(5);
    expect(settle(states)).toBeGreaterThan(10);
    expect([...states.keys()].sort()).toEqual(['a', 'c']);
    expect(states.get('a')?.position.x).toBe(5);
    expect(states.get('c')?.position.y).toBeCloseTo(0.1);
  });
});
