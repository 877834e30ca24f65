import { treasureById, upgradeById } from '../../core/content/lookup';
import { entry, type EntriesFor } from './eventEntry';

type TreasureEvent =
  'TreasureDrawn' | 'TreasureSpent' | 'UpgradeGained' | 'UpgradeDiscarded' | 'UpgradeDisplayed';

/** Treasures drawn and spent; Nautilus Upgrades gained, lost and put on display. */
export const TREASURE_EVENTS: EntriesFor<TreasureEvent> = {
  TreasureDrawn: entry({
    holdMs: 300,
    showcaseHoldMs: 1300,
    reveals: true,
    log: (e) =>
      `Treasure drawn: ${treasureById(e.treasure).name}${e.kept ? '' : ' (resolved at once)'}.`,
    kicker: 'Treasure',
    shot: null,
  }),
  TreasureSpent: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) => `Spent ${treasureById(e.treasure).name} (${e.why}).`,
    kicker: 'Treasure',
    shot: null,
  }),
  UpgradeGained: entry({
    holdMs: 300,
    showcaseHoldMs: 1300,
    reveals: false,
    log: (e) => `Nautilus upgrade: ${upgradeById(e.upgrade).name} (${e.how}).`,
    kicker: 'Upgrade',
    shot: null,
  }),
  UpgradeDiscarded: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) => `${upgradeById(e.upgrade).name} is discarded (${e.why}).`,
    kicker: 'Upgrade',
    shot: null,
  }),
  UpgradeDisplayed: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) => `${upgradeById(e.upgrade).name} is now available.`,
    kicker: 'Upgrade',
    shot: null,
  }),
};
