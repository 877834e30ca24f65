import { describe, expect, test } from 'vitest';
import { CARDS, type CardId } from '../../../src/core/data/cards';
import { cardEffectText } from '../../../src/core';
import { cardEntry } from '../../../src/core/content/registry';
import { moveNeighbours } from '../../../src/core/board';
import { advance, currentDecision, applyActionInPlace } from '../../../src/core/engine';
import { scoreGame } from '../../../src/core/scoring';
import type { OceanId } from '../../../src/core/data/types';
import type { GameState } from '../../../src/core/types';
import type { GameEvent } from '../../../src/core/gameEvent';
import { eventsOf } from '../testGame';
import { delta, measure, pileOf, position, reveal, useCard, type Measure } from './harness';
import { englishValue } from '../../../src/core/text/renderEnglish';

const PASS = [6, 6];
const FAIL = [2, 1];

/** How a case runs: reveal the card (PLAY/TEST), or reveal it and then use it (KEEP). */
interface Case {
  card: CardId;
  branch: 'play' | 'pass' | 'fail' | 'use' | 'usePass' | 'useFail';
  /** Branch of a choice to take. */
  pick?: number;
  at?: OceanId;
  delta: Partial<Measure>;
  /** The outcome depends on dice the case does not fix (combat, hit locations): skip `delta`. */
  loose?: boolean;
  pile: 'pass' | 'fail' | 'keep';
  before?: (s: GameState) => void;
  check?: (s: GameState, events: GameEvent[]) => void;
}

const fought = (s: GameState, events: GameEvent[]) => {
  expect(
    eventsOf(events, 'ShipPlaced').some((e) => englishValue(e.how).includes('fight it now')),
  ).toBe(true);
  expect(eventsOf(events, 'CombatRound').length).toBeGreaterThan(0);
};
const withShip = (s: GameState) => {
  const ship = s.shipBag.pop() as number;
  s.oceans[s.nautilus as OceanId].slots[0] = ship;
  s.shipFace[ship] = 0;
};
const withHidden = (s: GameState) => {
  s.oceans[s.nautilus as OceanId].slots[0] = -2;
};
const withSalvage = (s: GameState) => {
  s.salvage = s.shipBag.splice(0, 4);
};
const nadeenAttrs = (s: GameState) =>
  s.characters.find((c) => c.id === 'nadeenDakkar')?.attributes.length ?? -1;
const withNadeen = (s: GameState) => {
  s.characters.push({ id: 'nadeenDakkar', sacrificed: false, attributes: ['NC8', 'NC7'] });
};

