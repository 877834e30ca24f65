import { z } from 'zod';

/**
 * The crew vote's wire (issue 42): the show's page hosts a `crew` room and publishes each open
 * decision; phones join by the room's code with no seat and vote for one option of it. The room
 * holds no game: the show's page plays the winner.
 */

/** Name of the Colyseus room type of a crew vote. */
export const CREW_ROOM_NAME = 'crew';

/**
 * Words that cross the wire unrendered: an i18next key with its options (parameters are crew
 * texts too), an item's name or effect text looked up by id (`en` is the data's own English, the
 * fallback), a number, a proper name, or pieces to join. The phone renders it in its language.
 */
export type CrewText = string | number | CrewMessage | CrewItem | CrewText[];
export interface CrewMessage {
  /** i18next key (`decisions.moveTo`); `o` its options, `ns` among them where not the default. */
  t: string;
  o?: Record<string, CrewText | boolean>;
}
export interface CrewItem {
  /** `pass`/`fail`: the half of a card's text after its Pass or Fail marker (the phone splits it in its language). */
  item: 'card' | 'name' | 'text' | 'pass' | 'fail';
  id: string;
  en: string;
}

/** One option of a decision put to the vote, as the phone shows it. */
export interface CrewOption {
  /** The option's number on the stream (1, 2, …): what `!n` in chat and a phone's tap vote for. */
  n: number;
  label: CrewText;
  /** Chance to pass the roll this option leads to (0–1), when the game knows it now. */
  odds: number | null;
  /** What a pass and a failure of that roll do. */
  pass: CrewText | null;
  fail: CrewText | null;
}

/** What the host publishes: the decision, and how long the stream lags behind the page. */
export interface CrewPublish {
  decisionId: string;
  prompt: CrewText;
  options: CrewOption[];
  /** The stream's delay: the phones see the decision this long after the page (ms). */
  delayMs: number;
  /** How long the count stays open once the phones see it (ms). */
  openMs: number;
}

/** The decision as phones get it (from the moment the stream shows it). */
export interface CrewDecision {
  decisionId: string;
  prompt: CrewText;
  options: CrewOption[];
  /** Server clock (ms since epoch) when the count closes; null while the streamer pauses it. */
  closesAt: number | null;
  /** Milliseconds left when it was paused (null while it runs). */
  pausedLeftMs: number | null;
  /** The server's clock when this was sent, so a phone can correct its own. */
  now: number;
}

/** Votes per option number. */
export type CrewTally = Record<string, number>;

export interface CrewTallyMessage {
  decisionId: string;
  tally: CrewTally;
  voters: number;
}

/** The count has closed: the final tally (the host then says what was played in `result`). */
export interface CrewClosed extends CrewTallyMessage {
  closed: true;
}

/** What the show played, and who chose it. */
export interface CrewResult {
  decisionId: string;
  n: number;
  by: CrewChooser;
}
export type CrewChooser = 'crew' | 'bot' | 'captain';

/** Why a vote (or a message) changed nothing; the phone shows `crew.refused.<reason>`. */
export const CREW_REFUSALS = [
  'not-open',
  'stale',
  'illegal',
  'rate-limit',
  'protocol',
  'not-host',
] as const;
export type CrewRefusalReason = (typeof CREW_REFUSALS)[number];
export interface CrewRefusal {
  reason: CrewRefusalReason;
  decisionId: string | null;
}

/** Sent to the host when it joins: the code to show and the token to come back with. */
export interface CrewHosted {
  code: string;
  token: string;
}

/** A phone's vote was counted (it may change it until the count closes). */
export interface CrewVoted {
  decisionId: string;
  n: number;
}

const deviceId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** Join options: the show's page (`host`, with its token to come back) or a phone (its device id). */
export const crewJoinSchema = z.discriminatedUnion('role', [
  z.strictObject({ role: z.literal('host'), token: z.string().max(80).optional() }),
  z.strictObject({ role: z.literal('phone'), device: deviceId }),
]);
export type CrewJoinOptions = z.infer<typeof crewJoinSchema>;

const decisionIdSchema = z.string().min(1).max(80);

export const crewVoteSchema = z.strictObject({
  decisionId: decisionIdSchema,
  n: z.number().int().min(1).max(99),
});
export type CrewVote = z.infer<typeof crewVoteSchema>;

const MAX_TEXT_DEPTH = 8;
const crewTextSchema: z.ZodType<CrewText> = z.lazy(() =>
  z.union([
    z.string().max(2000),
    z.number(),
    z.strictObject({
      t: z.string().min(1).max(120),
      o: z.record(z.string().max(60), z.union([crewTextSchema, z.boolean()])).optional(),
    }),
    z.strictObject({
      item: z.enum(['card', 'name', 'text', 'pass', 'fail']),
      id: z.string().max(120),
      en: z.string().max(2000),
    }),
    z.array(crewTextSchema).max(40),
  ]),
);

/** How deep a crew text nests (the host's texts are a few levels; a hostile one is refused). */
export function crewTextDepth(text: CrewText): number {
  if (typeof text === 'string' || typeof text === 'number') return 0;
  if (Array.isArray(text)) return 1 + Math.max(0, ...text.map(crewTextDepth));
  if ('item' in text) return 1;
  const inner = Object.values(text.o ?? {}).map((v) =>
    typeof v === 'boolean' ? 0 : crewTextDepth(v),
  );
  return 1 + Math.max(0, ...inner);
}

const crewOptionSchema = z.strictObject({
  n: z.number().int().min(1).max(99),
  label: crewTextSchema,
  odds: z.number().min(0).max(1).nullable(),
  pass: crewTextSchema.nullable(),
  fail: crewTextSchema.nullable(),
});

export const crewPublishSchema = z
  .strictObject({
    decisionId: decisionIdSchema,
    prompt: crewTextSchema,
    options: z.array(crewOptionSchema).min(2).max(60),
    delayMs: z.number().int().min(0).max(60_000),
    openMs: z.number().int().min(1000).max(600_000),
  })
  .refine(
    (p) =>
      new Set(p.options.map((o) => o.n)).size === p.options.length &&
      [p.prompt, ...p.options.flatMap((o) => [o.label, o.pass, o.fail])].every(
        (t) => t === null || crewTextDepth(t) <= MAX_TEXT_DEPTH,
      ),
    { message: 'option numbers must differ and texts nest at most 8 deep' },
  );

/** The host pauses the count (`leftMs` is kept) or runs it again for `leftMs` more. */
export const crewTimerSchema = z.strictObject({
  decisionId: decisionIdSchema,
  paused: z.boolean(),
  leftMs: z.number().int().min(0).max(600_000),
});
export type CrewTimer = z.infer<typeof crewTimerSchema>;

export const crewCloseSchema = z.strictObject({ decisionId: decisionIdSchema });

export const crewResultSchema = z.strictObject({
  decisionId: decisionIdSchema,
  n: z.number().int().min(1).max(99),
  by: z.enum(['crew', 'bot', 'captain']),
});
