import { describe, expect, test } from 'vitest';
import {
  FARRAGUT_CARDS,
  SECTIONS,
  TRACK_LENGTH,
  cardSuit,
  createFlipGameWithEvents,
  currentDecision,
  spaceAt,
} from '../../src/flip/index';
import type { FlipState } from '../../src/flip/index';
import { atAction, atMove, atRepair, card, edit, fill, ofType, play, solo } from './helpers';

const idOf = (test: (c: (typeof FARRAGUT_CARDS)[number]) => boolean) =>
  FARRAGUT_CARDS.find(test)!.id;
const HEARTS = idOf((c) => c.condition.type === 'section' && c.condition.suit === 'hearts');
const CREW = idOf((c) => c.condition.type === 'gain' && c.condition.item === 'crew');
const GOLD = idOf((c) => c.condition.type === 'goldZone');
const lineup = [card(2, 'hearts'), card(3, 'hearts'), card(4, 'hearts')];

function withFarragut(state: FlipState, cards: number[], score = 0): FlipState {
  return edit(state, (x) => {
    const f = x.farragut!;
    f.deck = [...f.deck, ...f.lineup.map((e) => e.card)].filter((c) => !cards.includes(c));
    f.lineup = cards.map((c) => ({ card: c, met: false }));
    f.discard = [];
    f.score = score;
  });
}

describe("Farragut's Pursuit — setup (seed 002)", () => {
  test('level N puts N cards in his lineup, then 2 more at the start of each turn', () => {
    for (const level of [0, 1, 2, 3, 4]) {
      const { state, events } = createFlipGameWithEvents({
        seed: level,
        players: 1,
        characters: ['aronnax'],
        farragut: level,
      });
      const drew = ofType(events, 'FarragutDrew').map((e) => e.cards.length);
      expect(drew).toEqual(level > 0 ? [level, 2] : [2]);
      expect(state.farragut!.lineup).toHaveLength(level + 2);
    }
  });

  test('his specialty is the suit of the top poker card, which is then out of the deck', () => {
    const { state } = createFlipGameWithEvents({
      seed: 21,
      players: 1,
      characters: ['aronnax'],
      farragut: 0,
    });
    expect(state.discard).toHaveLength(1);
    expect(cardSuit(state.discard[0]!)).toBe(state.farragut!.specialty);
  });
});

