import { describe, expect, test } from 'vitest';
import {
  CHARACTERS,
  MAP_SPACES,
  TRACK_LENGTH,
  createFlipGame,
  createFlipGameWithEvents,
  currentDecision,
  legalActions,
  zoneOf,
} from '../../src/flip/index';
import type { FlipAction, FlipState } from '../../src/flip/index';
import {
  atAction,
  atRepair,
  card,
  decisionKind,
  edit,
  legal,
  multi,
  ofType,
  play,
  solo,
} from './helpers';

/** Play the first legal non-free action until `stop` holds. */
function drive(state: FlipState, stop: (s: FlipState) => boolean, limit = 500): FlipState {
  let s = state;
  for (let i = 0; i < limit && !stop(s); i++) {
    const options = legal(s).filter(
      (a) => !['convertTreasure', 'useUpgrade', 'useItem'].includes(a.type),
    );
    s = play(s, options[0]!).state;
  }
  return s;
}

describe('Setup (seed 002 "Setup")', () => {
  test('each player is dealt two characters and keeps one', () => {
    const s = createFlipGame({ seed: 4, players: 2 });
    const d = currentDecision(s);
    expect(d.kind).toBe('chooseCharacter');
    if (d.kind !== 'chooseCharacter') return;
    expect(d.options).toHaveLength(2);
    expect(() =>
      play(s, {
        type: 'chooseCharacter',
        player: 0,
        character: CHARACTERS.find((c) => !d.options.includes(c.id))!.id,
      }),
    ).toThrow(/Setup/);
    const next = play(s, { type: 'chooseCharacter', player: 0, character: d.options[1]! }).state;
    expect(next.players[0]!.character).toBe(d.options[1]);
    expect(currentDecision(next)).toMatchObject({ kind: 'chooseCharacter', player: 1 });
  });

  test('starting resources are circled, the start star space is the location, the first star is on the track', () => {
    const s = solo({ characters: ['chiefEngineer'] });
    const p = s.players[0]!;
    const def = CHARACTERS.find((c) => c.id === 'chiefEngineer')!;
    expect(p.inventory).toMatchObject({
      salvage: 3,
      knowledge: 1,
      crew: 0,
      treasure: 0,
      damage: 0,
    });
    expect(zoneOf(p.location)).toBe(def.startZone);
    expect(MAP_SPACES[p.location]!.type).toBe('stars');
    expect(p.stars).toBe(1);
    expect(p.collected[p.location]).toBe(true);
  });

  test('three challenges are dealt with their 5-star side up; the first lineup has three cards', () => {
    const s = createFlipGame({
      seed: 9,
      players: 3,
      characters: ['aronnax', 'conseil', 'nedLand'],
    });
    expect(s.challenges).toHaveLength(3);
    expect(s.challenges.every((c) => c.side === 5)).toBe(true);
    expect(s.lineup).toHaveLength(3);
    expect(currentDecision(s)).toMatchObject({ kind: 'chooseMove', player: 0 });
  });

  test('rejects impossible setups with a clear reason', () => {
    expect(() => createFlipGame({ seed: 1, players: 5 })).toThrow(/1 to 4 players/);
    expect(() => createFlipGame({ seed: 1, players: 2, farragut: 1 })).toThrow(/solo variant/);
    expect(() => createFlipGame({ seed: 1, players: 1, farragut: 5 })).toThrow(/0 to 4/);
    expect(() =>
      createFlipGame({ seed: 1, players: 2, characters: ['conseil', 'conseil'] }),
    ).toThrow(/one player only/);
  });
});

