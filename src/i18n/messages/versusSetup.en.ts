/** Versus: the front-door panel and the versus parts of the setup screen. */
export const versusSetupEn = {
  heading: 'Versus: Nemo against the Imperialist',
  intro:
    'The two-player variant from Journey’s End. One side sails the Nautilus with a Stern Motive (Piracy or World Order); the other commands the Great Powers’ Squadrons and hunts it.',
  hotseat: 'Hot-seat: two players, one screen',
  hotseatLine: 'Take turns at this computer; the screen hides each side’s choices at hand-over.',
  bot: 'You are Nemo, against the Imperialist bot',
  botLine: 'The bot moves the Squadrons and hunts you.',
  imperialist: 'You are the Imperialist, against a Nemo bot',
  imperialistLine: 'Hunt the Nautilus while the bot sails it.',
  online: 'Online: two browsers',
  onlineLine: 'Create a room and send its link to your opponent, or join one; others can watch.',
  setupLabel: 'New versus game',
  intro2:
    'Journey’s End’s two-player variant: hot-seat on one screen, or against a bot on either side. The Nautilus sails with a Stern Motive only — Piracy or World Order.',
  seatsLegend: 'Who plays which side',
  nautilusSeat: 'Nautilus (Captain Nemo)',
  imperialistSeat: 'Imperialist',
  nautilusPlayer: 'Nautilus player',
  imperialistPlayer: 'Imperialist player',
  human: 'Human',
  botOption: 'Bot',
  hotSeatLine:
    'Hot-seat: two players share this screen; a hand-over screen hides each side’s choices.',
  bothHuman: 'Set both sides to Human for hot-seat play on one screen.',
  variantLegend: 'Imperialist variant options',
  gemPenalty: 'VP per Imperialist gemstone',
  gemPenaltyLabel: 'Gemstone penalty',
  gem3: '−3 (mostly Sailor settings)',
  gem2: '−2 (Officer)',
  gem1: '−1 (mostly Captain settings)',
  gemLine: 'Balances the sides: match it to most of your difficulty.',
} as const;
