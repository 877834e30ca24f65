import type {
  Card,
  CardExtraVp,
  CardFields,
  CardType,
  Provenance,
  ResourceId,
  VpValues,
} from './types';
import { interned } from '../../kernel/interned';

const SRC_EVENTS: Provenance = {
  kind: 'published',
  source:
    'reference §12.3 (S1 adventureCards.json titles, testCards.json tests, scorableCards.json VP); count 51 S5/S12',
};

type EventRow = [number, string, CardType, number | null, ResourceId[], VpValues, CardExtraVp[]?];

/** Keeps the literal numbers and ids of the rows below: `CardId` is read from them. */
const rows = <const T extends EventRow[]>(table: T): T => table;
const cards = <const T extends (CardFields & { id: string })[]>(table: T): T => table;

/** Zero VP entries in S1 are dropped (they score nothing). */
const EVENT_ROWS = rows([
  [1, 'A Runaway Reef', 'test', 7, ['nemo'], {}],
  [2, 'Public Opinion', 'play', null, [], {}],
  [3, 'As Master Wishes', 'keep', null, [], {}],
  [4, "A Frigate's Demise", 'play', null, [], {}],
  [5, 'At Full Steam', 'keep', null, [], { adventure: 2 }],
  [6, 'Do No Harm', 'test', 10, ['nemo'], {}],
  [7, "Ned Land's Tempers", 'test', 10, ['nemo', 'crew'], {}],
  [8, 'All By Electricity', 'keep', null, [], { science: 1 }],
  [9, 'An Underwater Forest', 'test', 9, ['nemo', 'crew'], {}],
  [10, 'Some Days Ashore', 'keep', null, [], { adventure: 3 }],
  [11, 'Aegri Somnia', 'play', null, [], { science: 1 }],
  [12, "Captain Nemo's Thunderbolt", 'test', 8, ['nemo', 'hull'], {}],
  [13, 'Lost Time', 'play', null, [], {}],
  [14, 'Troubled Dreams', 'test', 8, ['nemo'], {}],
  [15, 'The Coral Realm', 'test', 10, ['crew'], {}],
  [16, 'The Indian Ocean', 'keep', null, [], {}],
  [17, 'A Novel Proposal', 'test', 9, ['hull'], {}],
  [18, 'The Red Sea', 'play', null, [], { wonder: 1 }],
  [19, 'A Pearl Worth Ten Million', 'keep', 10, ['crew'], { adventure: 1 }],
  [20, 'Ocean Wealth', 'play', null, [], {}],
  [21, 'Jaws Wide Open!', 'test', 8, ['nemo'], { adventure: 2 }],
  [22, 'The Arabian Tunnel', 'keep', null, [], { adventure: 1, science: 1 }],
  [23, 'Commerce Scare!', 'play', null, [], { adventure: 2 }],
  [24, '42° Centigrade', 'test', 10, ['nemo', 'hull'], { science: 1 }],
  [25, 'The Lost Continent', 'test', 11, ['nemo', 'crew'], { adventure: 1, science: 1 }],
  [26, 'The Treasure Fleet', 'play', null, [], {}],
  [27, '"The earth wants not new continents, but new men."', 'test', 9, ['nemo'], {}],
  [28, 'An Underwater Coalfield', 'keep', null, [], { adventure: 2, science: 1 }],
  [29, 'The Whales', 'test', 9, ['crew', 'hull'], {}],
  [30, 'The Iceberg', 'test', 9, ['nemo', 'hull'], { science: 1 }],
  [31, 'The South Pole', 'keep', null, [], { adventure: 4, science: 1 }],
  [32, 'Accident or Incident?', 'test', 9, ['hull'], { adventure: 3 }],
  [33, 'Shortage of Air', 'test', 10, ['crew'], { adventure: 2, science: 1 }],
  [34, 'Attack of the Giant Squid', 'test', 10, ['crew', 'hull'], { wonder: 1 }],
  [35, 'The Gulf Stream', 'keep', null, [], { science: 1 }],
  [36, 'The Transatlantic Cable', 'keep', null, [], { adventure: 2 }],
  [37, "Aronnax's Determination", 'test', 11, ['nemo', 'crew'], { adventure: 1 }],
  [38, 'A Capital Encounter', 'play', null, [], {}],
  [39, 'A Mass Execution', 'play', null, [], {}],
  [40, 'A Sacrifice to the Gods', 'play', null, [], {}],
  [41, "Captain Nemo's Diaries", 'keep', 9, [], { wonder: 1 }],
  [42, 'Vanikoro', 'keep', null, [], { adventure: 4 }],
  [43, 'Torres Straits', 'keep', 7, ['hull'], { science: 1 }],
  [
    44,
    'The Grecian Archipelago',
    'play',
    null,
    [],
    {},
    [{ kind: 'charactersRemaining', value: 4 }],
  ],
  [45, 'Vigo Bay', 'keep', null, [], { adventure: 6 }],
  [46, 'Required Repairs', 'keep', null, [], {}, [{ kind: 'flat', value: -8 }]],
  [47, 'Shakedown Maneuvers', 'test', 10, ['crew', 'hull'], { science: 1 }],
  [48, 'Prussia Declares War!', 'play', null, [], { warship: 2, nonWarship: 2 }],
  [49, 'The Korea Incident', 'keep', 11, ['nemo', 'crew'], {}],
  [50, 'Magnetic Mines', 'test', 10, ['nemo', 'hull'], { science: 1 }],
  [51, 'The Chinese Treasure Fleet', 'play', null, [], {}],
]);

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** An event's id, E01–E51: its number written with two digits. */
type EventId<N extends number> = N extends number
  ? `${N}` extends Digit
    ? `E0${N}`
    : `E${N}`
  : never;
