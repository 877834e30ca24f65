import { rollArithmetic } from '../../core/rollModifiers';
import { bandMeaning } from '../game/rollStakes';
import { VIEWER_CAPTIONS } from './viewerCaptions';
import { entry, silent, type EntriesFor } from './eventEntry';

type DiceEvent = 'DiceRolled' | 'DiceChosen' | 'ActionPointsSet' | 'TestResolved';

/** The most dice the physics tray throws; a larger roll is shown in the log only. */
export const TRAY_DICE = 6;

/** Rolls, the Action Point dice and tests. */
export const DICE_EVENTS: EntriesFor<DiceEvent> = {
  DiceRolled: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    diceWait: true,
    reveals: true,
    log: (e) =>
      `${e.purpose}: rolled ${e.dice.map((d) => `${d.value}${d.color === 'black' ? '■' : ''}`).join(' ')}.`,
    kicker: 'Dice',
    shot: (e) => (e.dice.length <= TRAY_DICE ? { kind: 'dice' } : null),
  }),
  DiceChosen: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) => `Chose ${e.values[0]} and ${e.values[1]} for Action Points.`,
    kicker: 'Voyage',
    shot: null,
  }),
  ActionPointsSet: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: silent,
    kicker: null,
    shot: null,
  }),
  TestResolved: entry({
    holdMs: 450,
    showcaseHoldMs: 1300,
    reveals: false,
    log: (e) =>
      e.band
        ? `${e.what}: ${rollArithmetic(e.roll, e.modifiers, e.total)} — “${e.band}” (${bandMeaning(e.what, e.band) ?? (e.passed ? 'pass' : 'fail')}).`
        : `${e.what}: ${rollArithmetic(e.roll, e.modifiers, e.total)} vs ${e.target}: ${e.passed ? 'pass' : 'fail'}.`,
    kicker: 'Dice',
    caption: VIEWER_CAPTIONS.TestResolved,
    shot: null,
  }),
};
