/** How long the bot "thinks" before each decision at 1×, so a viewer sees the choice coming. */
export const BOT_THINK_MS = 700;

/** The least time a camera shot is held at 1× before the director cuts to another. */
export const MIN_SHOT_MS = 1800;

/** After a dice roll comes to rest, the result stays in view this long at 1×. */
export const DICE_REST_MS = 900;
