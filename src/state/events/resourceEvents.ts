import { characterById } from '../../core/content/lookup';
import { VIEWER_CAPTIONS } from './viewerCaptions';
import { entry, type EntriesFor } from './eventEntry';
import { placeName, resourceName } from './eventNames';

type ResourceEvent =
  | 'ResourceChanged'
  | 'ResourceExerted'
  | 'NotorietyChanged'
  | 'NotorietyThreshold'
  | 'GemstoneMoved'
  | 'CubeMoved'
  | 'CharacterSacrificed';

const rises = (e: { from: number; to: number }) => (e.to > e.from ? 'rises' : 'falls');

/** The resource and Notoriety tracks, gemstones, Uprising cubes and the Characters. */
export const RESOURCE_EVENTS: EntriesFor<ResourceEvent> = {
  ResourceChanged: entry({
    holdMs: 300,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) => `${resourceName(e.resource)} ${rises(e)} to ${e.to} (${e.why}).`,
    kicker: 'Resources',
    shot: () => ({ kind: 'tracks', track: 'resources' }),
  }),
  ResourceExerted: entry({
    holdMs: 0,
    showcaseHoldMs: 0,
    reveals: false,
    log: (e) => `Exerted ${resourceName(e.resource)} for +${e.drm}.`,
    kicker: 'Resources',
    caption: VIEWER_CAPTIONS.ResourceExerted,
    shot: null,
  }),
  NotorietyChanged: entry({
    holdMs: 300,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) => `Notoriety ${rises(e)} to ${e.to} (${e.why}).`,
    kicker: 'Notoriety',
    caption: VIEWER_CAPTIONS.NotorietyChanged,
    shot: () => ({ kind: 'tracks', track: 'notoriety' }),
  }),
  NotorietyThreshold: entry({
    holdMs: 0,
    showcaseHoldMs: 1300,
    reveals: false,
    log: (e) => `Notoriety ${e.at}: ${e.what}.`,
    kicker: 'Notoriety',
    shot: () => ({ kind: 'tracks', track: 'notoriety' }),
  }),
  GemstoneMoved: entry({
    holdMs: 300,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) => `A gemstone moves from ${placeName(e.from)} to ${placeName(e.to)}.`,
    kicker: 'Voyage',
    shot: null,
  }),
  CubeMoved: entry({
    holdMs: 300,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) => `An Uprising cube moves from ${placeName(e.from)} to ${placeName(e.to)}.`,
    kicker: 'Voyage',
    shot: null,
  }),
  CharacterSacrificed: entry({
    holdMs: 0,
    showcaseHoldMs: 900,
    reveals: false,
    log: (e) => `${characterById(e.character).name} is sacrificed.`,
    kicker: 'Voyage',
    shot: null,
  }),
};
