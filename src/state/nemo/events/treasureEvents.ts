import { i18n } from '../../../i18n/i18n';
import { entry, type EntriesFor } from './eventEntry';
import { treasureName, upgradeName } from './eventNames';
import { coreValueText } from '../words/renderCore';

type TreasureEvent =
  'TreasureDrawn' | 'TreasureSpent' | 'UpgradeGained' | 'UpgradeDiscarded' | 'UpgradeDisplayed';

/** Treasures drawn and spent; Nautilus Upgrades gained, lost and put on display. */
export const TREASURE_EVENTS: EntriesFor<TreasureEvent> = {
  TreasureDrawn: entry({
    holdMs: 300,
    showcaseHoldMs: 1300,
    log: (e) =>
      i18n.t(e.kept ? 'events.log.treasureDrawn' : 'events.log.treasureDrawnAtOnce', {
        name: treasureName(e.treasure),
      }),
    kicker: 'treasure',
    shot: null,
  }),
  TreasureSpent: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    log: (e) =>
      i18n.t('events.log.treasureSpent', {
        name: treasureName(e.treasure),
        why: coreValueText(e.why),
      }),
    kicker: 'treasure',
    shot: null,
  }),
  UpgradeGained: entry({
    holdMs: 300,
    showcaseHoldMs: 1300,
    log: (e) =>
      i18n.t('events.log.upgradeGained', {
        name: upgradeName(e.upgrade),
        how: coreValueText(e.how),
      }),
    kicker: 'upgrade',
    shot: null,
  }),
  UpgradeDiscarded: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    log: (e) =>
      i18n.t('events.log.upgradeDiscarded', {
        name: upgradeName(e.upgrade),
        why: coreValueText(e.why),
      }),
    kicker: 'upgrade',
    shot: null,
  }),
  UpgradeDisplayed: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    log: (e) => i18n.t('events.log.upgradeDisplayed', { name: upgradeName(e.upgrade) }),
    kicker: 'upgrade',
    shot: null,
  }),
};
