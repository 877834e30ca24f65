import { cardById } from '../../core/content/lookup';
import type { Caption, EventContext, EventOf } from './eventEntry';
import { oceanName, resourceName, shipName } from './eventNames';

/**
 * Showcase captions written for viewers: what happened and why it matters, in one line. The
 * entries of the event catalogue use them in place of their log lines.
 */
export const VIEWER_CAPTIONS = {
  CardRevealed: (e: EventOf<'CardRevealed'>): Caption => {
    const card = cardById(e.card);
    const what =
      card.type === 'test' && card.test !== null
        ? `a test: Nemo needs ${card.test} or more on two dice`
        : card.type === 'keep'
          ? 'Nemo keeps it to use later'
          : 'it takes effect at once';
    return { kicker: 'Event', text: `“${card.title}” turns up — ${what}.` };
  },
  TestResolved: (e: EventOf<'TestResolved'>): Caption => ({
    kicker: 'Dice',
    text: e.band
      ? `${e.what}: a ${e.total} on the table reads “${e.band}” — ${e.passed ? 'it pays off' : 'it goes wrong'}.`
      : `${e.what}: ${e.total} against ${e.target} needed — ${e.passed ? 'passed' : 'failed, and the crew pays for it'}.`,
  }),
  CombatRound: (e: EventOf<'CombatRound'>, { state }: EventContext): Caption => {
    const ship = shipName(state, e.ship);
    if (e.attacker === 'warship')
      return {
        kicker: 'Combat',
        text: e.hit
          ? `${ship} fires first and hits (${e.total} against ${e.target}): the Nautilus takes damage.`
          : `${ship} fires first and misses (${e.total} against ${e.target}): the Nautilus strikes back unharmed.`,
      };
    return {
      kicker: 'Combat',
      text: e.hit
        ? `The Nautilus strikes ${ship}: ${e.total} beats Defense ${e.target} — she is going down.`
        : `The Nautilus strikes ${ship} but ${e.total} falls short of Defense ${e.target} — a miss, and the world takes notice.`,
    };
  },
  ShipSunk: (e: EventOf<'ShipSunk'>, { state }: EventContext): Caption => ({
    kicker: 'Combat',
    text:
      e.as === 'tonnage'
        ? `${shipName(state, e.ship)} sinks: her tonnage counts toward Nemo's victory.`
        : e.as === 'salvage'
          ? `${shipName(state, e.ship)} sinks: her wreck becomes Salvage to pay for Upgrades.`
          : `${shipName(state, e.ship)} is let go: no score, but the oppressed take heart.`,
  }),
  HitTaken: (e: EventOf<'HitTaken'>): Caption => ({
    kicker: 'Combat',
    text:
      e.resource === 'cancelled'
        ? 'The Hit is cancelled: the Nautilus shrugs it off.'
        : `A Hit lands on ${resourceName(e.resource)}: the Nautilus is weaker for the rest of the voyage.`,
  }),
  ResourceExerted: (e: EventOf<'ResourceExerted'>): Caption => ({
    kicker: 'Resources',
    text: `Nemo pushes ${resourceName(e.resource)} for +${e.drm} on this roll — it costs dear if the roll fails.`,
  }),
  NotorietyChanged: (e: EventOf<'NotorietyChanged'>): Caption => ({
    kicker: 'Notoriety',
    text:
      e.to > e.from
        ? `Notoriety climbs to ${e.to} (${e.why}): the nations hunt the Nautilus harder.`
        : `Notoriety falls to ${e.to} (${e.why}): the hunt eases.`,
  }),
  ShipPlaced: (e: EventOf<'ShipPlaced'>, { state }: EventContext): Caption => ({
    kicker: 'Placement',
    text:
      e.ship === null
        ? `An unknown ship slips into ${oceanName(e.ocean)} — it may be prey or a warship.`
        : `${shipName(state, e.ship)} enters ${oceanName(e.ocean)}.`,
  }),
  NautilusMoved: (e: EventOf<'NautilusMoved'>): Caption => ({
    kicker: 'The Nautilus',
    text: e.from
      ? `The Nautilus slips from ${oceanName(e.from)} into ${oceanName(e.to)}.`
      : `The Nautilus sets out from ${oceanName(e.to)}.`,
  }),
};
