import { i18n } from '../../../i18n/i18n';
import { VIEWER_CAPTIONS } from './viewerCaptions';
import { entry, type EntriesFor } from './eventEntry';
import { characterName, placeName, resourceName } from './eventNames';
import { coreValueText } from '../words/renderCore';
import type { CoreValue } from '../../../core/data';

type ResourceEvent =
  | 'ResourceChanged'
  | 'ResourceExerted'
  | 'NotorietyChanged'
  | 'NotorietyThreshold'
  | 'GemstoneMoved'
  | 'CubeMoved'
  | 'CharacterSacrificed';

/** "Crew rises to 5 (Rest: Recreation)." in the current language. */
const moves = (name: string, e: { from: number; to: number; why: CoreValue }): string =>
  i18n.t(e.to > e.from ? 'events.log.rises' : 'events.log.falls', {
    name,
    to: e.to,
    why: coreValueText(e.why),
  });

/** The resource and Notoriety tracks, gemstones, Uprising cubes and the Characters. */
export const RESOURCE_EVENTS: EntriesFor<ResourceEvent> = {
  ResourceChanged: entry({
    holdMs: 300,
    showcaseHoldMs: 900,
    log: (e) => moves(resourceName(e.resource), e),
    kicker: 'resources',
    shot: () => ({ kind: 'tracks', track: 'resources' }),
  }),
  ResourceExerted: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    log: (e) => i18n.t('events.log.exerted', { resource: resourceName(e.resource), drm: e.drm }),
    kicker: 'resources',
    caption: VIEWER_CAPTIONS.ResourceExerted,
    shot: null,
  }),
  NotorietyChanged: entry({
    holdMs: 300,
    showcaseHoldMs: 900,
    log: (e) => moves(i18n.t('events.log.notoriety'), e),
    kicker: 'notoriety',
    caption: VIEWER_CAPTIONS.NotorietyChanged,
    shot: () => ({ kind: 'tracks', track: 'notoriety' }),
  }),
  NotorietyThreshold: entry({
    holdMs: 0,
    showcaseHoldMs: 1300,
    log: (e) => i18n.t('events.log.threshold', { at: e.at, what: coreValueText(e.what) }),
    kicker: 'notoriety',
    shot: () => ({ kind: 'tracks', track: 'notoriety' }),
  }),
  GemstoneMoved: entry({
    holdMs: 300,
    showcaseHoldMs: 900,
    log: (e) => i18n.t('events.log.gemMoves', { from: placeName(e.from), to: placeName(e.to) }),
    kicker: 'voyage',
    shot: null,
  }),
  CubeMoved: entry({
    holdMs: 300,
    showcaseHoldMs: 900,
    log: (e) => i18n.t('events.log.cubeMoves', { from: placeName(e.from), to: placeName(e.to) }),
    kicker: 'voyage',
    shot: null,
  }),
  CharacterSacrificed: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    log: (e) => i18n.t('events.log.sacrificed', { name: characterName(e.character) }),
    kicker: 'voyage',
    shot: null,
  }),
};
