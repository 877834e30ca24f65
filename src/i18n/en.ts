import { voyageEn } from './messages/voyage.en';
import { playEn } from './messages/play.en';
import { diceEn } from './messages/dice.en';
import { coachEn } from './messages/coach.en';
import { showcaseEn } from './messages/showcase.en';
import { crewEn } from './messages/crew.en';
import { tableEn } from './messages/table.en';
import { reviewEn } from './messages/review.en';
import { versusSetupEn } from './messages/versusSetup.en';
import { measuredOddsEn } from './messages/measuredOdds.en';
import { packsEn } from './messages/packs.en';
import { onlineEn } from './messages/online.en';
import { refusalsEn } from './messages/refusals.en';
import { logEn } from './messages/log.en';
import { flipEn } from './messages/flip.en';
import { learnEn } from './messages/learn.en';
import { lessonsEn } from './messages/lessons.en';
import { wayfindingEn } from './messages/wayfinding.en';
import { firstGameEn } from './messages/firstGame.en';

import { wordsEn } from './messages/words.en';
import { scoringEn } from './messages/scoring.en';
import { rulesTextEn } from './messages/rulesText.en';
import { cardTextEn } from './messages/cardText.en';
import { captionsEn } from './messages/captions.en';
import { eventsEn } from './messages/events.en';
import { decisionsEn } from './messages/decisions.en';
/** English texts, the reference language: every key here must exist in `ja.ts` too. */
export const en = {
  language: {
    en: 'English',
    ja: '日本語',
    label: 'Language',
    note: 'Ship names stay in English, as printed on the counters.',
  },
  app: {
    loading: "Nemo's War — loading…",
  },
  front: {
    menu: 'Main menu',
    title: "Nemo's War",
    subtitle: "Captain Nemo's last voyage, on a 3D table — Second Edition with Journey's End",
    continue: 'Continue',
    saved: {
      line: '{{motive}} · {{mode}} · turn {{turn}} · {{when}}',
      lineNoTurn: '{{motive}} · {{mode}} · {{when}}',
      solo: 'solo voyage',
      versus: 'versus',
      earlier: 'saved earlier',
      others_one: '{{count}} more unfinished voyage',
      others_other: '{{count}} more unfinished voyages',
    },
    firstLesson: 'New here? Learn first: a turn at sea',
    firstLessonLine: 'A short guided turn on the real table, then set sail.',
    solo: 'Solo voyage',
    soloLine: "You against the world: pick Nemo's Motive and set sail.",
    versus: 'Versus',
    versusLine: 'Two sides, Nemo and the Imperialist: hot-seat, against a bot, or online.',
    learn: 'Learn',
    learnLine: "Guided lessons on the table: a turn at sea, the Imperialist's map and turn.",
    showcase: 'Showcase',
    showcaseLine: 'Watch a bot play a whole voyage, with captions — made for streams.',
    flip: 'Flip Voyage',
    flipLine: 'The quick flip-and-write companion: solo or 2–4 players.',
    settings: 'Settings',
    settingsLine: 'Language, speed, sound, motion',
    rules: 'Rules',
    rulesLine: 'How to play',
  },
  settings: {
    heading: 'Settings',
    speed: 'Animation speed',
    speedInstant: 'Instant',
    speedTimes: '{{speed}}×',
    speedNote: 'How fast pieces, cards and dice move. The rules are the same at every speed.',
    sound: 'Sound',
    soundNote: 'The sea, the dice in the tray, cards and battles.',
    volume: 'Volume',
    reducedMotion: 'Reduced motion',
    reducedMotionNote: 'Pieces jump to where they end up instead of flying there.',
    colourBlind: 'Colour-blind-safe palette',
    colourBlindNote: 'Patterns and labels as well as colours on the table.',
    keys: 'Keys in a game: 1–9, then letters, choose an option · H coach · T top view · P fold the panels · B board as text · / text command · Esc clear a selection · ? all keys.',
  },
  rules: {
    heading: 'How to play',
    intro:
      "You are Captain Nemo. Sail the Nautilus through the twelve Oceans for one long voyage of three Acts, follow your <b>Motive</b> and end it with as many victory points as you can before the world's navies, your crew or your own fame finish you.",
    phases: 'Each turn has three phases:',
    event:
      '<b>Event</b> — turn up the next card of the Draw Pile and do what it says: some are played at once, some are tests to roll, some you keep for later.',
    placement:
      '<b>Placement</b> — roll two dice: new ships appear in the Oceans they name, and the difference between the dice (plus any you saved) is your Action Points.',
    action:
      '<b>Action</b> — spend Action Points to Move, Attack ships, Search for treasure, Incite uprisings, go on an Adventure, or Rest, Repair and Refit.',
    tests:
      '<b>Tests</b>: roll two dice, add your bonuses, and reach the number to pass. Before you roll you may strain Nemo, the Crew or the Hull for a bonus — it costs you if the roll fails. Two ones always fail.',
    danger:
      "<b>Danger</b>: the voyage ends in defeat if Nemo, the Crew or the Hull runs out, or if your Notoriety reaches your Motive's Pariah space.",
    end: '<b>The end</b>: the Finale card closes the voyage. Sunk ships, treasure, wonders, science and freed peoples score, each weighted by your Motive.',
    learnIt: 'Learn it on the table:',
    turnAtSea: 'a turn at sea',
    allLessons: 'all lessons',
  },
  motive: {
    name: {
      science: 'Science',
      explore: 'Explore',
      antiImperialism: 'Anti-Imperialism',
      war: 'War!',
      adventure: 'Adventure',
      humanist: 'Humanist',
      worldOrder: 'World Order',
      piracy: 'Piracy',
    },
    gist: {
      science: 'Study the deep: Science scores most. Stay discreet — the Pariah space comes early.',
      explore: 'See the wonders of the sea: Wonders score most. The suggested first voyage.',
      antiImperialism: 'Free the oppressed: every Uprising scores high, and merchant sinkings pay.',
      war: 'Strike at the navies: warships sunk pay extra, and the world tolerates you longest.',
      adventure:
        'Chase adventures: Adventure cards and Wonders score; Adventure tokens wait at sea.',
      humanist:
        'Spare lives: Liberation scores high, sinking merchants costs, Notoriety from actions triples.',
      worldOrder:
        'Turn the Powers’ methods on them: Allies join from the Treasure bag; your best two Scourge columns score.',
      piracy:
        'Plunder: merchant ships pay +3 each and Notoriety never defeats you, but Hidden Ships nearby count as a Warship.',
    },
    row: {
      wonder: 'Wonders',
      science: 'Science',
      liberation: 'Liberation',
      warship: 'Warships',
      nonWarship: 'Non-warships',
      adventure: 'Adventures',
      treasure: 'Treasure',
    },
    times: '{{label}} ×{{n}}',
    each: '{{label}} {{n}} each',
    pariah: 'Pariah (defeat) at Notoriety {{n}}',
    noPariah: 'No Notoriety defeat',
  },
  upgrade: {
    periscopeDevice: 'Periscope Device',
    monstrousDesign: 'Monstrous Design',
    hydroDrive: 'Hydro Drive',
    doubleHull: 'Double Hull',
  },
  ocean: {
    westernPacific: 'Western Pacific',
    easternPacific: 'Eastern Pacific',
    northAtlantic: 'North Atlantic',
    southAtlantic: 'South Atlantic',
    europeanSeas: 'European Seas',
    indianOcean: 'Indian Ocean',
    southPacific: 'South Pacific',
    centralPacific: 'Central Pacific',
    pacificCoast: 'Pacific Coast',
    arcticOcean: 'Arctic Ocean',
    capeHorn: 'Cape Horn',
    capeOfGoodHope: 'Cape of Good Hope',
  },
  setup: {
    aspect: {
      hiddenShips: {
        label: 'Starting Hidden Ships',
        line: 'Easy: one fewer in W. Pacific, N. Atlantic and European Seas. Hard: one more in E. Pacific, S. Atlantic and Indian Ocean.',
      },
      shipGroups: {
        label: 'Blue/Green reinforcements',
        line: 'When these warship groups join: Easy 3 Notoriety spaces later, Hard 3 earlier.',
      },
      actionPoints: {
        label: 'Starting Action Points',
        line: 'Action Points you begin with: Easy 2, Normal 1, Hard 0.',
      },
      adventureGems: {
        label: 'Adventure Deck gemstones',
        line: 'Gemstones laid on the Adventure Deck: Easy 2, Normal 1, Hard 0.',
      },
      officerAttributes: {
        label: 'Officer Attributes',
        line: 'With that optional rule: Easy 4 tokens and one redraw, Normal 4, Hard 1.',
      },
      deadlySeas: {
        label: 'Deadly Seas tokens',
        line: 'With that optional rule, hazards in the Ship bag: Easy 2, Normal 3, Hard 4.',
      },
    },
    optional: {
      officerAttributes: {
        label: 'Ship Officer Attributes',
        line: 'Officers carry random attribute tokens with small bonuses; a sacrificed officer loses them. Slightly easier.',
      },
      deadlySeas: {
        label: 'Deadly Seas',
        line: 'Hazard tokens hide among the ships in the bag and the stacks. Slightly harder.',
      },
      journeysEndUpgrades: {
        label: "Journey's End Nautilus Upgrades",
        line: 'The expansion’s upgrade cards join the deck, so more kinds come up for sale.',
      },
      journeysEndVictoryLevels: {
        label: "Journey's End victory levels",
        line: 'Your final score is judged on the expansion’s ladder (160–320 VP) instead of the base one.',
      },
    },
    nadeen:
      'Nemo’s son joins the crew as a Character: his story cards make a 33-card Draw Pile, each Character still aboard scores +1 VP, and losing him is a defeat.',
    versus: {
      airship: {
        label: 'The Airship',
        line: 'One Imperialist piece flies along any line of the map, closed ones included.',
      },
      seaSerpent: {
        label: 'The Sea Serpent',
        line: 'One Imperialist piece moves wherever the Nautilus itself could.',
      },
      chezEmrich: {
        label: 'Chez Emrich house rule',
        line: 'A third failed roll in a row counts as the narrowest pass instead.',
      },
    },
  },
  dock: {
    diceTray: 'Dice tray',
    show: 'Show the panels (P)',
    fold: 'Fold the panels away (P)',
    hide: 'Hide (P)',
  },
  pwa: {
    offlineReady: 'Ready to play offline: the whole game is saved on this device.',
    updateReady: 'A new version is ready.',
    update: 'Update now',
    later: 'Later',
    dismiss: 'OK',
  },
  a11y: {
    announcer: 'Game announcements',
    mirror: 'Board as text',
    mirrorToggle: 'Text (B)',
    mirrorToggleLong: 'Board as text (B)',
    mirrorClose: 'Close the text board',
    noGame: 'No game is in progress.',
    turn: 'Act {{act}}, turn {{turn}}, {{phase}} phase.',
    nautilus: 'The Nautilus is in {{ocean}}.',
    nautilusAway: 'The Nautilus is not on the map yet.',
    tracks: 'Tracks',
    track: 'Track',
    value: 'Value',
    oceans: 'Oceans',
    ocean: 'Ocean',
    ships: 'Ships',
    markers: 'Markers',
    none: 'none',
    tableau: 'Cards in play',
    upgrades: 'Nautilus upgrades',
    nautilusHere: 'Nautilus here',
    decision: 'Now: {{prompt}}',
    options: 'Options',
    help: 'Keyboard shortcuts',
    helpClose: 'Close',
    helpToggle: 'Keys (?)',
    commandLabel: 'Text command',
    commandHint:
      'Type a command such as "move north atlantic", "attack 2", "3" or "options", then Enter.',
    commandNoMatch: 'No option matches "{{text}}". Type "options" to hear them.',
    commandAmbiguous: '"{{text}}" matches {{count}} options: {{list}}.',
    commandChosen: 'Chosen: {{label}}.',
    commandNoDecision: 'Nothing to decide right now.',
    commandOptions: 'Options: {{list}}.',
    phase: {
      event: 'Event',
      placement: 'Placement',
      imperialist: 'Imperialist',
      action: 'Action',
      ended: 'Game over',
    },
    resource: { nemo: 'Nemo', crew: 'Crew', hull: 'Hull' },
    notoriety: 'Notoriety',
    actionPoints: 'Action Points',
    imperialistAp: 'Imperialist Action Points',
    drawPile: 'Draw Pile',
    adventureDeck: 'Adventure Deck',
    passFail: 'Cards passed / failed',
    uprisings: 'Uprisings',
    allies: 'Allies',
    hiddenShip: 'Hidden Ship',
    emptySpaces_one: '{{count}} empty space',
    emptySpaces_other: '{{count}} empty spaces',
    gems_one: '{{count}} gemstone',
    gems_other: '{{count}} gemstones',
    squadron: { blue: 'Blue Squadron', green: 'Green Squadron' },
    adventureToken: 'Adventure token',
    revealed: 'Card on the table',
    keep: 'KEEP cards in your tableau (used from Cards & crew)',
    equipped: 'Equipped',
    forSale: 'For sale',
    characters: 'Characters',
    sacrificed: '{{name}} (sacrificed)',
    treasures: 'Treasures',
    sunk: 'Ships sunk',
    salvage: 'Salvage',
    commandGo: 'Do it',
    key: {
      choose: 'Choose option 1 to 9',
      topView: 'Top view of the board',
      clear: 'Clear a selection, close a panel',
      dock: 'Fold or show the panels',
      mirror: 'Show or hide the board as text',
      command: 'Type a text command',
      home: 'Camera back to the whole table',
      help: 'Show or hide this list',
    },
  },
  play: playEn,
  dice: diceEn,
  coach: coachEn,
  showcase: showcaseEn,
  crew: crewEn,
  table: tableEn,
  review: reviewEn,
  voyage: voyageEn,
  versusSetup: versusSetupEn,
  measuredOdds: measuredOddsEn,
  packs: packsEn,
  lessons: lessonsEn,
  learn: learnEn,
  flip: flipEn,
  online: onlineEn,
  refusals: refusalsEn,
  log: logEn,
  decisions: decisionsEn,
  events: eventsEn,
  captions: captionsEn,
  cardText: cardTextEn,
  rulesText: rulesTextEn,
  scoring: scoringEn,
  words: wordsEn,
  wayfinding: wayfindingEn,
  firstGame: firstGameEn,
} as const;

/** Plural forms other than `_other` exist only where the language's CLDR rules have them. */
type PluralForm = `${string}_${'zero' | 'one' | 'two' | 'few' | 'many'}`;
type Widen<T> = {
  readonly [K in keyof T as K extends PluralForm ? never : K]: T[K] extends string
    ? string
    : Widen<T[K]>;
} & { readonly [K in keyof T as K extends PluralForm ? K : never]?: string };

/** The shape every language provides. */
export type Messages = Widen<typeof en>;
