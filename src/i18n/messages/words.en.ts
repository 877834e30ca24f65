/** Epilogues (src/state/nemo/words/epilogues.ts): our own words, one per Motive and victory level. */
export const wordsEn = {
  voice: {
    science: {
      aim: 'to wring knowledge from the deep',
      legacy: 'his notebooks of soundings and strange specimens',
      witness: 'the academies of Paris and Uppsala',
    },
    explore: {
      aim: 'to see every ocean no keel had crossed',
      legacy: 'a chart inked with seas no map had named',
      witness: 'the harbour pilots of three continents',
    },
    antiImperialism: {
      aim: 'to loosen the grip of the empires on the colonies',
      legacy: 'the lands that rose when his shadow passed',
      witness: 'the villages that lit fires along the shore',
    },
    war: {
      aim: 'to make the war fleets fear the sea itself',
      legacy: 'a sea lane strewn with the wrecks of ironclads',
      witness: 'the admiralties that doubled their watches',
    },
    adventure: {
      aim: 'to chase every wonder the sea would show him',
      legacy: 'tales that sailors swear are true',
      witness: 'the taverns of every port',
    },
    humanist: {
      aim: 'to shelter the hunted and feed the hungry',
      legacy: 'the lives he pulled from the water',
      witness: 'the families who kept his name in their prayers',
    },
    worldOrder: {
      aim: 'to force the nations to a new and fairer order',
      legacy: 'a treaty that no capital would admit to signing',
      witness: 'the diplomats who whispered about him',
    },
    piracy: {
      aim: 'to strip the empires of their gold',
      legacy: 'treasure rooms of stolen bullion under the sea',
      witness: 'the insurers of London and Le Havre',
    },
  },
  level: {
    defeat: {
      title: 'Lost beneath the waves',
      text: 'He set out {{aim}}, and the sea kept him. No one found the Nautilus; {{witness}} soon forgot the rumours, and {{legacy}} sank with her.',
    },
    failure: {
      title: 'A voyage that came to little',
      text: 'Nemo tried {{aim}}, but the world barely noticed. {{Legacy}} amounted to a footnote, and {{witness}} shrugged.',
    },
    inconsequential: {
      title: 'A ripple on the surface',
      text: 'The Nautilus came and went. Of his wish {{aim}} there remain {{legacy}}: remarked upon by {{witness}}, then set aside.',
    },
    notable: {
      title: 'A name spoken in harbours',
      text: 'Nemo never quite managed {{aim}}, yet he came close. {{Witness}} still argue over {{legacy}}.',
    },
    success: {
      title: 'The sea remembers',
      text: 'Nemo meant {{aim}}, and largely he did. {{Legacy}} outlived the voyage, and {{witness}} tell of it to this day.',
    },
    triumph: {
      title: 'A legend of the deep',
      text: 'Nemo set out {{aim}}, and the world was changed. {{Legacy}} became legend; {{witness}} will speak of the Nautilus for a hundred years.',
    },
  },
  imperialist: {
    defeat: {
      title: 'The hunters go home',
      text: 'The squadrons return to port with nothing to show. The ministers blame the weather, the captains and each other.',
    },
    pyrrhic: {
      title: 'A costly quiet',
      text: 'The Nautilus is gone, but the fleets that chased her limp home half-manned. No one in the ministry calls it a victory aloud.',
    },
    inconsequential: {
      title: 'An unfinished hunt',
      text: 'The seas grow calm and the newspapers move on. Whether the phantom was sunk or merely hid, no admiral can say.',
    },
    notable: {
      title: 'The lanes reopen',
      text: 'Convoys sail again without escorts. The officers who hunted the Nautilus are promoted, and say little about how close it came.',
    },
    success: {
      title: 'The seas made safe',
      text: 'Wreckage and an oil slick in a cold sea close the file. The empires toast their navies, and trade returns to every route.',
    },
    triumph: {
      title: 'The empires triumphant',
      text: 'The Nautilus is taken whole and towed into port, her secrets shared out among the powers. The age of the ironclad is secure.',
    },
  },
};
