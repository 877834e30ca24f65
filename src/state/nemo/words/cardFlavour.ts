import { currentItemTables } from '../../../i18n/i18n';

/**
 * A short flavour line for every Event, Act, Finale and variant card, shown beside its effect
 * when the card is revealed. Our own words (designed), never the published card text.
 */
export const CARD_FLAVOUR_PROVENANCE = 'designed' as const;

export const CARD_FLAVOUR: Readonly<Record<string, string>> = {
  PRO: 'The harbour lights fall behind. Somewhere below, the Nautilus waits.',
  INT1: 'Rumour has become report; the fleets begin to listen.',
  INT2: 'The hunt is no longer a rumour. Every flag is searching.',
  RISE: 'A dull boom far off, and a column of water where a ship had been.',
  FIN1: 'The sea turns in on itself and pulls at the hull.',
  FIN2: 'A hidden harbour, a last refuge, and an old debt to settle.',
  FIN3: 'The log is not yet closed. The screw turns again.',
  FIN4: 'Down past the light, where the pressure sings in the plates.',
  FIN5: 'Whispers in the crew quarters grow into raised voices.',
  FIN6: 'An offer of peace, if the captain will bend.',
  FIN7: 'Twenty thousand leagues, and the sea still has more to show.',
  NDA1: 'A letter in a familiar hand reaches the Nautilus.',
  NDA2: 'Blood calls to blood across the water.',
  NDA3: 'A reunion, and an old grief reopened.',
  NDB1: 'In the glass of the salon, the captain sees a stranger.',
  NDB2: 'Memories surface like wreckage after a storm.',
  NDB3: 'He cannot outrun what he was.',
  VS1: 'Author and publisher argue over how the story should end.',
  E01: 'Coral scrapes the keel in water that should be deep.',
  E02: 'The newspapers have found a monster to sell.',
  E03: 'The crew obeys without a question. For now.',
  E04: 'A frigate burns on the horizon, and it was not our doing.',
  E05: 'Every boiler glowing, the Nautilus flies.',
  E06: 'The captain hesitates before the firing order.',
  E07: 'The harpooner paces the deck like a caged bear.',
  E08: 'Light, heat, air: all from the cells in the hold.',
  E09: 'Kelp towers sway in a forest no woodsman has walked.',
  E10: 'Sand underfoot and a horizon that does not move.',
  E11: 'A fever dream: drowned cities and voices in the ballast.',
  E12: 'Lightning leaps from the hull to the enemy ship.',
  E13: 'A lost day, drifting while the clocks run on.',
  E14: 'The captain sleeps badly, and the ship feels it.',
  E15: 'Fish like jewels among the branching coral.',
  E16: 'Warm water and a horizon of monsoon cloud.',
  E17: 'A passenger asks a question that cannot be unasked.',
  E18: 'Red cliffs, clear water, and a passage few know.',
  E19: 'In an oyster the size of a table, a moon of pearl.',
  E20: 'The sea floor is paved with silver and gold.',
  E21: 'Teeth in the dark, wide enough to swallow the launch.',
  E22: 'A secret channel beneath the desert, from sea to sea.',
  E23: 'Merchants panic and insurance rates soar.',
  E24: 'The water boils around a living volcano.',
  E25: 'Columns and stairways of a city lost to the sea.',
  E26: 'A fleet of galleons rides low with plunder.',
  E27: 'Words from the captain that the crew will not forget.',
  E28: 'Black seams of coal under the sea, fuel for a hundred voyages.',
  E29: 'A great herd sounding, and whalers close behind.',
  E30: 'A wall of ice rolls and closes the way ahead.',
  E31: 'A black flag planted where no one has stood.',
  E32: 'Was it a reef or a torpedo? The log is unclear.',
  E33: 'The reservoirs are low and the ice will not break.',
  E34: 'Arms thick as masts reach over the rail.',
  E35: 'A warm river in the ocean, carrying the Nautilus north.',
  E36: 'A cable on the sea floor carries the world’s news.',
  E37: 'The professor will not give up his questions.',
  E38: 'An envoy from a capital comes aboard under a white flag.',
  E39: 'Prisoners lined on a deck. The crew looks to the captain.',
  E40: 'Islanders offer a gift to the gods of the sea.',
  E41: 'Pages of a private journal, written in a steady hand.',
  E42: 'Wrecks of a lost expedition on a ring of reef.',
  E43: 'A narrow strait of coral heads and shifting tides.',
  E44: 'Islands of marble and myth in a sapphire sea.',
  E45: 'Spanish galleons rest in the mud of the bay, still laden.',
  E46: 'The hull groans. Something must be mended, at a price.',
  E47: 'New crew learn the ship the hard way.',
  E48: 'A new war, and every navy on the move.',
  E49: 'A gunboat incident, and the diplomats blame the sea.',
  E50: 'Iron spheres bob in the channel, waiting for a keel.',
  E51: 'The emperor’s treasure sails under heavy guard.',
};

/** The flavour line of a card in the current language, or null if it has none. */
export function cardFlavour(cardId: string): string | null {
  const english = CARD_FLAVOUR[cardId];
  if (english === undefined) return null;
  return currentItemTables()?.flavour[cardId] ?? english;
}
