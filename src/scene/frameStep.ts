/** The longest step a frame that follows a moving frame takes: a slow renderer keeps real time. */
export const MAX_RUNNING_STEP = 0.25;
/** The longest step the first frame of a motion takes: its delta also counts the idle time before it. */
export const MAX_FIRST_STEP = 0.05;

/**
 * The seconds a glide advances on this frame. The canvas draws on demand, so the first frame of a
 * motion reports the whole idle gap and is held to a 20th of a second; later frames of the same
 * motion advance by the real time between them (up to a quarter second), so that a renderer drawing
 * a frame a second still ends a glide in about its length, not twenty times later.
 */
export function frameStep(dt: number, running: boolean): number {
  return Math.min(dt, running ? MAX_RUNNING_STEP : MAX_FIRST_STEP);
}
