import {
  fillTemplate,
  templateIn,
  type MessageKey,
  type ParamArgs,
  type TextOf,
  textWith,
} from '../kernel/messageText';
import { UPGRADES } from './data/upgrades';

/**
 * The English wording of every message the Flip Voyage core emits, by message id (`group.name`).
 * The presentation renders the same ids from `src/i18n/messages/flip.<lang>.ts` (ARCHITECTURE.md §3);
 * parameters named `section`, `item`, `kind` and `reason` carry ids, `upgrade` an upgrade's value.
 */
export const FLIP_EN = {
  problem: {
    noSlot: '{{section}}: there is no slot {{slot}}',
    values: 'Card values run from Ace (1) to King (13)',
    filled: '{{section}}: that space is already filled',
    match: '{{section}}: the card value must match the space ({{value}})',
    bottomUp: 'Science: each beaker fills from the bottom up',
    aboveFirst: 'Adventure: both boxes above must be filled before diving',
    deeper: 'Adventure: a deeper box must be lower than both above',
  },
  refusal: {
    moveIndex: 'Chart a Course: the card must be an index from 0 to {{max}}',
    engageIndex: 'Engage: the card must be an index from 0 to {{max}}',
    notAction: 'Action: expected an object with a type',
    gameOver: 'Game over: no more actions can be taken',
    turnOrder: 'Turn order: player {{player}} must decide ({{kind}}), not player {{other}}',
    freeActions:
      'Free actions: finish the {{kind}} decision before using treasure, upgrades or items',
    convertInto: 'Treasure: convert into knowledge, salvage or crew',
    noTreasure: 'Treasure: you have no treasure to spend',
    itemNoCharacter: 'Special item: choose a character first',
    itemUsed: 'Special item: it can be used once per game',
    itemNoDamage: 'Special item: no damage to repair',
    onDemand: 'Upgrades: only A, 2, 3 and 4 are used on demand',
    notBuilt: 'Upgrades: {{upgrade}} is not built',
    needsOne: '{{upgrade}}: needs 1 {{item}}',
    skiffTwo: 'Skiff: choose two of crew, salvage or knowledge',
    skiffTreasure: 'Skiff: needs 1 treasure',
    notAnswer: 'Turn order: "{{action}}" is not an answer to the {{kind}} decision',
    dealt: 'Setup: choose one of the two character cards you were dealt',
    extend:
      'Chart a Course: no card reaches an uncharted space, so play a card at its value and extend the course',
    moveRange: 'Chart a Course: movement is 1 to 10 spaces',
    wildFace: 'Wild face card: only a Jack, Queen or King can be wild',
    wildTen: 'Wild face card: a face card already moves 10',
    wildCost: 'Wild face card: costs 1 treasure',
    shiftCost: 'Knowledge: changing the movement value by {{cost}} needs {{cost}} knowledge',
    noCourse: 'Chart a Course: no course of {{value}} spaces ends on an uncharted space',
    noCharting: 'Chart a Course: no course is being charted',
    orthogonal: 'Chart a Course: move orthogonally, one adjacent space at a time',
    backtrack: 'Chart a Course: you can never immediately backtrack',
    deadEnd: 'Chart a Course: that way the course cannot end on an uncharted space',
    exploration:
      'Exploration: take a reward from a corner of the border you crossed that is still open',
    usedToMove: 'Engage: the card used to move cannot also engage',
    suit: 'Engage: choose hearts, spades, diamonds or clubs',
    noDamage: 'Repair: there is no damage to repair',
    repairCost: 'Repair: costs {{cost}} crew',
    upgradeValue: 'Upgrade: choose a value from A to K',
    built: 'Upgrade: {{upgrade}} is already built',
    upgradeCost: 'Upgrade: {{upgrade}} costs {{salvage}} salvage and {{crew}} crew',
    unknownType: 'Unknown action type "{{action}}"',
    knowledge: 'Knowledge: {{reason}} needs {{amount}} knowledge, you have {{have}}',
  },
  badSetup: {
    seed: 'Setup: seed must be an integer',
    players: 'Setup: Flip Voyage takes 1 to 4 players',
    farragutLevel: "Setup: Farragut's Pursuit levels run from 0 to 4",
    farragutSolo: "Setup: Farragut's Pursuit is a solo variant",
    characterEach: 'Setup: give one character per player',
    characterOnce: 'Setup: each character card can be used by one player only',
    challenges: "Setup: choose {{count}} different Nemo's Challenge cards",
    unknownChallenge: 'Setup: unknown challenge "{{id}}"',
    unknownCharacter: 'Setup: unknown character "{{id}}"',
  },
  record: {
    invalid: 'Invalid Flip Voyage record at {{path}}',
    setup: 'Invalid Flip Voyage record at setup: {{reason}}',
    actionRefused: 'Invalid Flip Voyage record at action {{index}}: {{reason}}',
    hashMismatch: 'Flip Voyage record hash mismatch: the record was altered',
  },
} as const;

type Flip = typeof FLIP_EN;

/** Every message id the Flip core can emit. */
export type FlipKey = MessageKey<Flip>;

/** Structured text from the Flip core: a message id and exactly its template's parameters. */
export type FlipText = TextOf<Flip, string | number>;

/** A message of the Flip core; an unknown id, a missing or an extra parameter does not compile. */
export function flipMsg<K extends FlipKey>(
  key: K,
  ...params: ParamArgs<Flip, K, string | number>
): FlipText {
  return textWith(key, params);
}

/** A Flip message in English (errors' own messages, logs and scripts). */
export function flipEnglish(text: FlipText): string {
  const params = text.params as Readonly<Record<string, string | number>>;
  return fillTemplate(templateIn(FLIP_EN, text.key), (name) => {
    const v = params[name];
    if (name === 'upgrade' && typeof v === 'number') return UPGRADES[v - 1]?.name ?? String(v);
    return String(v);
  });
}

/** A rule the Flip core enforces was broken; `text` says which, in any language. */
export class FlipRuleError extends Error {
  readonly flipText: FlipText;
  constructor(text: FlipText) {
    super(flipEnglish(text));
    this.name = 'FlipRuleError';
    this.flipText = text;
  }
}