/** An Event card's id (E01–E51). */
export type EventCardId = EventId<(typeof EVENT_ROWS)[number][0]>;
const eventId = (n: number): EventCardId =>
  interned(`E${String(n).padStart(2, '0')}` as EventCardId);

const EVENTS: Card[] = EVENT_ROWS.map(([number, title, type, test, exert, vp, extraVp]) => ({
  id: eventId(number),
  number,
  title,
  kind: 'event',
  type,
  test,
  exert,
  vp,
  ...(extraVp ? { extraVp } : {}),
  provenance: SRC_EVENTS,
}));

const ACT_SRC = (extra: string): Provenance => ({
  kind: 'published',
  source: `reference §12.2 (S1 card text), seed 001 Event Phase${extra}`,
});

const SPECIAL = cards([
  {
    id: 'PRO',
    number: 1001,
    title: 'Act One',
    kind: 'prologue',
    type: 'play',
    test: null,
    exert: [],
    vp: {},
    text: 'Roll 1d6: the Nautilus starts in that Major Ocean. Roll 2 white dice each Placement Phase.',
    provenance: ACT_SRC(''),
  },
  {
    id: 'INT1',
    number: 1002,
    title: 'Act Two',
    kind: 'intermission1',
    type: 'play',
    test: null,
    exert: [],
    vp: {},
    text: 'Add the Dark Yellow Ships to the Ship bag. Roll 2 white and 1 black die from now on.',
    provenance: ACT_SRC(''),
  },
  {
    id: 'INT2',
    number: 1003,
    title: 'Act Three',
    kind: 'intermission2',
    type: 'play',
    test: null,
    exert: [],
    vp: {},
    text: 'Change your Motive or add an Upgrade to the display. Add the Orange Ships. Roll 3 white and 1 black die from now on.',
    provenance: ACT_SRC(' (Act 3 choice)'),
  },
  {
    id: 'RISE',
    number: 1004,
    title: 'A Hollow Explosion',
    kind: 'risingAction',
    type: 'play',
    test: null,
    exert: [],
    vp: {},
    text: 'The Great Powers commit their newest ironclads: add the Red Ships to the Ship bag.',
    provenance: {
      kind: 'designed',
      note: 'Title from seed 000 §3 (S1 misspells it "A Hollow Expansion"); effect NOT FOUND, designed.',
    },
  },
]);

const FIN_SRC = (designedTest: boolean): Provenance =>
  designedTest
    ? {
        kind: 'designed',
        note: 'Title, type and VP from reference §12.3 (S1); test number and exertion NOT FOUND, designed.',
      }
    : { kind: 'published', source: 'reference §12.3 (S1 adventureCards.json, scorableCards.json)' };

const FINALES = cards([
  {
    id: 'FIN1',
    number: 9001,
    title: 'The Maelstrom!',
    kind: 'finale',
    type: 'test',
    test: 10,
    exert: ['nemo', 'hull'],
    vp: { adventure: 5 },
    provenance: FIN_SRC(true),
  },
  {
    id: 'FIN2',
    number: 9002,
    title: 'Return to Mystery Island',
    kind: 'finale',
    type: 'play',
    test: null,
    exert: [],
    vp: { adventure: 5 },
    provenance: FIN_SRC(false),
  },
  {
    id: 'FIN3',
    number: 9003,
    title: 'Another 1,000 Leagues',
    kind: 'finale',
    type: 'play',
    test: null,
    exert: [],
    vp: { adventure: 8 },
    provenance: FIN_SRC(false),
  },
  {
    id: 'FIN4',
    number: 9004,
    title: 'Bottom of the Sea',
    kind: 'finale',
    type: 'play',
    test: null,
    exert: [],
    vp: { adventure: 15 },
    extraVp: [{ kind: 'flat', value: -8 }],
    provenance: FIN_SRC(false),
  },
  {
    id: 'FIN5',
    number: 9005,
    title: 'Mutiny!',
    kind: 'finale',
    type: 'test',
    test: 9,
    exert: ['nemo', 'crew'],
    vp: { adventure: 10 },
    provenance: FIN_SRC(true),
  },
  {
    id: 'FIN6',
    number: 9006,
    title: 'Modus Vivendi',
    kind: 'finale',
    type: 'test',
    test: 11,
    exert: ['nemo'],
    vp: { adventure: 12 },
    provenance: FIN_SRC(true),
  },
  {
    id: 'FIN7',
    number: 9007,
    title: '20,000 Leagues Under the Sea',
    kind: 'finale',
    type: 'play',
    test: null,
    exert: [],
    vp: {},
    provenance: FIN_SRC(false),
  },
]);

