import { describe, expect, test } from 'vitest';
import { wrapText } from '../../../src/scene/atlas/canvasText';

/** A canvas whose every character is 10 px wide. */
const ctx = {
  measureText: (s: string) => ({ width: Array.from(s).length * 10 }),
} as unknown as CanvasRenderingContext2D;

describe('wrapping words painted on a canvas', () => {
  test('English breaks at spaces', () => {
    expect(wrapText(ctx, 'Fill two beakers now', 100, 5)).toEqual(['Fill two', 'beakers', 'now']);
  });

  test('Japanese, written without spaces, breaks between characters and never starts a line with a closing mark', () => {
    const lines = wrapText(ctx, '損傷1を受けて星4（移動の損傷ではない）。', 100, 5);
    expect(lines.join('')).toBe('損傷1を受けて星4（移動の損傷ではない）。');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(Array.from(line).length).toBeLessThanOrEqual(10);
      expect(line).not.toMatch(/^[、。）]/);
    }
  });
});
