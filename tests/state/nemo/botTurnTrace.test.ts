import { describe, expect, test } from 'vitest';
import { scenario } from '../../../src/core/scenario';
import type { GameEvent } from '../../../src/core/types';
import { botTurnTrace } from '../../../src/state/nemo/botTurnTrace';

const state = scenario({ seed: 'trace', at: 'action', ap: 3 });

describe('the Imperialist bot’s trace', () => {
  test('names its last action, then how its turn ended', () => {
    const acting: GameEvent[] = [
      { type: 'ImperialistApSet', ap: 2 },
      { type: 'ImperialistAction', action: 'applyPressure', cost: 1 },
    ];
    expect(botTurnTrace(acting, state)?.[0]).toMatch(
      /The Imperialist spends 1 IAP: Apply Pressure/,
    );
    const ended: GameEvent[] = [...acting, { type: 'ImperialistPhaseEnded', left: 1, saved: 1 }];
    const lines = botTurnTrace(ended, state) ?? [];
    expect(lines[0]).toMatch(/Apply Pressure/);
    expect(lines[lines.length - 1]).toMatch(/ends its turn with 1 IAP unspent/);
  });

  test('is gone once the game has moved well past the bot’s turn, and absent without one', () => {
    expect(botTurnTrace([], state)).toBeNull();
    const later: GameEvent[] = [
      { type: 'ImperialistPhaseEnded', left: 0, saved: 0 },
      ...Array.from({ length: 20 }, () => ({ type: 'ImperialistApSet', ap: 0 }) as GameEvent),
    ];
    expect(botTurnTrace(later, state)).toBeNull();
  });
});