const ND_SRC: Provenance = {
  kind: 'designed',
  note: 'Titles, A1–A3 / B1–B3 and their place in the deck from seed 000 §3, §6; type, test and effect NOT FOUND, designed.',
};

const nadeen = <const Id extends string>(
  id: Id,
  number: number,
  kind: 'nadeenA' | 'nadeenB',
  type: CardType,
  test: number | null,
  exert: ResourceId[],
  text: string,
): CardFields & { id: Id } => ({
  id,
  number,
  title: kind === 'nadeenA' ? 'A Family Reunion' : 'Unwanted Reflections',
  kind,
  type,
  test,
  exert,
  vp: {},
  text,
  expansion: 'journeysEnd',
  provenance: ND_SRC,
});

const NADEEN_CARDS = [
  nadeen(
    'NDA1',
    2001,
    'nadeenA',
    'play',
    null,
    [],
    'Nadeen comes aboard: add his tile and draw 2 Characteristic tokens.',
  ),
  nadeen(
    'NDA2',
    2002,
    'nadeenA',
    'test',
    8,
    ['nemo'],
    'Nadeen comes aboard with 2 Characteristics. Pass: draw 1 more. Fail: lose 1 Nemo.',
  ),
  nadeen(
    'NDA3',
    2003,
    'nadeenA',
    'test',
    9,
    ['crew'],
    'Nadeen comes aboard with 2 Characteristics. Pass: +1 Crew. Fail: gain 2 Notoriety.',
  ),
  nadeen(
    'NDB1',
    2101,
    'nadeenB',
    'test',
    9,
    ['nemo'],
    'Father and son clash. Pass: Nadeen gains 1 Characteristic. Fail: lose 1 Nemo.',
  ),
  nadeen(
    'NDB2',
    2102,
    'nadeenB',
    'test',
    10,
    ['nemo', 'crew'],
    'Doubts aboard. Pass: +1 Crew. Fail: discard 1 Characteristic.',
  ),
  nadeen(
    'NDB3',
    2103,
    'nadeenB',
    'play',
    null,
    [],
    'A reckoning: lose 1 Nemo or discard 1 Characteristic; then Nadeen gains 1.',
  ),
];

const VERSUS = cards([
  {
    id: 'VS1',
    number: 3001,
    title: 'Jules Verne vs. Pierre-Jules Hetzel',
    kind: 'versus',
    type: 'keep',
    test: null,
    exert: [],
    vp: { character: 20 },
    text: 'Versus only, in the Nautilus tableau from setup. Use once: change one test into a pass, then give the Imperialist 1 gemstone. +20 Character VP if in the Pass pile at the end.',
    expansion: 'journeysEnd',
    provenance: {
      kind: 'designed',
      note: 'KEEP, free at setup, +20 Character VP in the Pass pile and a gemstone to the Imperialist on use: seed 000 §7. The use itself is NOT FOUND, designed.',
    },
  },
]);

/** Every card's id, read from the tables above: an unknown id does not compile. */
export type CardId =
  | EventCardId
  | (typeof SPECIAL | typeof FINALES | typeof NADEEN_CARDS | typeof VERSUS)[number]['id'];

export const CARDS: Card[] = [...EVENTS, ...SPECIAL, ...FINALES, ...NADEEN_CARDS, ...VERSUS];

const CARD_ID_SET: ReadonlySet<string> = new Set(CARDS.map((c) => c.id));

/** Whether a string (from a save, a record or a pack) names a card of the game. */
export const isCardId = (id: string): id is CardId => CARD_ID_SET.has(id);

/** Placement dice per Act (reference §9.3; seed 001). */
export const ACT_DICE = {
  1: { white: 2, black: 0 },
  2: { white: 2, black: 1 },
  3: { white: 3, black: 1 },
} as const;

/** Draw Pile shape (seed 001 Setup; seed 000 §3): 31 cards, 33 with Nadeen Dakkar. */
export const DRAW_PILE = {
  act1Events: 6,
  finaleEvents: 4,
  adventureDeck: 25,
  total: 31,
  totalWithNadeen: 33,
} as const;