describe('Phase tokens and the four phases (seed 002 "Phase Tokens")', () => {
  test('each lineup card serves one phase: move, then engage with another, then act with the last', () => {
    let s = drive(solo(), (x) => decisionKind(x) === 'engage');
    const moveCard = s.players[0]!.moveCard!;
    expect(() => play(s, { type: 'engage', player: 0, card: moveCard, suit: 'hearts' })).toThrow(
      /cannot also engage/,
    );
    const engageCard = [0, 1, 2].find((i) => i !== moveCard)!;
    const suit =
      s.lineup[engageCard]! < 13
        ? 'hearts'
        : s.lineup[engageCard]! < 26
          ? 'spades'
          : s.lineup[engageCard]! < 39
            ? 'diamonds'
            : 'clubs';
    s = play(s, { type: 'engage', player: 0, card: engageCard, suit }).state;
    expect(currentDecision(s)).toMatchObject({
      kind: 'takeAction',
      card: [0, 1, 2].find((i) => i !== moveCard && i !== engageCard),
      suit,
    });
  });

  test('changing the engage suit with knowledge costs 2', () => {
    const s = edit(solo(), (x) => {
      x.phase = 'engage';
      x.lineup = [card(2, 'hearts'), card(3, 'spades'), card(4, 'clubs')];
      x.players[0]!.moveCard = 0;
      x.players[0]!.inventory.knowledge = 1;
    });
    expect(() => play(s, { type: 'engage', player: 0, card: 1, suit: 'hearts' })).toThrow(
      /knowledge/i,
    );
    expect(legal(s).filter((a) => a.type === 'engage')).toEqual([
      { type: 'engage', player: 0, card: 1, suit: 'spades' },
      { type: 'engage', player: 0, card: 2, suit: 'clubs' },
    ]);
  });

  test('2-4 players: each phase is taken seat by seat on the shared lineup, and the same card may be chosen', () => {
    let s = multi(['aronnax', 'conseil', 'nedLand']);
    const lineup = [...s.lineup];
    s = drive(s, (x) => x.active === 1);
    expect(s.phase).toBe('move');
    expect(currentDecision(s)).toMatchObject({ kind: 'chooseMove', player: 1 });
    const p0 = s.players[0]!.moveCard;
    expect(legalActions(s, 0)).toEqual([]);
    expect(() => play(s, { type: 'pass', player: 0 })).toThrow(/Turn order/);
    const sameCard = legal(s).find((a) => a.type === 'chooseMove' && a.card === p0);
    expect(sameCard).toBeDefined();
    s = drive(s, (y) => y.phase === 'engage');
    expect(s.lineup).toEqual(lineup);
    expect(s.players.every((p) => p.moveCard !== null)).toBe(true);
    expect(currentDecision(s)).toMatchObject({ kind: 'engage', player: 0 });
  });

  test('end of turn: the three cards are discarded and a new lineup is flipped', () => {
    const s0 = solo();
    const first = [...s0.lineup];
    const s = drive(s0, (x) => x.turn === 2);
    expect(s.discard.slice(0, 3).sort()).toEqual(first.sort());
    expect(s.lineup).toHaveLength(3);
    expect(currentDecision(s).kind).toBe('chooseMove');
  });
});

describe('Inventory (seed 002 "Overview of Stars & Inventory Items")', () => {
  test('treasure converts to knowledge, salvage or crew at any decision', () => {
    const s = edit(
      atRepair(solo(), [card(1, 'hearts'), card(2, 'hearts'), card(3, 'hearts')]),
      (x) => (x.players[0]!.inventory.treasure = 1),
    );
    const { state, events } = play(s, { type: 'convertTreasure', player: 0, to: 'salvage' });
    expect(state.players[0]!.inventory).toMatchObject({ treasure: 0, salvage: 1 });
    expect(ofType(events, 'ItemChanged')).toHaveLength(2);
    expect(() => play(state, { type: 'convertTreasure', player: 0, to: 'crew' })).toThrow(
      /no treasure/,
    );
  });

  test('the special item is used once per game', () => {
    const s = atRepair(solo(), [card(1, 'hearts'), card(2, 'hearts'), card(3, 'hearts')]);
    const { state } = play(s, { type: 'useItem', player: 0 });
    expect(state.players[0]!.inventory.knowledge).toBe(6);
    expect(() => play(state, { type: 'useItem', player: 0 })).toThrow(/once per game/);
  });

  test('an item bonus action is taken at once, before the decision it interrupted', () => {
    const s = atRepair(solo({ characters: ['firstOfficer'] }), [
      card(1, 'hearts'),
      card(2, 'hearts'),
      card(3, 'hearts'),
    ]);
    const { state } = play(s, { type: 'useItem', player: 0 });
    expect(currentDecision(state)).toMatchObject({ kind: 'bonusAction', suit: 'spades' });
    const after = play(state, { type: 'fill', player: 0, slot: 0, value: 5 }).state;
    expect(currentDecision(after).kind).toBe('repairOrUpgrade');
  });
});

