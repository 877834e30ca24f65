/** Finding one's way: lessons, menus, online joining, versus traces, Flip moves, stream controls. */
export const wayfindingEn = {
  or: ' or ',
  lesson: {
    answered: '{{step}}: ',
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
};
