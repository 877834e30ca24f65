/** Finding one's way: lessons, menus, online joining, versus traces, Flip moves, stream controls. */
export const wayfindingEn = {
  or: ' or ',
  lesson: {
    answered: '{{step}}: ',
    setSail: 'Set sail: a voyage of your own',
  },
  online: {
    noServer:
      "Can't reach the game server at {{endpoint}}. Is it running? Start it with “npm run server”, or open this page with ?server= and the server's address.",
    connecting: 'Connecting to {{endpoint}}…',
    guestName: 'Your name (the other player sees it)',
    watchLink: 'Link for spectators (opens the table to watch)',
  },
  menu: {
    leaveVoyage:
      'Leave this voyage for a new one? It stays saved: Continue on the main menu brings it back.',
    keepPlaying: 'Keep playing',
    back: '← Main menu',
  },
  imp: {
    apSet_one: 'The Imperialist has {{count}} IAP left to spend.',
    apSet_other: 'The Imperialist has {{count}} IAP left to spend.',
    spends_one: 'The Imperialist spends {{count}} IAP: {{action}}.',
    spends_other: 'The Imperialist spends {{count}} IAP: {{action}}.',
    ended_one:
      'The Imperialist ends its turn with {{count}} IAP unspent ({{saved}} carried to next turn).',
    ended_other:
      'The Imperialist ends its turn with {{count}} IAP unspent ({{saved}} carried to next turn).',
    endedSpent: 'The Imperialist has spent all its IAP: its turn ends.',
    action: {
      move: 'moves a ship',
      thimbleRig: 'Thimble-Rig, two ships swap places',
      obscure: 'Obscure, a ship is hidden again',
      convert: 'Convert, a ship becomes a Warship',
      applyPressure: 'Apply Pressure, a group arrives sooner',
      placeSquadron: 'places a Squadron',
      moveSquadron: 'moves a Squadron',
      hunt: 'Hunt the Nautilus',
      crushDissent: 'Crush Dissent',
    },
  },
  group: {
    colour: 'the {{colour}} group',
    letter: 'group {{group}}',
    pressure: 'Imperialist pressure: {{group}} now arrives at Notoriety {{at}}.',
    entersBag_one: '{{count}} ship of {{group}} joins the Ship bag.',
    entersBag_other: '{{count}} ships of {{group}} join the Ship bag.',
  },
  flip: {
    corner: '{{reward}}, from the corner of {{squares}}',
    passesBonus: ' — ⚠ passes over the {{suit}} bonus: lost at sea unless your course ends there',
    course: {
      heading_one: 'Where this move of {{count}} can end (best course to each):',
      heading_other: 'Where this move of {{count}} can end (best course to each):',
      option: '{{end}} — {{gains}}',
      stars_one: '+{{count}}★',
      stars_other: '+{{count}}★',
      bonus: '{{suit}} bonus',
      borders_one: '{{count}} border (exploration reward)',
      borders_other: '{{count}} borders (exploration rewards)',
      damage_one: '{{count}} damage',
      damage_other: '{{count}} damage',
      lost_one: '{{count}} bonus lost at sea',
      lost_other: '{{count}} bonuses lost at sea',
      nothing: 'nothing on the way',
      orStep: 'Or chart it step by step:',
    },
    squares: '{{list}} and {{last}}',
  },
  show: {
    curated: 'Curated show',
    curatedTitle: 'The hand-picked voyage: an Explore voyage that reaches the Finale',
  },
};
