/** The lessons' words: step titles, captions, labels, try-it prompts and the answers' feedback. */
export const lessonsEn = {
  pickListed: 'Pick one of the listed choices.',
  clickOcean: 'Click an Ocean on the table.',
  rulesRefuse: 'The rules do not allow that move.',
  route: {
    alreadyThere: 'That is where it already is: {{from}}.',
    closed: '{{to}} is closed: {{why}}',
    notNext: '{{to}} is not next to {{from}}: one step at a time.',
    notWanted: '{{to}} is open, but {{why}}',
    legal: '{{to}}: a legal move.',
    arcticIce: 'Arctic Ice: surface forces have no Northwest Passage.',
    suezAct3: 'The Suez Canal opens only in Act III.',
    suezSurfaceOnly:
      'The Suez Canal is for surface forces; only the Arabian Tunnel card opens this line here.',
    tunnelNeeded: 'The Arabian Tunnel card is needed to pass under the isthmus.',
    blueOnly: '{{piece}} moves along blue lines only; dotted lines are for placement.',
    pieceSubject: {
      nautilus: 'The Nautilus',
      surface: 'A Squadron or Ship token',
      airship: 'The Airship',
      seaSerpent: 'The Sea Serpent',
    },
  },
  turnAtSea: {
    title: 'A turn at sea',
    blurb: 'Reveal an Event, place ships by the dice, then move, attack and sink a ship.',
    welcome: {
      title: 'Welcome aboard',
      caption:
        'This is the Nautilus, in the South Atlantic. Its three resources — Nemo, Crew and Hull — are the tracks at the lower left: if any reaches 0, the voyage is lost. Every turn has three phases: Event, Placement and Action.',
      nautilus: 'The Nautilus',
    },
    event: {
      title: 'Event Phase',
      caption:
        'A turn opens by revealing the top card of the Draw Pile and doing what it says. Press the button to end the last turn and reveal the next Event.',
      card: 'The Event card lands here',
      play: 'Reveal the Event card',
    },
    eventResult: {
      title: 'Ocean Wealth',
      caption:
        '"Ocean Wealth" put a gemstone in the Nautilus\' Ocean and one on the Adventure Deck, then went to its pile. Cards with a test ask for a roll; this one simply happened.',
      gem: '+1 gemstone',
    },
    placement: {
      title: 'Placement Phase',
      caption:
        "Two white dice were rolled: 3 and 6. Each number names a Major Ocean (its die is printed by the name) and a Hidden Ship enters it. The difference between the dice, 6 − 3 = 3, is this turn's Action Points.",
      die3: 'Die 3',
      die6: 'Die 6',
      ap: '3 AP',
    },
    move: {
      title: 'Try it: move',
      caption:
        'Moving to an adjacent Ocean along a blue line costs 1 AP. A ship just arrived in the North Atlantic — go after it.',
      target: 'Target',
      prompt: 'Move the Nautilus to the North Atlantic (click it, or pick it in the list).',
      praise: 'Under way: 1 AP spent, 2 left.',
      noShip:
        'That is a legal move, but no ship waits there. The new Hidden Ship is in the North Atlantic.',
      wasteAp: 'Ending now would waste 3 AP. Move to the North Atlantic first.',
      nothingHere: 'There is nothing to attack here yet: first move to the North Atlantic.',
    },
    attack: {
      title: 'Try it: attack',
      caption:
        'A Bold Attack costs 1 AP. Attacking a Hidden Ship reveals it first; a warship would fire back, this time it is a merchant.',
      prompt: 'Make a Bold Attack on the Hidden Ship.',
      praise: 'The Hidden Ship is revealed.',
      stalk: 'A Stalk Attack is for when you want to choose the fight; use a Bold Attack here.',
      stay: 'You have arrived — stay and attack the ship in this Ocean.',
      other: 'This step is about attacking: choose the Bold Attack.',
    },
    roll: {
      title: 'Try it: roll',
      caption:
        "Roll two dice and beat the ship's Defense. You may exert a resource for {{bonus}}, but it costs that resource later — not needed now.",
      captionToken:
        "Roll two dice and beat the ship's Defense (on its token). You may exert a resource for {{bonus}}, but it costs that resource later — not needed now.",
      defense: 'Defense {{defense}}',
      prompt: 'Roll without exerting anything.',
      praise: '6 + 5 = 11 against Defense: a hit!',
      praiseDefense: '6 + 5 = 11 against Defense {{defense}}: a hit!',
      exert:
        'Exerting costs the resource after the roll. Keep your strength: roll without exerting.',
      other: 'Roll the dice to attack.',
    },
    sink: {
      title: 'Try it: Tonnage',
      caption:
        "The ship is sunk and Notoriety rises. Keep it as Tonnage (points at the end, in its Ocean's row) or as Salvage (spent on upgrades).",
      notoriety: 'Notoriety {{notoriety}}',
      prompt: 'Take the ship as Tonnage.',
      praise: 'It joins the Tonnage chart.',
      salvage:
        'Salvage is a fine choice in play; this lesson shows the Tonnage chart, so choose Tonnage.',
      other: 'Choose where the sunk ship goes.',
    },
    done: {
      title: 'Turn complete',
      caption:
        'That is a turn: Event, Placement, Actions. The Tonnage chart scores at the end; Notoriety brings stronger ships. You have 1 AP left — in a real game, keep going!',
    },
  },
  mapChanges: {
    title: 'Imperialist map changes',
    blurb:
      'Arctic Ice, the Suez Canal in Act III, the Sea Serpent, the Arabian Tunnel and the Airship.',
    intro: {
      title: 'A changed world',
      caption:
        'In the Imperialist variant the map works differently for surface forces — the Squadrons and Ship tokens. Ice closes the north, a canal opens in Act III, and two optional pieces move by their own rules.',
      ice: 'Arctic Ice',
      suez: 'Suez Canal (Act III)',
    },
    nautilusIce: {
      title: 'The Nautilus dives under the ice',
      caption:
        'The Nautilus still moves along every blue line, the Arctic ones included: it passes beneath the ice. Gold arrows are legal moves; red marks are closed lines.',
    },
    arcticIce: {
      title: 'Try it: Arctic Ice',
      caption:
        'Surface forces cannot use the Western Pacific–Arctic or Pacific Coast–Arctic lines: there is no Northwest Passage for them. Dotted lines stay placement-only.',
      squadron: 'Blue Squadron',
      prompt: 'Move the blue Squadron one step (1 Imperialist AP): click an Ocean it can reach.',
    },
    suezClosed: {
      title: 'The Suez Canal, before Act III',
      caption:
        'The green Squadron in the European Seas cannot yet cross to the Indian Ocean: the dotted line there is placement-only until the canal is finished.',
    },
    suezOpen: {
      title: 'Try it: the canal opens',
      caption:
        'Suppose the game has reached Act III: the Suez Canal is complete, and the Imperialist may move Squadrons and Ship tokens straight between the European Seas and the Indian Ocean.',
      through: 'Through the canal',
      prompt: 'Send the green Squadron through the Suez Canal.',
      why: 'this step is about the canal: go to the Indian Ocean.',
    },
    seaSerpent: {
      title: 'The Sea Serpent',
      caption:
        'The optional Sea Serpent moves exactly as the Nautilus may. So the Suez Canal does not help it: from the European Seas it has only the blue line to the North Atlantic.',
      label: 'Sea Serpent',
    },
    tunnel: {
      title: 'Try it: the Arabian Tunnel',
      caption:
        'With "The Arabian Tunnel" card in play, the Nautilus — and so the Sea Serpent — may pass under the isthmus between the European Seas and the Indian Ocean.',
      label: 'Arabian Tunnel',
      prompt: 'Which Ocean does the tunnel open for the Nautilus? Click it.',
      why: 'that line was open without the card. Find the one the tunnel opens.',
    },
    airship: {
      title: 'Try it: the Airship flies',
      caption:
        'The optional Airship moves between any two connected Oceans, dotted lines and the Arctic included. From the Western Pacific it can reach every neighbour.',
      label: 'Airship',
      prompt: 'Fly the Airship across a dotted line: to the Pacific Coast.',
      why: 'this step asks for the dotted line to the Pacific Coast.',
    },
    summary: {
      title: 'Map changes, in short',
      caption:
        'Nautilus and Sea Serpent: blue lines, plus the Arabian Tunnel with its card. Squadrons and Ship tokens: blue lines except the Arctic Ice, plus the Suez Canal from Act III. Airship: any line.',
    },
  },
  imperialistTurn: {
    title: 'The Imperialist’s turn',
    blurb: 'Imperialist Action Points, Squadrons, Hunt the Nautilus and Crush Dissent.',
    iap: {
      title: 'Imperialist Action Points',
      caption:
        'After the Placement Phase the Imperialist acts. Each turn brings Imperialist Action Points equal to the Act, +1 per gemstone committed last turn; one point may be saved, and the track stops at 5. Here the Imperialist has 5 to spend: the red disc on the Action Point track (the Nautilus’ own AP are the other marker).',
      disc: 'Imperialist AP 5',
      quarry: 'The quarry',
    },
    place: {
      title: 'Try it: place a Squadron',
      caption:
        'When the blue ships joined the bag, their Squadron came to the Imperialist Tableau. Placing it costs 1 IAP; a die picks the Major Ocean it appears in.',
      prompt: 'Place the blue Squadron (1 IAP).',
      praise: 'The die decides where it forms.',
      waste: 'Ending the phase now would waste 5 IAP. Put the Squadron to sea.',
    },
    atSea: {
      title: 'A Squadron at sea',
      caption:
        'The die showed 4: the blue Squadron forms in the South Atlantic, next to the Nautilus. A Squadron is a nameless Warship; it moves like the surface forces — gold arrows.',
      die: 'Die 4',
    },
    move: {
      title: 'Try it: close in',
      caption:
        'A Hunt needs a Squadron in the Nautilus’ Ocean. Moving a Squadron to an adjacent, connected Ocean costs 1 IAP.',
      prompt: 'Move the Squadron into the Nautilus’ Ocean, the North Atlantic.',
      praise: 'The Squadron shares the Nautilus’ Ocean.',
      away: 'A legal move, but away from the Nautilus: it is in the North Atlantic.',
      other: 'Keep your IAP for the hunt: first move next to the Nautilus.',
    },
    hunt: {
      title: 'Try it: Hunt the Nautilus',
      caption:
        'Hunt the Nautilus costs 2 IAP: a Hunt TEST (7) — the Imperialist must roll under 7. Each Warship in that Ocean, the Squadron too, gives −1; the Nautilus’ Crystalline Sensors, Hydro Drive and Periscope each give +1.',
      label: 'Hunt TEST (7)',
      prompt: 'Hunt the Nautilus (2 IAP).',
      praise: '2 + 3 − 1 = 4: under 7, the Hunt succeeds!',
      leave: 'Leaving would let the Nautilus go: stay and hunt.',
      other: 'You have 3 IAP and a Squadron on the Nautilus: hunt it.',
    },
    gem: {
      title: 'The price of a mistake',
      caption:
        'A successful Hunt draws the Nautilus into a costly mistake: its player gives the Imperialist one gemstone. Gemstones held by the Imperialist lower the Nautilus’ score — or buy IAP later.',
      play: 'The Nautilus gives a gemstone',
    },
    counter: {
      title: 'Counter-tactics',
      caption:
        'The Nautilus evolves counter-tactics: a gemstone onto the Salvage track (1 Salvage Point), or swap an available Upgrade.',
      play: 'Gemstone to the Salvage track',
    },
    benefit: {
      title: 'Try it: the Imperialist’s benefit',
      caption:
        'Finally the Imperialist takes a benefit: one random Hit on the Nautilus, or a battle between the Nautilus and the Squadron.',
      prompt: 'Take one random Hit.',
      praise: 'A die picks where the Hit lands.',
      other:
        'A battle risks the Squadron against the Nautilus’ attack; this lesson takes the sure Hit.',
    },
    hit: {
      title: 'The Hit lands',
      caption:
        'A die picks which resource the Hit strikes. The Nautilus player may sacrifice a Character to avoid it; here they take the Hit.',
      play: 'Take the Hit',
    },
    crush: {
      title: 'Try it: Crush Dissent',
      caption:
        'An Uprising cube sits on Mexican Independence, in the North Atlantic. Suppose 3 IAP remain. Crush Dissent (2 IAP) needs a Squadron in that Ocean: a TEST (8) the Imperialist must roll under, −1 per Squadron there, +1 if the Nautilus is present. A success removes the cube. ✎ These numbers are our own design: the published rules name the action without them.',
      label: 'Uprising here',
      prompt: 'Crush Dissent in the North Atlantic (2 IAP).',
      praise: '3 + 2 = 5, under 8: the cube is removed.',
      hunt: 'Another Hunt is allowed, but this step puts down the uprising.',
      move: 'The Squadron must stay in the Ocean of the uprising to crush it.',
      other: 'Use your IAP: Crush Dissent while the Squadron is here.',
    },
    summary: {
      title: 'The Imperialist’s turn, in short',
      caption:
        'IAP = the Act + committed gemstones (+1 saved, at most 5). Place Squadrons by the die, move them along surface routes, Hunt the Nautilus where a Squadron shares its Ocean, and Crush Dissent where Uprisings stir.',
    },
  },
} as const;
