import { cardById } from '../../../core/content';
import { i18n } from '../../../i18n/i18n';
import { kickerText, type Caption, type EventContext, type EventOf } from './eventEntry';
import { oceanName, quotedCardName, resourceName, shipName } from './eventNames';
import { coreValueText, renderCore } from '../words/renderCore';

/**
 * Showcase captions written for viewers: what happened and why it matters, in one line. The
 * entries of the event catalogue use them in place of their log lines.
 */
export const VIEWER_CAPTIONS = {
  CardRevealed: (e: EventOf<'CardRevealed'>): Caption => {
    const card = cardById(e.card);
    const what =
      card.type === 'test' && card.test !== null
        ? i18n.t('captions.card.test', { test: card.test })
        : card.type === 'keep'
          ? i18n.t('captions.card.keep')
          : i18n.t('captions.card.play');
    return {
      kicker: kickerText('event'),
      text: i18n.t('captions.card.turnsUp', { title: quotedCardName(e.card), what }),
    };
  },
  TestResolved: (e: EventOf<'TestResolved'>): Caption => ({
    kicker: kickerText('dice'),
    text: e.band
      ? i18n.t(e.passed ? 'captions.test.bandPaid' : 'captions.test.bandWrong', {
          what: coreValueText(e.what),
          total: e.total,
          band: coreValueText(e.band),
        })
      : i18n.t(e.passed ? 'captions.test.passed' : 'captions.test.failed', {
          what: coreValueText(e.what),
          total: e.total,
          target: e.target,
        }),
  }),
  CombatRound: (e: EventOf<'CombatRound'>, { state }: EventContext): Caption => {
    const ship = shipName(state, e.ship);
    const values = { ship, total: e.total, target: e.target };
    if (e.attacker === 'warship')
      return {
        kicker: kickerText('combat'),
        text: i18n.t(e.hit ? 'captions.combat.firesHit' : 'captions.combat.firesMiss', values),
      };
    return {
      kicker: kickerText('combat'),
      text: i18n.t(e.hit ? 'captions.combat.strikesHit' : 'captions.combat.strikesMiss', values),
    };
  },
  ShipSunk: (e: EventOf<'ShipSunk'>, { state }: EventContext): Caption => ({
    kicker: kickerText('combat'),
    text: i18n.t(
      e.as === 'tonnage'
        ? 'captions.sunk.tonnage'
        : e.as === 'salvage'
          ? 'captions.sunk.salvage'
          : 'captions.sunk.letGo',
      { ship: shipName(state, e.ship) },
    ),
  }),
  HitTaken: (e: EventOf<'HitTaken'>): Caption => ({
    kicker: kickerText('combat'),
    text:
      e.resource === 'cancelled'
        ? i18n.t('captions.hit.cancelled')
        : i18n.t('captions.hit.lands', { resource: resourceName(e.resource) }),
  }),
  ResourceExerted: (e: EventOf<'ResourceExerted'>): Caption => ({
    kicker: kickerText('resources'),
    text: i18n.t('captions.exerted', { resource: resourceName(e.resource), drm: e.drm }),
  }),
  NotorietyChanged: (e: EventOf<'NotorietyChanged'>): Caption => ({
    kicker: kickerText('notoriety'),
    text: i18n.t(e.to > e.from ? 'captions.notoriety.climbs' : 'captions.notoriety.falls', {
      to: e.to,
      why: coreValueText(e.why),
    }),
  }),
  ShipPlaced: (e: EventOf<'ShipPlaced'>, { state }: EventContext): Caption => ({
    kicker: kickerText('placement'),
    text:
      e.ship === null
        ? i18n.t('captions.placed.hidden', { ocean: oceanName(e.ocean) })
        : i18n.t('captions.placed.ship', {
            ship: shipName(state, e.ship),
            ocean: oceanName(e.ocean),
          }),
  }),
  /**
   * The Prologue's die names the Ocean the Nautilus will sail from; the caption says only that,
   * since the miniature is not on the table yet (its own caption follows when it is). Other
   * rolls read as their log line.
   */
  DiceRolled: (e: EventOf<'DiceRolled'>): Caption => ({
    kicker: kickerText('dice'),
    text:
      e.purpose.key === 'roll.prologue'
        ? i18n.t('captions.nautilus.berthDie', { die: e.dice.map((d) => d.value).join(' ') })
        : diceCaption(renderCore(e.purpose), e.dice),
  }),
  NautilusMoved: (e: EventOf<'NautilusMoved'>): Caption => ({
    kicker: kickerText('nautilus'),
    text: e.from
      ? i18n.t('captions.nautilus.slips', { from: oceanName(e.from), to: oceanName(e.to) })
      : i18n.t('captions.nautilus.setsOut', { to: oceanName(e.to) }),
  }),
};

/** A roll for viewers in words: "the white dice show 2 and 1, the black 3" (no colour marks). */
function diceCaption(purpose: string, dice: readonly { color: string; value: number }[]): string {
  const and = i18n.t('captions.dice.and');
  const values = (color: string) =>
    dice
      .filter((d) => (color === 'black') === (d.color === 'black'))
      .map((d) => d.value)
      .join(and);
  const black = values('black');
  return black
    ? i18n.t('captions.dice.whiteBlack', { purpose, white: values('white'), black })
    : i18n.t('captions.dice.white', { purpose, dice: values('white') });
}

/** A roll's caption while its dice tumble in the tray: what it is for, not yet what it shows. */
export function rollThrownCaption(e: EventOf<'DiceRolled'>): Caption {
  return {
    kicker: kickerText('dice'),
    text: i18n.t('captions.dice.thrown', { purpose: renderCore(e.purpose) }),
  };
}
