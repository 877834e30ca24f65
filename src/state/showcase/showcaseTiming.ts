/**
 * The show's pace at 1× (issue 27: a whole voyage in 10–12 minutes). `npx tsx scripts/showPace.ts`
 * estimates a voyage's running time from these and the event catalogue's hold times.
 */

/** How long the bot "thinks" before each decision at 1×, so a viewer sees the choice coming. */
export const BOT_THINK_MS = 500;

/** The least time a camera shot is held at 1× before the director cuts to another. */
export const MIN_SHOT_MS = 1800;

/** After a dice roll comes to rest, the result stays in view this long at 1×. */
export const DICE_REST_MS = 700;

/**
 * A show holds each event for this share of its catalogue time (never less than its staging's
 * own animation): at the full times a whole voyage ran 13–16 minutes; at 0.8 it runs 10–13.
 */
export const SHOW_HOLD_SCALE = 0.8;
