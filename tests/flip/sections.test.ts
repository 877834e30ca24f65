import { describe, expect, test } from 'vitest';
import { currentDecision } from '../../src/flip/index';
import type { FlipState, SectionId } from '../../src/flip/index';
import { atAction, card, edit, fill, legal, ofType, play, solo } from './helpers';

function marked(
  state: FlipState,
  section: SectionId,
  slots: number[],
  values?: number[],
): FlipState {
  return edit(state, (s) => {
    slots.forEach((slot, i) => (s.players[0]!.sections[section][slot] = values?.[i] ?? 1));
  });
}

describe('Take Action — Science (seed 002 "Science")', () => {
  test('the card value must match the level, except the ANY level', () => {
    const s = atAction(solo(), 'hearts', card(8, 'spades'));
    expect(() => play(s, fill(1, 8))).toThrow(/bottom up|match/);
    const any = play(s, fill(0, 8));
    expect(any.state.players[0]!.sections.science[0]).toBe(1);
    expect(ofType(any.events, 'KnowledgeSpent')).toHaveLength(0);
  });

  test('each beaker fills from the bottom up', () => {
    const s = atAction(solo(), 'hearts', card(4, 'spades'));
    expect(() => play(s, fill(3, 4))).toThrow(/bottom up/);
    const ok = play(marked(s, 'science', [2]), fill(3, 4));
    expect(ok.state.players[0]!.sections.science[3]).toBe(1);
  });

  test('worked example: 6 on the third beaker above a filled 5 gives 1 knowledge and a diamonds bonus', () => {
    const s = marked(atAction(solo(), 'hearts', card(6, 'clubs')), 'science', [5, 6]);
    const { state, events } = play(s, fill(7, 6));
    expect(ofType(events, 'ItemChanged')).toContainEqual(
      expect.objectContaining({ item: 'knowledge', delta: 1 }),
    );
    expect(currentDecision(state)).toMatchObject({ kind: 'bonusAction', suit: 'diamonds' });
  });

  test('knowledge changes the card value, 1 per step, with no wraparound', () => {
    const s = atAction(solo(), 'hearts', card(1, 'clubs'));
    const { events } = play(s, fill(5, 2));
    expect(ofType(events, 'KnowledgeSpent')).toEqual([expect.objectContaining({ amount: 1 })]);
    const k = atAction(solo(), 'hearts', card(13, 'clubs'));
    // A King can only reach an Ace through 12 steps down, never by wrapping.
    expect(legal(k).some((a) => a.type === 'fill' && a.slot === 2)).toBe(false);
  });

  test('filling every level of a beaker scores the stars above it', () => {
    const s = marked(atAction(solo(), 'hearts', card(3, 'clubs')), 'science', [0]);
    const { events } = play(s, fill(1, 3));
    expect(ofType(events, 'GroupCompleted')).toEqual([
      { type: 'GroupCompleted', player: 0, section: 'science', group: 0, stars: 2 },
    ]);
    const stars = ofType(events, 'StarsGained').reduce((n, e) => n + e.amount, 0);
    expect(stars).toBe(3);
  });

  test('Laboratory (9) ignores the bottom-up rule', () => {
    const s = edit(
      atAction(solo(), 'hearts', card(13, 'clubs')),
      (x) => (x.players[0]!.upgrades[8] = true),
    );
    const { state } = play(s, fill(13, 13));
    expect(state.players[0]!.sections.science[13]).toBe(1);
  });
});

describe('Take Action — Warfare (seed 002 "Warfare")', () => {
  test('the value must match a box below a ship; any order', () => {
    const s = atAction(solo(), 'spades', card(9, 'clubs'));
    expect(() => play(s, fill(0, 9))).toThrow(/match/);
    const { state } = play(s, fill(2, 9));
    expect(state.players[0]!.inventory.salvage).toBe(1);
  });

  test('worked example: the middle 7 sinks the leftmost ship: 6 stars, 1 damage, diamonds bonus', () => {
    const s = marked(atAction(solo(), 'spades', card(7, 'clubs')), 'warfare', [0, 2]);
    const { state, events } = play(s, fill(1, 7));
    expect(state.players[0]!.inventory.damage).toBe(1);
    expect(ofType(events, 'GroupCompleted')[0]).toMatchObject({ section: 'warfare', stars: 6 });
    expect(currentDecision(state)).toMatchObject({ kind: 'bonusAction', suit: 'diamonds' });
  });
});

