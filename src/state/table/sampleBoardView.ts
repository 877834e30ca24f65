import { SHIPS, type ShipColour } from '../../core/data';
import type { BoardView, ShipFace, ShipSlot } from './boardView';
import { emptyBoardView } from './emptyBoardView';

function face(
  shipId: number,
  name: string,
  nation: string | null,
  colour: ShipColour,
  attack: number | null,
  defense: number,
  notoriety: number,
): ShipFace {
  const token = SHIPS[shipId];
  const side = token && [token.front, token.back].find((s) => s.name === name);
  const shipClass = side?.shipClass;
  return {
    shipId,
    name,
    nation,
    colour,
    warship: attack !== null,
    ...(shipClass ? { shipClass } : {}),
    attack,
    defense,
    notoriety,
  };
}

const ship = (f: ShipFace): ShipSlot => ({ kind: 'ship', ship: f });
const hidden: ShipSlot = { kind: 'hidden' };
const empty: ShipSlot = { kind: 'empty' };

/** A busy mid-game position (Act II, versus variant) used by tests and the table demo. */
export function sampleBoardView(): BoardView {
  const view = emptyBoardView();
  const o = view.oceans;
  o.westernPacific = {
    slots: [
      ship(face(38, 'Lord Clyde', 'British', 'lightYellow', 7, 10, 1)),
      hidden,
      ship(face(8, 'Cutty Sark', 'British', 'white', null, 9, 1)),
      empty,
    ],
    gemstones: 1,
    squadrons: [],
    adventureToken: false,
  };
  o.easternPacific = {
    slots: [hidden, ship(face(45, 'Idaho', 'American', 'blue', 9, 9, 1)), empty, empty],
    gemstones: 1,
    squadrons: ['blue'],
    adventureToken: false,
  };
  o.northAtlantic = {
    slots: [
      ship(face(18, 'Pequod', 'American', 'white', null, 9, 1)),
      ship(face(55, 'Numancia', 'Spanish', 'darkYellow', 7, 10, 1)),
      hidden,
      ship(face(0, 'Dictator', 'American', 'gray', 7, 10, 1)),
    ],
    gemstones: 0,
    squadrons: [],
    adventureToken: true,
  };
  o.southAtlantic = {
    slots: [hidden, empty, empty],
    gemstones: 1,
    squadrons: [],
    adventureToken: false,
  };
  o.europeanSeas = {
    slots: [
      ship(face(32, 'Belliqueuse', 'French', 'lightYellow', 7, 10, 1)),
      ship(face(22, 'Star of India', 'British', 'white', null, 10, 3)),
      hidden,
      hidden,
    ],
    gemstones: 1,
    squadrons: [],
    adventureToken: false,
  };
  o.indianOcean = {
    slots: [ship(face(24, 'Taeping', 'British', 'white', null, 9, 1)), empty, empty],
    gemstones: 1,
    squadrons: [],
    adventureToken: false,
  };
  o.southPacific.slots = [hidden];
  o.centralPacific.slots = [ship(face(47, 'Victoria', 'British', 'blue', 8, 11, 2)), empty];
  o.arcticOcean.slots = [ship(face(40, 'Ryujo', 'Japanese', 'lightYellow', 7, 10, 1))];
  o.capeOfGoodHope.slots = [ship(face(52, 'Borda', 'French', 'darkYellow', 8, 11, 2))];

  view.nautilus = 'northAtlantic';
  view.lands = [
    { landId: 'tientsinMassacre', kind: 'uprising' },
    { landId: 'cubaPuertoRicoRevolt', kind: 'uprising' },
    { landId: 'paraguayanWar', kind: 'uprising' },
    { landId: 'fenianTroubles', kind: 'uprising' },
    { landId: 'selangorCivilWar', kind: 'ally' },
  ];
  view.notoriety = {
    value: 22,
    waitingGroups: [{ colour: 'green', space: 26, tokens: 4, squadronOnTop: true }],
    blackDieWaiting: true,
  };
  view.resources = {
    positions: { nemo: 4, crew: 7, hull: 8 },
    exerted: { nemo: false, crew: true, hull: false },
  };
  view.actionPoints = { nautilus: 3, imperialist: 2 };
  view.imperialist = {
    ap: 2,
    gems: 3,
    committed: 1,
    tableauSquadrons: [],
    salvageGems: 0,
    act: 2,
  };
  view.tonnage = [
    [
      face(1, 'Alfred', 'British', 'white', null, 9, 1),
      face(37, 'Jylland', 'Danish', 'lightYellow', 6, 10, 1),
    ],
    [face(14, 'Hannah More', 'British', 'white', null, 8, 0)],
    [
      face(34, 'Fujiyama', 'Japanese', 'lightYellow', 6, 9, 0),
      face(19, 'Rhone', 'British', 'white', null, 7, 1),
      face(7, 'Clyde', 'British', 'white', null, 7, 2),
    ],
    [face(12, 'Gange', 'French', 'white', null, 8, 1)],
    [],
    [face(26, 'Thermopylae', 'British', 'white', null, 8, 2)],
  ];
  view.salvage = [
    face(23, 'Syria', 'British', 'white', null, 7, 0),
    face(15, 'Minin', 'Russian', 'gray', 7, 10, 1),
  ];
  view.cards = {
    drawPile: 14,
    adventureDeck: 21,
    adventureGemstones: 1,
    passPile: { count: 6, topTitle: 'The Coral Realm' },
    failPile: { count: 3, topTitle: 'Troubled Dreams' },
    revealed: {
      cardId: 'adv-29',
      title: 'The Whales',
      type: 'test',
      test: 9,
      provenance: 'designed',
    },
    keep: [
      {
        cardId: 'E49',
        title: 'The Korea Incident',
        type: 'keep',
        test: 11,
        provenance: 'published',
      },
    ],
  };
  view.upgrades = {
    display: ['Hydro Drive', 'Fog Machine', 'Steam Torpedoes', 'Reinforced Armor'],
    equipped: ['Periscope Device', 'Double Hull'],
  };
  view.characters = [
    { name: 'First Officer', sacrificed: false },
    { name: 'Chief Engineer', sacrificed: false },
    { name: 'Second Officer', sacrificed: true },
    { name: 'Professor Aronnax', sacrificed: false },
    { name: 'Conseil', sacrificed: false },
    { name: 'Ned Land', sacrificed: false },
  ];
  view.treasures = ['Mariana Trench', 'Gain 1 Action', 'VP 3', 'Re-roll'];
  view.selectable = {
    oceans: ['europeanSeas', 'southAtlantic', 'arcticOcean'],
    ships: [18, 55, 0],
    cards: [],
  };
  return view;
}