// Seed 001 Event Phase: PLAY cards resolve and go to a pile; TEST cards test then file by outcome;
// KEEP cards go to the tableau and are used later (then go to their pile).
const CASES: Case[] = [
  { card: 'E01', branch: 'pass', delta: { notoriety: -2 }, pile: 'pass' },
  { card: 'E01', branch: 'fail', delta: { notoriety: 4 }, pile: 'fail' },
  { card: 'E02', branch: 'play', pick: 0, delta: { notoriety: 2 }, pile: 'fail' },
  { card: 'E02', branch: 'play', pick: 1, delta: { nemo: -1 }, pile: 'fail' },
  { card: 'E04', branch: 'play', loose: true, delta: {}, pile: 'pass', check: fought },
  {
    card: 'E05',
    branch: 'use',
    loose: true,
    delta: {},
    pile: 'pass',
    check: (s, ev) => {
      expect(eventsOf(ev, 'NautilusMoved')).toHaveLength(1);
      expect(s.nautilus).not.toBe('northAtlantic');
    },
  },
  {
    card: 'E06',
    branch: 'pass',
    before: withShip,
    delta: { notoriety: -1 },
    pile: 'pass',
    check: (_s, ev) => expect(eventsOf(ev, 'ShipRemoved')).toHaveLength(1),
  },
  { card: 'E06', branch: 'fail', delta: { notoriety: 2 }, pile: 'fail' },
  { card: 'E07', branch: 'pass', delta: { crew: 1 }, pile: 'pass' },
  { card: 'E07', branch: 'fail', delta: { crew: -1, notoriety: 1 }, pile: 'fail' },
  { card: 'E08', branch: 'use', delta: { hull: 1 }, pile: 'pass' },
  { card: 'E09', branch: 'pass', delta: { treasures: 2 }, pile: 'pass' },
  { card: 'E09', branch: 'fail', delta: {}, pile: 'fail' },
  { card: 'E10', branch: 'use', delta: { crew: 1, nemo: 1 }, pile: 'pass' },
  { card: 'E11', branch: 'play', delta: { crew: -1, treasures: 1 }, pile: 'pass' },
  { card: 'E12', branch: 'pass', delta: { notoriety: 1, treasures: 1 }, pile: 'pass' },
  { card: 'E12', branch: 'fail', delta: { notoriety: 2, hull: -1 }, pile: 'fail' },
  { card: 'E13', branch: 'play', pick: 0, delta: { nemo: -1 }, pile: 'fail' },
  { card: 'E13', branch: 'play', pick: 1, delta: { hiddenHere: 2 }, pile: 'fail' },
  { card: 'E14', branch: 'pass', delta: { nemo: 1 }, pile: 'pass' },
  { card: 'E14', branch: 'fail', delta: { nemo: -1 }, pile: 'fail' },
  { card: 'E15', branch: 'pass', delta: { crew: 2 }, pile: 'pass' },
  { card: 'E15', branch: 'fail', delta: { crew: -1 }, pile: 'fail' },
  {
    card: 'E16',
    branch: 'use',
    at: 'indianOcean',
    delta: { treasures: 1, gemsHere: 1 },
    pile: 'pass',
  },
  {
    card: 'E17',
    branch: 'pass',
    before: withSalvage,
    delta: { upgrades: 1 },
    pile: 'pass',
  },
  { card: 'E17', branch: 'fail', delta: { hull: -1 }, pile: 'fail' },
  {
    card: 'E18',
    branch: 'play',
    delta: { treasures: 1 },
    pile: 'pass',
    check: (s) => expect(s.nautilus).toBe('indianOcean'),
  },
  { card: 'E19', branch: 'usePass', delta: { treasures: 2 }, pile: 'pass' },
  { card: 'E19', branch: 'useFail', delta: { crew: -1 }, pile: 'fail' },
  { card: 'E20', branch: 'play', delta: { gemsHere: 1, adventureGems: 1 }, pile: 'fail' },
  { card: 'E21', branch: 'pass', pick: 0, delta: {}, pile: 'pass' },
  { card: 'E21', branch: 'pass', pick: 1, delta: { nemo: 1 }, pile: 'fail' },
  { card: 'E21', branch: 'fail', delta: { nemo: -1 }, pile: 'fail' },
  {
    card: 'E22',
    branch: 'play',
    delta: {},
    pile: 'keep',
    check: (s) => expect(moveNeighbours(s, 'europeanSeas')).toContain('indianOcean'),
  },
  {
    card: 'E23',
    branch: 'play',
    before: withHidden,
    delta: { notoriety: 1, hiddenHere: -1 },
    pile: 'pass',
  },
  { card: 'E24', branch: 'pass', delta: { hull: 1 }, pile: 'pass' },
  { card: 'E24', branch: 'fail', delta: { nemo: -1 }, pile: 'fail' },
  { card: 'E25', branch: 'pass', delta: { treasures: 2, nemo: 1 }, pile: 'pass' },
  { card: 'E25', branch: 'fail', delta: { crew: -1 }, pile: 'fail' },
  {
    card: 'E26',
    branch: 'play',
    delta: { gemsHere: 1, treasures: 1, notoriety: 1 },
    pile: 'fail',
  },
  { card: 'E27', branch: 'pass', delta: { nemo: 1, cubes: 1 }, pile: 'pass' },
  { card: 'E27', branch: 'fail', delta: { notoriety: 2 }, pile: 'fail' },
  { card: 'E28', branch: 'use', delta: { hull: 2 }, pile: 'pass' },
  { card: 'E29', branch: 'pass', delta: { crew: 1 }, pile: 'pass' },
  { card: 'E29', branch: 'fail', delta: { hull: -1 }, pile: 'fail' },
  { card: 'E30', branch: 'pass', delta: { nemo: 1 }, pile: 'pass' },
  { card: 'E30', branch: 'fail', delta: { hull: -2 }, pile: 'fail' },
  { card: 'E31', branch: 'use', at: 'capeHorn', delta: { nemo: 1, crew: 1 }, pile: 'pass' },
  { card: 'E32', branch: 'pass', delta: { notoriety: -1 }, pile: 'pass' },
  { card: 'E32', branch: 'fail', delta: { hull: -1, notoriety: 1 }, pile: 'fail' },
  { card: 'E33', branch: 'pass', delta: {}, pile: 'pass' },
  { card: 'E33', branch: 'fail', delta: { crew: -2 }, pile: 'fail' },
  { card: 'E34', branch: 'pass', delta: { treasures: 2 }, pile: 'pass' },
  { card: 'E34', branch: 'fail', delta: { crew: -2 }, pile: 'fail' },
  { card: 'E35', branch: 'use', delta: { ap: 2 }, pile: 'pass' },
  { card: 'E36', branch: 'use', delta: { notoriety: -2 }, pile: 'pass' },
  { card: 'E37', branch: 'pass', delta: { nemo: 1 }, pile: 'pass' },
  { card: 'E37', branch: 'fail', delta: { crew: -1, notoriety: 2 }, pile: 'fail' },
  { card: 'E38', branch: 'play', loose: true, delta: {}, pile: 'pass', check: fought },
  { card: 'E39', branch: 'play', delta: { nemo: 1, notoriety: 2, cubes: 1 }, pile: 'fail' },
  {
    card: 'E40',
    branch: 'play',
    loose: true,
    delta: {},
    pile: 'fail',
    check: (s) => expect(s.characters.filter((c) => c.sacrificed)).toHaveLength(1),
  },
  { card: 'E41', branch: 'usePass', delta: { notoriety: -3 }, pile: 'pass' },
  { card: 'E41', branch: 'useFail', delta: { notoriety: 2 }, pile: 'fail' },
  { card: 'E42', branch: 'use', at: 'southPacific', delta: { treasures: 2 }, pile: 'pass' },
  {
    card: 'E43',
    branch: 'usePass',
    at: 'westernPacific',
    delta: { ap: 1, hull: 1 },
    pile: 'pass',
  },
  { card: 'E43', branch: 'useFail', at: 'westernPacific', delta: { hull: -1 }, pile: 'fail' },
  { card: 'E44', branch: 'play', delta: { treasures: 1, cubes: 1 }, pile: 'pass' },
  { card: 'E45', branch: 'use', at: 'europeanSeas', delta: { treasures: 3 }, pile: 'pass' },
  { card: 'E46', branch: 'use', delta: { ap: -2, hull: 1 }, pile: 'fail' },
  { card: 'E47', branch: 'pass', delta: { hull: 1 }, pile: 'pass' },
  { card: 'E47', branch: 'fail', delta: { crew: -1 }, pile: 'fail' },
  {
    card: 'E48',
    branch: 'play',
    delta: { notoriety: -2 },
    pile: 'pass',
    check: (s) => expect(s.oceans.europeanSeas.slots).toContain(-2),
  },
  { card: 'E49', branch: 'usePass', delta: { notoriety: -2, treasures: 1 }, pile: 'pass' },
  { card: 'E49', branch: 'useFail', delta: { notoriety: 3 }, pile: 'fail' },
  { card: 'E50', branch: 'pass', delta: {}, pile: 'pass' },
  {
    card: 'E50',
    branch: 'fail',
    loose: true,
    delta: {},
    pile: 'fail',
    check: (s, ev) => {
      expect(eventsOf(ev, 'HitTaken')).toHaveLength(2);
      expect(s.resources.nemo + s.resources.crew + s.resources.hull).toBe(4 + 6 + 6 - 2);
    },
  },
  {
    card: 'E51',
    branch: 'play',
    loose: true,
    delta: {},
    pile: 'fail',
    check: (s, ev) => {
      fought(s, ev);
      expect(eventsOf(ev, 'GemstoneMoved').some((e) => e.from === 'supply')).toBe(true);
    },
  },
  {
    card: 'RISE',
    branch: 'play',
    delta: {},
    pile: 'pass',
    check: (_s, ev) => expect(eventsOf(ev, 'ShipsEnterBag')[0]?.group).toBe('G'),
  },
  { card: 'FIN1', branch: 'pass', delta: {}, pile: 'pass' },
  { card: 'FIN1', branch: 'fail', delta: { hull: -2 }, pile: 'fail' },
  { card: 'FIN2', branch: 'play', delta: { crew: 1, hull: 1 }, pile: 'pass' },
  { card: 'FIN3', branch: 'play', delta: { hull: -1 }, pile: 'pass' },
  { card: 'FIN4', branch: 'play', delta: {}, pile: 'pass' },
  { card: 'FIN5', branch: 'pass', delta: {}, pile: 'pass' },
  { card: 'FIN5', branch: 'fail', delta: { crew: -2, nemo: -1 }, pile: 'fail' },
  { card: 'FIN6', branch: 'pass', delta: { notoriety: -3 }, pile: 'pass' },
  { card: 'FIN6', branch: 'fail', delta: { nemo: -1 }, pile: 'fail' },
  { card: 'FIN7', branch: 'play', delta: { treasures: 2 }, pile: 'pass' },
  {
    card: 'NDA1',
    branch: 'play',
    delta: {},
    pile: 'pass',
    check: (s) => {
      expect(s.characters).toHaveLength(7);
      expect(nadeenAttrs(s)).toBe(2);
    },
  },
  {
    card: 'NDA2',
    branch: 'pass',
    delta: {},
    pile: 'pass',
    check: (s) => expect(nadeenAttrs(s)).toBe(3),
  },
  {
    card: 'NDA2',
    branch: 'fail',
    delta: { nemo: -1 },
    pile: 'fail',
    check: (s) => expect(nadeenAttrs(s)).toBe(2),
  },
  {
    card: 'NDA3',
    branch: 'pass',
    delta: { crew: 1 },
    pile: 'pass',
    check: (s) => expect(nadeenAttrs(s)).toBe(2),
  },
  {
    card: 'NDA3',
    branch: 'fail',
    delta: { notoriety: 2 },
    pile: 'fail',
    check: (s) => expect(nadeenAttrs(s)).toBe(2),
  },
  {
    card: 'NDB1',
    branch: 'pass',
    before: withNadeen,
    delta: {},
    pile: 'pass',
    check: (s) => expect(nadeenAttrs(s)).toBe(3),
  },
  { card: 'NDB1', branch: 'fail', before: withNadeen, delta: { nemo: -1 }, pile: 'fail' },
  { card: 'NDB2', branch: 'pass', before: withNadeen, delta: { crew: 1 }, pile: 'pass' },
  {
    card: 'NDB2',
    branch: 'fail',
    before: withNadeen,
    delta: {},
    pile: 'fail',
    check: (s) => expect(nadeenAttrs(s)).toBe(1),
  },
  {
    card: 'NDB3',
    branch: 'play',
    pick: 0,
    before: withNadeen,
    delta: { nemo: -1 },
    pile: 'pass',
    check: (s) => expect(nadeenAttrs(s)).toBe(3),
  },
  {
    card: 'NDB3',
    branch: 'play',
    pick: 1,
    before: withNadeen,
    delta: {},
    pile: 'pass',
    check: (s) => expect(nadeenAttrs(s)).toBe(2),
  },
];

