import { atom } from 'jotai';
import { initialLanguage, type Language } from '../../i18n/language';

/** Presentation speed: applies to animation queues, never to the rules. */
export type AnimationSpeed = '1' | '2' | '4' | 'instant';

export const ANIMATION_SPEEDS: readonly AnimationSpeed[] = ['1', '2', '4', 'instant'];

export function parseAnimationSpeed(value: string | null | undefined): AnimationSpeed | undefined {
  return ANIMATION_SPEEDS.find((speed) => speed === value);
}

/** Playback rate of a speed setting; Infinity for 'instant'. */
export function speedFactor(speed: AnimationSpeed): number {
  return speed === 'instant' ? Infinity : Number(speed);
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export const speedAtom = atom<AnimationSpeed>('1');
/** Sound is off until the player turns it on. */
export const mutedAtom = atom(true);
/** Loudness of every sound (dice, sea, battle), 0–1. */
export const volumeAtom = atom(0.7);
/** Reduced motion shows final poses only; defaults to the OS preference. */
export const reducedMotionAtom = atom(prefersReducedMotion());
/** Colour-blind aids: patterned/labelled colours in addition to hue. */
export const colourBlindAtom = atom(false);
/** The language of every translated text: `?lang=`, else the saved setting, else the browser's (start-up sets the first two). */
export const langAtom = atom<Language>(initialLanguage());
