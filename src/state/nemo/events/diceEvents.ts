import { bandMeaning } from '../rollStakes';
import { VIEWER_CAPTIONS } from './viewerCaptions';
import { i18n } from '../../../i18n/i18n';
import { rollText } from './rollText';
import { entry, silent, type EntriesFor } from './eventEntry';
import { coreValueText, renderCore } from '../words/renderCore';

type DiceEvent = 'DiceRolled' | 'DiceChosen' | 'ActionPointsSet' | 'TestResolved';

/** The most dice the physics tray throws; a larger roll is shown in the log only. */
export const TRAY_DICE = 6;

const passFail = (passed: boolean): string =>
  i18n.t(passed ? 'events.log.pass' : 'events.log.fail');

/** Rolls, the Action Point dice and tests. */
export const DICE_EVENTS: EntriesFor<DiceEvent> = {
  DiceRolled: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    diceWait: true,
    log: (e) =>
      i18n.t('events.log.rolled', {
        purpose: renderCore(e.purpose),
        dice: e.dice.map((d) => `${d.value}${d.color === 'black' ? '■' : ''}`).join(' '),
      }),
    kicker: 'dice',
    caption: VIEWER_CAPTIONS.DiceRolled,
    shot: (e) => (e.dice.length <= TRAY_DICE ? { kind: 'dice' } : null),
  }),
  DiceChosen: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    log: (e) => i18n.t('events.log.chose', { a: e.values[0], b: e.values[1] }),
    kicker: 'voyage',
    shot: null,
  }),
  ActionPointsSet: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: silent,
    kicker: null,
    shot: null,
  }),
  TestResolved: entry({
    holdMs: 450,
    showcaseHoldMs: 1300,
    log: (e) =>
      e.band
        ? i18n.t('events.log.testBand', {
            what: coreValueText(e.what),
            roll: rollText(e.roll, e.modifiers, e.total),
            band: coreValueText(e.band),
            meaning: (e.chart && bandMeaning(e.chart)) ?? passFail(e.passed),
          })
        : i18n.t('events.log.testTarget', {
            what: coreValueText(e.what),
            roll: rollText(e.roll, e.modifiers, e.total),
            target: e.target,
            result: passFail(e.passed),
          }),
    kicker: 'dice',
    caption: VIEWER_CAPTIONS.TestResolved,
    shot: null,
  }),
};
