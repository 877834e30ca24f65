/**
 * The show's pace at 1× (issue 27: a whole voyage in 10–12 minutes). `npx tsx scripts/showPace.ts`
 * estimates a voyage's running time from these and the event catalogue's hold times.
 */

/** How long the bot "thinks" before each decision at 1×, so a viewer sees the choice coming. */
export const BOT_THINK_MS = 500;

/** The least time a camera shot is held at 1× before the director cuts to another. */
export const MIN_SHOT_MS = 1800;

/** After a dice roll comes to rest, the result stays in view this long at 1× (on schedule). */
export const DICE_REST_MS = 700;

/** …and this long when the show runs behind its schedule. */
export const DICE_REST_BEHIND_MS = 300;

/**
 * A landed roll stays in view until its caption has been up this long at 1× (on schedule), so
 * that the dice tray's shot shows its own words (issue 43 §3)…
 */
export const DICE_CAPTION_SEEN_MS = 1200;

/** …and this long when the show runs behind its schedule. */
export const DICE_CAPTION_SEEN_BEHIND_MS = 700;

/**
 * A show on schedule holds each event for this share of its catalogue time (never less than
 * its staging's own animation).
 */
export const SHOW_HOLD_SCALE = 0.9;

/** The share a show running behind its schedule holds each event for. */
export const SHOW_HOLD_BEHIND_SCALE = 0.5;

/**
 * The show's schedule: this much stage time (holds and rolls) a turn. Quiet turns bank time
 * that busy ones spend; a show further behind than SHOW_CATCH_UP_MS holds at the behind share.
 * A busy voyage (the curated Finale) ran 13.4 minutes at a fixed 0.8 share, a quiet one 10.1.
 */
export const SHOW_TURN_MS = 22_500;

/** How far behind its schedule a show holds events at the behind share (less: in between). */
export const SHOW_CATCH_UP_MS = 12_000;

/** What one tray roll costs the schedule: a usual throw and its rest. */
export const SHOW_ROLL_MS = 1800;
