import { CHALLENGES, CHARACTERS, UPGRADES, type CharacterId, type UpgradeEffect } from '../../flip';

/** A Nemo's Challenge's goal as the Flip core's data words it. */
function challengeSummary(id: string): string {
  return CHALLENGES.find((c) => c.id === id)?.summary ?? id;
}

/** Flip Voyage on the table: the cards' and the printed sheet's words, and the effects they print. */
export const flipTableEn = {
  upgradeSummary: Object.fromEntries(UPGRADES.map((u) => [u.effect, u.summary])) as Record<
    UpgradeEffect,
    string
  >,
  challengeSummary: {
    chemist: challengeSummary('chemist'),
    scourge: challengeSummary('scourge'),
    diver: challengeSummary('diver'),
    liberator: challengeSummary('liberator'),
    shipwright: challengeSummary('shipwright'),
    explorer: challengeSummary('explorer'),
    hoarder: challengeSummary('hoarder'),
    polymath: challengeSummary('polymath'),
  },
  itemSummary: Object.fromEntries(CHARACTERS.map((c) => [c.id, c.item.summary])) as Record<
    CharacterId,
    string
  >,
  /** The printed player sheet on the table. */
  sheet: {
    any: 'ANY',
    scienceHint: 'fill from the bottom up',
    adventureHint: 'dive: lower than both above',
    rowsDone: 'rows done:',
    chart: 'CHART',
    captain: 'Captain:',
    nautilus: 'NAUTILUS',
    inventory: 'inventory',
    repair: 'REPAIR',
    repairCost: '2 crew → cross 1 damage',
    farragut: 'FARRAGUT (solo)',
    specialItem: 'SPECIAL ITEM (once)',
    upgrades: 'UPGRADES',
    upgradeRule: 'match a lineup value · pay salvage + crew',
    challenges: "NEMO'S CHALLENGES scored",
    designed: 'DESIGNED where the rulebook is silent: map, values, costs',
  },
  /** The cards on the table. */
  card: {
    joker: 'JOKER',
    back: 'FLIP VOYAGE',
    farragutBack: 'FARRAGUT',
    gold: 'GOLD',
    farragut: 'FARRAGUT',
    unmet: 'you if unmet',
    met: '5★ him if met',
    metStamp: 'MET',
    challenge: "NEMO'S CHALLENGE",
    first: 'first to do it',
    claimed: 'already claimed',
    specialItem: 'SPECIAL ITEM',
    used: 'USED',
  },
};
