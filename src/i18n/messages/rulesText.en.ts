/** The Rules panel: reminders per phase and per decision (src/state/nemo/rulesContent.ts). */
export const rulesTextEn = {
  phase: {
    setup: {
      title: 'Setting up the voyage',
      lines: {
        l0: 'Before the first turn you may equip your Motive’s starting Upgrade by paying its cost from the Ship Resources (Nemo, Crew, Hull), in any split.',
        l1: 'Resources you spend here are not there later: each track also scores and sets your exert bonus.',
      },
    },
    event: {
      title: 'Event Phase',
      lines: {
        l0: 'Reveal the top card. Act cards set the dice and bring new ship groups; then reveal another card.',
        l1: 'PLAY cards resolve at once, KEEP cards go to your tableau (use them later from the Action Phase), TEST cards are rolled at once: 2d6 + modifiers must reach the target; snake eyes always fails.',
      },
    },
    placement: {
      title: 'Placement Phase',
      lines: {
        l0: 'Roll the Act’s dice. The two white dice give Action Points equal to their difference; a double is a Lull Turn (every action costs 1 AP).',
        l1: 'Place a ship per die, lowest first: a Hidden Ship in that die’s Ocean, else next door, else reveal one there, else flip a white ship, else a Warship anywhere. A Warship landing with the Nautilus fires first.',
      },
    },
    imperialist: {
      title: 'Imperialist Phase',
      lines: {
        l0: 'The Imperialist gets AP: the unspent AP carried over (up to the limit), plus the Act number, plus the gemstones committed last turn.',
        l1: 'Ships: Move a Warship (1), Thimble-Rig two ships (1), Obscure a revealed ship (1), Convert a ship to its warship side (2).',
        l2: 'Squadrons: Place one from your Tableau (1, rolls a die for the Ocean), Move one (1), Hunt the Nautilus in its Ocean (2), Crush Dissent where Uprising cubes stand (2). Squadrons reach your Tableau when the blue and green groups arrive on the Notoriety track.',
        l3: 'Apply Pressure (2) brings a waiting group one space sooner. Unspent AP carry over.',
      },
    },
    action: {
      title: 'Action Phase',
      lines: {
        l0: 'Costs: Move 1, Attack 1, Search 1, Incite 1, Adventure 2, Rest 2, Repair 2, Refit 2 (all 1 on a Lull Turn). You may save 1 AP for the next turn.',
        l1: 'Every test: −1 if a Warship is in the Nautilus’ Ocean. Exert resources for their bonus; a failed test loses 1 of each exerted resource if the low die is a 1, otherwise 2.',
        l2: 'Combat: a Warship fires first (Hits = its low die), then roll 2d6 against the ship’s Defense. Bold Attacks may chain for +1 Notoriety each.',
      },
    },
    ended: {
      title: 'The end',
      lines: {
        l0: 'The voyage is over: see the score sheet.',
      },
    },
  },
  decision: {
    action:
      'Pick one action at a time until you end the phase. Each option names its target; hover one to see it on the table, and keys 1–9 then letters pick it.',
    startingUpgrade:
      'Buy the starting Upgrade now or leave it in the display (it can be bought later for Salvage). Pick how much of each Ship Resource pays.',
    doubleCostUpgrade:
      'Optional rule: buy one revealed Upgrade now for double its cost in Ship Resources, or none.',
    replaceAttribute: 'You may swap one Officer Attribute for a random unused one, once.',
    testCommit:
      'Choose resources to exert (each adds its bonus) or a Treasure to spend, then roll. The panel shows the target, each modifier and your chance.',
    testAfter:
      'The dice are down. Where a Character or an Upgrade can still turn the result, you may use it now; otherwise accept.',
    attackCommit:
      'Exert at most one resource, then roll 2d6 against the ship’s Defense. A pass sinks it; a miss raises Notoriety.',
    attackAfter: 'After the attack roll: change it with what you hold, or accept it.',
    stalkChoice:
      'Stalk Attack: the Hidden Ship is revealed. Unlike a Bold Attack, you may call it off now: nothing fires and the ship stays (the AP is spent). A ship a card tells you to fight must be fought.',
    boldContinue:
      'Bold Attack: attack another ship in this Ocean (+1 Notoriety) or stop the streak.',
    sinkAs:
      'A sunk ship goes to the Tonnage track (scores by Ocean), to Salvage (pays for Upgrades), or you let it go.',
    hit: 'A Hit: cancel it with an Upgrade that can, or take it (Hull damage or worse).',
    loss: 'Pay a loss: choose the resource, or discard an Upgrade or sacrifice a Character in its place.',
    uprising: 'An Uprising: remove a cube or raise Notoriety, as the card allows.',
    placeCube: 'Place an Uprising cube on a Land space of this Ocean.',
    adventure: 'An Adventure card: perform it now or put it on the bottom of the Adventure Deck.',
    refit: 'Refit: equip an Upgrade from the display for its Salvage cost, or none.',
    effectChoice: 'The card lets you choose: pick one branch.',
    effectOcean: 'The card needs an Ocean: pick it here or on the table.',
    chooseDice: 'Pick which dice to use.',
    lullGem: 'Lull Turn: a gemstone is placed; choose where.',
    mapRoom: 'Map Room: keep this Treasure, or draw a second one at a price.',
    mapRoomKeep: 'Map Room: choose the Treasure to keep.',
    warRoom: 'War Room: set one die to 2, or not.',
    sensorChoice: 'Crystalline Sensors: pick one of the drawn ships.',
    forcedSacrifice: 'A Character must be sacrificed: choose who.',
    loseTreasure: 'A Treasure must go: choose which.',
    blackDice:
      'Imperialist: play one black die for ship placement (both at Notoriety 44+), or one fewer.',
    imperialistAction:
      'Imperialist: spend AP on one action at a time, then end the phase. The note above the options says why some actions are missing.',
    commitGems: 'Imperialist: commit gemstones now; each adds 1 AP next turn.',
    huntBenefit:
      'Hunt passed: a random Hit on the Nautilus, or a battle with a ship or Squadron there.',
    huntGive: 'The Hunt found the Nautilus: give a gemstone.',
    huntCounter: 'Counter the Hunt: a gemstone to the Salvage track, or swap an Upgrade.',
  },
};
