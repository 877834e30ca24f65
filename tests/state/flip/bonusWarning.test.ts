import { describe, expect, test } from 'vitest';
import { MAP_COLUMNS, MAP_ROWS, MAP_SPACES } from '../../../src/flip/index';
import { describeFlipAction } from '../../../src/state/flip/describeFlip';
import { atMove, card, legal, play, solo } from '../../flip/helpers';

describe('Flip Voyage warns before a bonus is lost at sea', () => {
  test('a step onto a bonus mid-course says it will be lost; the last step onto it does not', () => {
    let checked = 0;
    for (let y = 0; y < MAP_ROWS && checked < 3; y++) {
      for (let x = 0; x < MAP_COLUMNS && checked < 3; x++) {
        const lineup = [card(3, 'hearts'), card(1, 'spades'), card(13, 'diamonds')];
        let base;
        try {
          base = atMove(solo(), lineup, x, y);
        } catch {
          continue;
        }
        for (const [value, cardIndex, warned] of [
          [3, 0, true],
          [1, 1, false],
        ] as const) {
          let state;
          try {
            state = play(base, { type: 'chooseMove', player: 0, card: cardIndex, value }).state;
          } catch {
            continue;
          }
          for (const a of legal(state)) {
            if (a.type !== 'step' || MAP_SPACES[a.to]?.type !== 'bonus') continue;
            const label = describeFlipAction(a, state);
            expect(label.includes('lost at sea'), `${label} (${value})`).toBe(warned);
            if (warned) checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
