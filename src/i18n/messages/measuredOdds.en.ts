/** The solo setup's line on how the chosen voyage plays for the strong bot (measured, not guessed). */
export const measuredOddsEn = {
  line: 'Measured: our strong bot reached the Finale in {{finaleRate}} and won (Success or better) {{winRate}} of {{games}} voyages with this Motive at this difficulty ({{date}}).',
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