describe("Farragut's Pursuit — play (seed 002)", () => {
  test('a card is met as soon as its condition happens', () => {
    const s = withFarragut(atAction(solo({ farragut: 1 }), 'hearts', card(5, 'clubs')), [
      HEARTS,
      GOLD,
    ]);
    const { state, events } = play(s, fill(0, 5));
    expect(ofType(events, 'FarragutCardMet')).toEqual([{ type: 'FarragutCardMet', card: HEARTS }]);
    expect(state.farragut!.lineup.map((e) => e.met)).toEqual([true, false]);
  });

  test('ending a move in a gold zone meets the gold-zone card', () => {
    const s = withFarragut(
      atMove(
        solo({ farragut: 0 }),
        [card(1, 'hearts'), card(2, 'hearts'), card(3, 'hearts')],
        2,
        1,
      ),
      [GOLD],
    );
    const { events } = play(
      s,
      { type: 'chooseMove', player: 0, card: 0, value: 1 },
      { type: 'step', player: 0, to: spaceAt(3, 1) },
    );
    expect(ofType(events, 'FarragutCardMet')).toEqual([{ type: 'FarragutCardMet', card: GOLD }]);
  });

  test('end-of-turn cleanup: 5 stars to him per met card, 1 star to you per card left', () => {
    const s = edit(
      withFarragut(atRepair(solo({ farragut: 2 }), lineup), [HEARTS, CREW, GOLD]),
      (x) => {
        x.farragut!.lineup[0]!.met = true;
      },
    );
    const stars = s.players[0]!.stars;
    const { state, events } = play(s, { type: 'pass', player: 0 });
    expect(ofType(events, 'FarragutScored')[0]).toMatchObject({
      amount: 5,
      total: 5,
      reason: 'cards',
    });
    expect(state.players[0]!.stars).toBe(stars + 2);
    expect(state.farragut!.discard).toEqual([HEARTS]);
    expect(state.farragut!.lineup.slice(0, 2).map((e) => e.card)).toEqual([CREW, GOLD]);
    expect(state.farragut!.lineup).toHaveLength(4);
  });

  test('converting treasure into a resource he watches counts as gaining it', () => {
    const s = edit(
      withFarragut(atRepair(solo({ farragut: 0 }), lineup), [CREW]),
      (x) => (x.players[0]!.inventory.treasure = 1),
    );
    const { events } = play(s, { type: 'convertTreasure', player: 0, to: 'crew' });
    expect(ofType(events, 'FarragutCardMet')).toHaveLength(1);
  });

  test('cowardice: declining an exploration reward, a bonus action or a possible action gives him 5', () => {
    const s = solo({ farragut: 0 });
    const explore = play(
      atMove(s, [card(4, 'hearts'), card(2, 'hearts'), card(3, 'hearts')], 1, 1),
      { type: 'chooseMove', player: 0, card: 0, value: 4 },
      { type: 'step', player: 0, to: spaceAt(2, 1) },
      { type: 'step', player: 0, to: spaceAt(3, 1) },
      { type: 'step', player: 0, to: spaceAt(4, 1) },
      { type: 'step', player: 0, to: spaceAt(5, 1) },
    ).state;
    const before = explore.farragut!.score;
    const declined = play(explore, { type: 'takeExploration', player: 0, corner: null });
    expect(declined.state.farragut!.score).toBe(before + 5);
    expect(currentDecision(declined.state).kind).toBe('bonusAction');
    expect(play(declined.state, { type: 'pass', player: 0 }).state.farragut!.score).toBe(
      before + 10,
    );
    const act = atAction(s, 'hearts', card(5, 'clubs'));
    expect(play(act, { type: 'pass', player: 0 }).state.farragut!.score).toBe(
      s.farragut!.score + 5,
    );
    const unable = edit(act, (x) => {
      x.players[0]!.sections.science = x.players[0]!.sections.science.map(() => 1);
    });
    expect(play(unable, { type: 'pass', player: 0 }).state.farragut!.score).toBe(s.farragut!.score);
  });

  test('a joker gives him the 5 stars of the flipped challenge', () => {
    const fixed = [
      card(2, 'clubs'),
      card(3, 'clubs'),
      card(4, 'clubs'),
      card(5, 'hearts'),
      card(6, 'hearts'),
    ];
    const s = edit(atRepair(solo({ farragut: 0 }), fixed.slice(0, 3)), (x) => {
      x.deck = [...Array(52).keys()].filter((c) => !fixed.includes(c) && !x.discard.includes(c));
      x.deck.push(card(5, 'hearts'), 53, card(6, 'hearts'));
      x.boxed = [52];
      x.farragut!.lineup = [];
      x.farragut!.score = 0;
      x.challenges.forEach((c) => (c.side = 5));
    });
    const { state, events } = play(s, { type: 'pass', player: 0 });
    expect(ofType(events, 'ChallengeScored')).toEqual([
      { type: 'ChallengeScored', player: 'farragut', challenge: 'chemist', stars: 5 },
    ]);
    expect(state.farragut!.score).toBe(5);
  });

  test('above 95 points he catches you: the game ends at once and you lose', () => {
    const s = withFarragut(atAction(solo({ farragut: 0 }), 'hearts', card(5, 'clubs')), [], 95);
    const { state, events } = play(s, { type: 'pass', player: 0 });
    expect(state.phase).toBe('over');
    expect(state.result!.farragut).toMatchObject({ caught: true, playerWins: false });
    expect(ofType(events, 'GameEnded')).toHaveLength(1);
  });

  test('final score: his stars plus 1 per unfilled space in his specialty; a tie is a loss', () => {
    const s = edit(withFarragut(atRepair(solo({ farragut: 0 }), lineup), [], 30), (x) => {
      const p = x.players[0]!;
      x.farragut!.specialty = 'spades';
      p.sections.warfare = p.sections.warfare.map((_, i) => (i < 5 ? 1 : 0));
      p.stars = 70;
      p.leagues = TRACK_LENGTH.value - 70;
      Object.assign(p.inventory, { treasure: 0, knowledge: 0, salvage: 0, crew: 0, damage: 0 });
    });
    const open = SECTIONS.warfare.slots.length - 5;
    const { state } = play(s, { type: 'pass', player: 0 });
    expect(state.result!.farragut).toEqual({
      score: 30 + open,
      specialtyPoints: open,
      playerWins: true,
      caught: false,
    });
    const tie = edit(s, (x) => (x.farragut!.score = 70 - open));
    expect(play(tie, { type: 'pass', player: 0 }).state.result!.farragut!.playerWins).toBe(false);
  });

  test('when his draw pile is empty, his discard pile is shuffled into a new one', () => {
    const s = edit(atRepair(solo({ farragut: 0 }), lineup), (x) => {
      const f = x.farragut!;
      f.discard = [...f.deck, ...f.lineup.map((e) => e.card)].slice(0, 5);
      f.deck = [];
      f.lineup = [];
    });
    const { state, events } = play(s, { type: 'pass', player: 0 });
    expect(ofType(events, 'DeckReshuffled')).toEqual([
      { type: 'DeckReshuffled', deck: 'farragut', size: 5 },
    ]);
    expect(state.farragut!.lineup).toHaveLength(2);
    expect(state.farragut!.deck).toHaveLength(3);
  });
});