describe("Nemo's Challenge cards (seed 002)", () => {
  function nearChemist(state: FlipState, player: number): FlipState {
    return edit(state, (x) => {
      const p = x.players[player]!;
      p.sections.science[0] = 1;
      p.sections.science[1] = 1;
      p.groupsScored.science[0] = true;
      p.sections.science[2] = 1;
      p.sections.science[3] = 1;
    });
  }

  test('the first players to meet a challenge in the same turn score 5; it flips to 2 at the end of the turn', () => {
    let s = nearChemist(nearChemist(multi(['aronnax', 'conseil', 'nedLand']), 0), 1);
    s = atAction(s, 'hearts', card(7, 'clubs'), 0);
    let r = play(s, { type: 'fill', player: 0, slot: 4, value: 7 });
    expect(ofType(r.events, 'ChallengeScored')).toEqual([
      { type: 'ChallengeScored', player: 0, challenge: 'chemist', stars: 5 },
    ]);
    s = atAction(r.state, 'hearts', card(7, 'clubs'), 1);
    r = play(s, { type: 'fill', player: 1, slot: 4, value: 7 });
    expect(ofType(r.events, 'ChallengeScored')).toEqual([
      { type: 'ChallengeScored', player: 1, challenge: 'chemist', stars: 5 },
    ]);
    s = drive(r.state, (x) => x.turn === 2);
    expect(s.challenges.find((c) => c.id === 'chemist')!.side).toBe(2);
    s = atAction(nearChemist(s, 2), 'hearts', card(7, 'clubs'), 2);
    r = play(s, { type: 'fill', player: 2, slot: 4, value: 7 });
    expect(ofType(r.events, 'ChallengeScored')).toEqual([
      { type: 'ChallengeScored', player: 2, challenge: 'chemist', stars: 2 },
    ]);
    expect(r.state.players[0]!.challengesScored).toEqual(['chemist']);
  });

  test('solo: a revealed joker is boxed, flips the leftmost unscored challenge, and is replaced', () => {
    const fixed = [
      card(2, 'clubs'),
      card(3, 'clubs'),
      card(4, 'clubs'),
      card(5, 'hearts'),
      card(6, 'hearts'),
    ];
    const s = edit(solo(), (x) => {
      x.lineup = fixed.slice(0, 3);
      x.deck = [...Array(52).keys()].filter((c) => !fixed.includes(c));
      x.deck.push(card(5, 'hearts'), 52, card(6, 'hearts'));
      x.discard = [];
      x.boxed = [53];
      x.challenges.forEach((c) => (c.side = 5));
    });
    const next = drive(s, (x) => x.turn === 2);
    expect(next.boxed).toEqual([53, 52]);
    expect(next.challenges[0]!.side).toBe(2);
    expect(next.lineup).toHaveLength(3);
    expect(next.lineup).not.toContain(52);
  });
});

describe('End of Turn & End of Game Check (seed 002)', () => {
  test('the game ends after the turn in which notoriety and leagues converge', () => {
    const s = edit(solo(), (x) => {
      x.players[0]!.stars = 60;
      x.players[0]!.leagues = TRACK_LENGTH.value - 62;
    });
    const mid = drive(s, (x) => x.players[0]!.stars + x.players[0]!.leagues >= TRACK_LENGTH.value);
    expect(mid.phase).not.toBe('over');
    const end = drive(mid, (x) => x.phase === 'over');
    expect(end.turn).toBe(mid.turn);
    expect(end.endTriggered).toBe(true);
    expect(currentDecision(end).kind).toBe('gameOver');
    expect(legalActions(end, 0)).toEqual([]);
    expect(() => play(end, { type: 'pass', player: 0 } as FlipAction)).toThrow(/Game over/);
  });

  test('creation reports its first events for the log', () => {
    const { events } = createFlipGameWithEvents({ seed: 1, players: 1, characters: ['surgeon'] });
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['GameStarted', 'CharacterChosen', 'TurnStarted', 'LineupRevealed']),
    );
  });
});
