/** The solo setup's line on how the chosen voyage plays for the strong bot (measured, not guessed). */
export const measuredOddsEn = {
  line: 'A hard game, as its players say. Measured ({{date}}): our strong bot reaches the Finale (the voyage’s end, where it is scored) in {{finaleRate}} of {{games}} voyages with this Motive at this difficulty, and wins (Success or better) {{winRate}}.',
  lineNoWins:
    'A hard game, as its players say. Measured ({{date}}): our strong bot reaches the Finale (the voyage’s end, where it is scored) in {{finaleRate}} of {{games}} voyages with this Motive at this difficulty, and has not yet won one (Success or better).',
  levels:
    'Sailor (easy) forgives more, Captain (hard) less; reaching the Finale is already a good voyage.',
  mixed:
    'Bot odds are measured for whole difficulty levels only (all Sailor, all Officer or all Captain).',
  unmeasured: 'Bot odds have not been measured at this difficulty yet.',
  versusStrong:
    'Measured with strong bots on both seats, {{games}} games at these settings ({{date}}): the Nautilus won {{nautilus}}, the Imperialist {{imperialist}}, {{draws}} drawn.',
  versusQuick:
    'Measured with quick bots on both seats, {{games}} games at these settings ({{date}}): the Nautilus won {{nautilus}}, the Imperialist {{imperialist}}, {{draws}} drawn.',
  versusHandicap_one: 'These figures are with our own handicap of {{count}} level.',
  versusHandicap_other: 'These figures are with our own handicap of {{count}} levels.',
  versusHandicapQuickOnly:
    'Our handicap is measured with quick bots only: choose Quick to see its win rates.',
  versusMixed:
    'Win rates are measured for whole difficulty levels only (all Sailor, all Officer or all Captain).',
  versusUnmeasured:
    'Win rates have not been measured at these settings yet (measured: whole difficulty levels without the variant cards).',
};