function run(c: Case): { state: GameState; events: GameEvent[]; d: Partial<Measure> } {
  const state = position(c.at ?? 'northAtlantic');
  c.before?.(state);
  const keep = c.branch === 'use' || c.branch === 'usePass' || c.branch === 'useFail';
  if (keep) {
    reveal(state, c.card);
    expect(state.keepCards).toContain(c.card);
  }
  const before = measure(state);
  const dice =
    c.branch === 'pass' || c.branch === 'usePass'
      ? PASS
      : c.branch === 'fail' || c.branch === 'useFail'
        ? FAIL
        : [];
  const events = keep ? useCard(state, c.card, dice, c.pick) : reveal(state, c.card, dice, c.pick);
  return { state, events, d: delta(before, measure(state)) };
}

describe('every card does what its text says (issue 4; seed 001 Event Phase)', () => {
  test.each(
    CASES.map(
      (c) => [`${c.card} ${c.branch}${c.pick !== undefined ? ` #${c.pick}` : ''}`, c] as const,
    ),
  )('%s', (_name, c) => {
    const { state, events, d } = run(c);
    if (!c.loose) expect(d).toEqual(c.delta);
    expect(pileOf(state, c.card)).toBe(c.pile);
    expect(eventsOf(events, 'RuleNotImplemented')).toEqual([]);
    const text = cardEffectText(c.card).text;
    if (c.card !== 'E22')
      expect(eventsOf(events, 'EffectApplied').some((e) => englishValue(e.text) === text)).toBe(
        true,
      );
    c.check?.(state, events);
    if (c.card.startsWith('FIN')) expect(state.result?.outcome).toBe('scored');
  });

  test('every card in the data has a case, and every entry has text and provenance', () => {
    const covered = new Set(CASES.map((c) => c.card));
    const special = ['PRO', 'INT1', 'INT2', 'E03', 'VS1'];
    for (const card of CARDS) {
      expect(covered.has(card.id) || special.includes(card.id), card.id).toBe(true);
      const entry = cardEntry(null, card.id);
      expect(entry.text.length).toBeGreaterThan(5);
      expect(['published', 'designed']).toContain(entry.provenance);
      if (card.type === 'play' && card.kind === 'event') expect(entry.pile, card.id).toBeDefined();
      if (card.type === 'keep') expect(entry.keep !== undefined || card.id === 'E22').toBe(true);
    }
  });

  test.each<CardId>(['E03', 'VS1'])(
    '%s: a KEEP card used after a failed test turns it into a pass',
    (card) => {
      const state = position();
      reveal(state, card);
      expect(state.keepCards).toContain(card);
      const events: GameEvent[] = [];
      state.forcedRolls = [3, 3]; // 6 < 7 fails A Runaway Reef
      state.stack.push({ k: 'resolveCard', card: 'E01', from: 'drawPile' });
      advance(state, events);
      applyActionInPlace(state, { type: 'commitTest', exert: [], treasure: null }, events);
      const d = currentDecision(state);
      expect(d?.options).toContainEqual({ type: 'useCard', card });
      applyActionInPlace(state, { type: 'useCard', card }, events);
      expect(state.passPile).toContain('E01');
      expect(state.passPile).toContain(card);
    },
  );

  test('KEEP cards still in the tableau score by their end pile (Vanikoro: Fail, Required Repairs: Pass −8)', () => {
    const state = position();
    state.keepCards = ['E42', 'E46'];
    const sheet = scoreGame(state);
    expect(sheet.lines.some((l) => englishValue(l.label) === 'Vanikoro')).toBe(false);
    expect(
      sheet.lines.find((l) => englishValue(l.label).startsWith('Required Repairs'))?.scored,
    ).toBe(-8);
  });

  test('a KEEP card with a test runs it as its use (Torres Straits only where it says)', () => {
    const state = position('northAtlantic');
    reveal(state, 'E43');
    expect(currentDecision(state)?.options).not.toContainEqual({ type: 'useCard', card: 'E43' });
    state.nautilus = 'westernPacific';
    expect(currentDecision(state)?.options).toContainEqual({ type: 'useCard', card: 'E43' });
  });
});