describe('Take Action — Adventure (seed 002 "Adventure")', () => {
  test('the surface takes the card value in any empty box, repeats allowed', () => {
    const s = marked(atAction(solo(), 'diamonds', card(9, 'clubs')), 'adventure', [0], [9]);
    const { state } = play(s, fill(2, 9));
    expect(state.players[0]!.sections.adventure.slice(0, 5)).toEqual([9, 0, 9, 0, 0]);
    expect(state.players[0]!.inventory.treasure).toBe(1);
  });

  test('diving needs both boxes above filled and a lower value than both', () => {
    const s = marked(atAction(solo(), 'diamonds', card(9, 'clubs')), 'adventure', [0], [12]);
    expect(() => play(s, fill(5, 9))).toThrow(/both boxes above/);
    const ready = marked(s, 'adventure', [1], [9]);
    expect(() => play(ready, fill(5, 9))).toThrow(/lower than both/);
    expect(play(ready, fill(5, 8)).state.players[0]!.sections.adventure[5]).toBe(8);
  });

  test('worked example: an Ace below K and 9 gives 1 treasure, a clubs bonus, and blocks the boxes below it', () => {
    const s = marked(
      atAction(solo(), 'diamonds', card(1, 'clubs')),
      'adventure',
      [0, 1, 2, 3, 4, 5, 7],
      [10, 13, 9, 12, 11, 8, 8],
    );
    const { state, events } = play(s, fill(6, 1));
    expect(ofType(events, 'ItemChanged')).toContainEqual(
      expect.objectContaining({ item: 'treasure', delta: 1 }),
    );
    expect(currentDecision(state)).toMatchObject({ kind: 'bonusAction', suit: 'clubs' });
    const diveTargets = legal(
      edit(
        atAction(state, 'diamonds', card(13, 'hearts')),
        (x) => (x.players[0]!.inventory.knowledge = 20),
      ),
    ).filter((a) => a.type === 'fill' && a.slot >= 9);
    expect(diveTargets.every((a) => a.type === 'fill' && a.slot === 11)).toBe(true);
  });

  test('filling a whole row scores the stars beside it', () => {
    const s = marked(
      atAction(solo(), 'diamonds', card(5, 'clubs')),
      'adventure',
      [0, 1, 2, 3],
      [5, 5, 5, 5],
    );
    const { events } = play(s, fill(4, 5));
    expect(ofType(events, 'GroupCompleted')[0]).toMatchObject({
      section: 'adventure',
      group: 0,
      stars: 4,
    });
  });
});

describe('Take Action — Liberation (seed 002 "Liberation")', () => {
  test('cross out the building matching the value, or the ANY building', () => {
    const s = atAction(solo(), 'clubs', card(6, 'hearts'));
    expect(() => play(s, fill(0, 6))).toThrow(/match/);
    expect(play(s, fill(1, 6)).state.players[0]!.inventory.crew).toBe(2);
    expect(play(s, fill(13, 6)).state.players[0]!.sections.liberation[13]).toBe(1);
  });

  test('worked example: the 8 completes the third row: 1 crew, spades bonus, 4 stars', () => {
    const s = edit(
      marked(atAction(solo(), 'clubs', card(8, 'hearts')), 'liberation', [0, 1, 2, 3, 4]),
      (x) => {
        const p = x.players[0]!;
        p.groupsScored.liberation[0] = true;
        p.groupsScored.liberation[1] = true;
        p.villageRowsScored = 2;
      },
    );
    const { state, events } = play(s, fill(5, 8));
    expect(ofType(events, 'GroupCompleted')[0]).toMatchObject({
      section: 'liberation',
      group: 2,
      stars: 4,
    });
    expect(state.players[0]!.inventory.crew).toBe(2);
    expect(currentDecision(state)).toMatchObject({ kind: 'bonusAction', suit: 'spades' });
  });

  test('row rewards are taken left to right, whichever row completes', () => {
    const s = marked(atAction(solo(), 'clubs', card(13, 'hearts')), 'liberation', [13]);
    const { events } = play(s, fill(12, 13));
    expect(ofType(events, 'GroupCompleted')[0]).toMatchObject({ group: 6, stars: 2 });
  });

  test('Armory (10): ±1 on the liberation value for free', () => {
    const s = edit(atAction(solo(), 'clubs', card(5, 'hearts')), (x) => {
      x.players[0]!.upgrades[9] = true;
      x.players[0]!.inventory.knowledge = 0;
    });
    const { state } = play(s, fill(6, 4));
    expect(state.players[0]!.sections.liberation[6]).toBe(1);
    expect(() => play(s, fill(7, 9))).toThrow(/knowledge/i);
  });
});

describe('Bonus Actions (seed 002 "Bonus Actions")', () => {
  test('a bonus action is open: any value, no knowledge, and it can chain into another', () => {
    const s = marked(atAction(solo(), 'hearts', card(6, 'clubs')), 'science', [5, 6]);
    let { state } = play(s, fill(7, 6));
    state = marked(state, 'adventure', [3]);
    const bonus = legal(state);
    expect(bonus.some((a) => a.type === 'engage')).toBe(false);
    const knowledge = state.players[0]!.inventory.knowledge;
    const chained = play(state, fill(4, 2));
    expect(chained.state.players[0]!.inventory.knowledge).toBe(knowledge);
    expect(currentDecision(chained.state)).toMatchObject({ kind: 'bonusAction', suit: 'hearts' });
  });

  test('a skipped Take Action gives nothing', () => {
    const s = atAction(solo(), 'hearts', card(6, 'clubs'));
    const { state, events } = play(s, { type: 'pass', player: 0 });
    expect(ofType(events, 'ActionSkipped')).toHaveLength(1);
    expect(state.players[0]!.sections.science.every((m) => m === 0)).toBe(true);
  });
});
