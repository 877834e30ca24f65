import { COLORS } from '../play/theme';
import { headingStyle, sidePanelStyle } from './frontStyles';
import { modeHref } from './modeHref';

const item = { margin: '0 0 8px' } as const;
const link = { color: COLORS.brass } as const;

/** How to play in two minutes, in our own words, with the lessons for the details. */
export function RulesOverview() {
  return (
    <section aria-label="How to play" data-testid="rules-panel" style={sidePanelStyle}>
      <h2 style={headingStyle}>How to play</h2>
      <p style={item}>
        You are Captain Nemo. Sail the Nautilus through the twelve Oceans for one long voyage of
        three Acts, follow your <b>Motive</b> and end it with as many victory points as you can
        before the world&apos;s navies, your crew or your own fame finish you.
      </p>
      <p style={{ ...item, color: COLORS.brass }}>Each turn has three phases:</p>
      <ul style={{ margin: '0 0 8px', paddingLeft: 20 }}>
        <li style={item}>
          <b>Event</b> — turn up the next card of the Draw Pile and do what it says: some are played
          at once, some are tests to roll, some you keep for later.
        </li>
        <li style={item}>
          <b>Placement</b> — roll two dice: new ships appear in the Oceans they name, and the
          difference between the dice (plus any you saved) is your Action Points.
        </li>
        <li style={item}>
          <b>Action</b> — spend Action Points to Move, Attack ships, Search for treasure, Incite
          uprisings, go on an Adventure, or Rest, Repair and Refit.
        </li>
      </ul>
      <p style={item}>
        <b>Tests</b>: roll two dice, add your bonuses, and reach the number to pass. Before you roll
        you may strain Nemo, the Crew or the Hull for a bonus — it costs you if the roll fails. Two
        ones always fail.
      </p>
      <p style={item}>
        <b>Danger</b>: the voyage ends in defeat if Nemo, the Crew or the Hull runs out, or if your
        Notoriety reaches your Motive&apos;s Pariah space.
      </p>
      <p style={item}>
        <b>The end</b>: the Finale card closes the voyage. Sunk ships, treasure, wonders, science
        and freed peoples score, each weighted by your Motive.
      </p>
      <p style={{ margin: '12px 0 0' }}>
        Learn it on the table:{' '}
        <a style={link} href={modeHref({ mode: 'learn', lesson: 'turn-at-sea' })}>
          a turn at sea
        </a>{' '}
        ·{' '}
        <a style={link} href={modeHref({ mode: 'learn' })}>
          all lessons
        </a>
      </p>
    </section>
  );
}
