import { describe, expect, test } from 'vitest';
import {
  applyAction,
  createFlipGameWithEvents,
  greedyFlipPolicy,
  currentDecision,
  type FlipEvent,
  type FlipState,
} from '../../../src/flip';
import { flipStrokes } from '../../../src/scene/flip/flipStrokes';
import { inventoryMarks } from '../../../src/scene/flip/inventoryMarks';
import {
  hitTest,
  spaceCentre,
  SLOT_LAYOUT,
  upgradeRect,
} from '../../../src/scene/flip/flipBoardLayout';

function playUntil(
  state: FlipState,
  events: FlipEvent[],
  done: (s: FlipState) => boolean,
  limit = 500,
): { state: FlipState; events: FlipEvent[] } {
  for (let i = 0; i < limit && !done(state); i++) {
    const d = currentDecision(state);
    if (d.kind === 'gameOver') break;
    const r = applyAction(state, greedyFlipPolicy(state, d.player));
    state = r.state;
    events = [...events, ...r.events];
  }
  return { state, events };
}

describe('marker strokes on the sheet', () => {
  test('a move draws the course, circles the new stop and crosses out the old one', () => {
    const start = createFlipGameWithEvents({ seed: 12, players: 1, characters: ['surgeon'] });
    const before = new Set(flipStrokes(start.state, start.events, 0).map((s) => s.key));
    expect(before.has('map:stop:0')).toBe(true);
    expect(before.has('map:left:0')).toBe(false);
    const { state, events } = playUntil(start.state, start.events, (s) => s.phase === 'engage');
    const after = flipStrokes(state, events, 0);
    const fresh = after.filter((s) => !before.has(s.key)).map((s) => s.key);
    expect(fresh).toContain('map:stop:1');
    expect(fresh).toContain('map:left:0');
    expect(fresh.some((k) => k.startsWith('map:seg:0:'))).toBe(true);
    expect(fresh.some((k) => k.startsWith('track:league:'))).toBe(true);
  });

  test('the inventory circles match what the player holds after a whole game', () => {
    const start = createFlipGameWithEvents({ seed: 31, players: 2 });
    const { state, events } = playUntil(start.state, start.events, (s) => s.phase === 'over', 3000);
    expect(state.phase).toBe('over');
    for (const seat of [0, 1]) {
      const marks = inventoryMarks(state, events, seat);
      for (const item of ['knowledge', 'salvage', 'crew', 'treasure', 'damage'] as const) {
        const held = marks[item].slots.filter((s) => s.state === 'held').length;
        expect(held + marks[item].overflow).toBe(state.players[seat]!.inventory[item]);
      }
    }
  });

  test('every printed target can be found again by pointing at it', () => {
    for (const space of [0, 13, 107]) {
      const [x, y] = spaceCentre(space);
      expect(hitTest(x, y)).toEqual({ kind: 'space', space });
    }
    const box = SLOT_LAYOUT.adventure[7]!.box;
    expect(hitTest(box.x + 5, box.y + 5)).toEqual({ kind: 'slot', section: 'adventure', slot: 7 });
    const up = upgradeRect(12);
    expect(hitTest(up.x + up.w / 2, up.y + up.h / 2)).toEqual({ kind: 'upgrade', upgrade: 12 });
  });
});
