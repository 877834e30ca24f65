import { renderEnglish } from '../core';
import { isCoreText, type CoreText } from '../core/data';
import {
  fillTemplate,
  templateIn,
  type MessageKey,
  type ParamArgs,
  type TextOf,
  textWith,
} from '../kernel/messageText';

/**
 * Why the server refused something (a room's `rejected` message, a refused join, a board route's
 * 4xx answer), by message id (`group.name`), in English (a board's refusals in the lower case its
 * `reason` field has always had). The page renders the same ids from
 * `src/i18n/messages/refusals.<lang>.ts` (ARCHITECTURE.md §3). Parameters named `rule`, `prompt`
 * and `reason` are the core's own messages, `seat` a seat id; the rest are figures, dates or a
 * record's own identifiers.
 */
export const REFUSAL_EN = {
  room: {
    unknownMessage: "Unknown message type '{{type}}'.",
    malformed: 'Malformed {{what}} message at {{issue}}',
    spectatorAct: 'Spectators watch only; they cannot act.',
    spectatorUndo: 'Spectators watch only; they cannot undo.',
    staleAction: 'Stale action: it was chosen at version {{chosen}}, the game is at {{version}}.',
    staleUndo: 'Stale undo: the game is at {{version}}.',
    nothingToUndo:
      'Nothing to undo: only your own actions since the last roll, reveal or hand-over can be taken back.',
    gameOver: 'The game has ended; no further actions.',
    notYourTurn: 'Not your turn: the {{seat}} decides now ({{prompt}}).',
    illegal: '{{rule}}: {{reason}}',
    store:
      'The game server cannot save right now; your action was not taken. Try again in a moment.',
    rateLimit: 'Too many messages: slow down.',
  },
  versus: {
    spectatorStart: 'Spectators cannot start the game.',
    spectatorBot: 'Spectators cannot seat a bot.',
    seatNotOpen: 'The {{seat}} seat is not open.',
    seatTaken: 'The {{seat}} seat is taken; join as a spectator or with its seat token.',
    malformedJoin: 'Malformed join options at {{issue}}',
  },
  daily: {
    closed: 'The voyage of {{date}} closed before it ended.',
    malformedJoin: 'Malformed daily join at {{issue}}',
    name: "The name must be 1–24 letters, digits, spaces or - _ . '",
    challenge: 'The challenge is unknown, used or expired: ask for a new one.',
    signature: 'The signature does not match the device key.',
    played: "You have played today's official voyage.",
    tooManyStarts: 'Too many voyages started from this address: wait a while and try again.',
    signedOnly: 'The daily room opens only through a signed join.',
    cannotResume: 'That voyage of the day cannot be resumed.',
    otherWindow: 'Your voyage of the day is opening in another window: join again.',
    otherDevice: 'This voyage of the day belongs to another device.',
  },
  crew: {
    hostOnly: 'A crew vote is opened by its show (role host).',
    otherShow: 'Only the show that opened this crew vote can host it.',
    malformedJoin: 'Malformed join options at {{issue}}',
  },
  board: {
    packHash: 'the pack must be 16 hex digits',
    tooLarge: 'the voyage is too large (over {{bytes}} bytes)',
    notJson: 'the body is not JSON',
    badAddress: 'the address is malformed',
    dayFormat: 'the day must be written YYYY-MM-DD',
    notDealt: 'the voyage of {{date}} has not been dealt yet',
    tooManyChallenges: 'too many challenges asked: wait a minute and try again',
    tooManyVoyages: 'too many voyages sent: wait a minute and try again',
    tooManyRequests: 'too many requests: slow down',
    duplicateOfficial: 'an official voyage of {{date}} is already on the board',
    getOnly: 'this address only answers GET',
    noVoyage: 'no voyage with that id',
    todayClosed: "replays of today's voyage open when the day closes",
    noAddress: 'no such address in the voyage API',
    failed: 'the server failed to handle this voyage',
    notVoyage: 'the request is not a voyage',
    nameRequired: 'a captain’s name is required',
    name: "the name must be 1–24 letters, digits, spaces or - _ . '",
    playerId: 'the player id is missing or malformed',
    dailyByServer:
      'the voyage of the day is played against the server: open it from the front door',
    practice: 'practice must be true or false',
    record: '{{reason}}',
    unfinished: 'the voyage has not ended: only finished games go on a board',
    claim: 'the claim is malformed',
    claimedScore: 'the record scores {{score}}, not the claimed {{claimed}}',
    claimedLevel: 'the record reaches {{level}}, not the claimed {{claimed}}',
    pack: 'the content pack is refused: {{reason}}',
  },
} as const;

type Refusals = typeof REFUSAL_EN;

/** Every refusal id. */
export type RefusalKey = MessageKey<Refusals>;

/** A refusal's parameter: a figure, a seat or a date, or a message of the rules core. */
export type RefusalValue = string | number | CoreText;

/** A refusal on the wire: its id and exactly its template's parameters. */
export type RefusalText = TextOf<Refusals, RefusalValue>;

/** A refusal; an unknown id, a missing or an extra parameter does not compile. */
export function refusal<K extends RefusalKey>(
  key: K,
  ...params: ParamArgs<Refusals, K, RefusalValue>
): RefusalText {
  return textWith(key, params);
}

/** A refusal in English: the `message` beside it on the wire, for logs, scripts and curl. */
export function refusalEnglish(text: RefusalText): string {
  const params = text.params as Readonly<Record<string, RefusalValue>>;
  return fillTemplate(templateIn(REFUSAL_EN, text.key), (name) => {
    const v = params[name];
    if (v === undefined) return `{{${name}}}`;
    return isCoreText(v) ? renderEnglish(v) : String(v);
  });
}

/** True for a refusal as it came over the wire (an id of the catalogue and a params object). */
export function isRefusalText(v: unknown): v is RefusalText {
  if (typeof v !== 'object' || v === null) return false;
  const { key, params } = v as { key?: unknown; params?: unknown };
  return (
    typeof key === 'string' &&
    typeof params === 'object' &&
    params !== null &&
    templateIn(REFUSAL_EN, key) !== key
  );
}

/**
 * A refused join's error message: Colyseus carries only a thrown error's message, so it is JSON of
 * the refusal and its English (`{"refusal":{…},"message":"…"}`), read back by `refusalOfJoinError`.
 */
export function joinRefusalMessage(text: RefusalText): string {
  return JSON.stringify({ refusal: text, message: refusalEnglish(text) });
}

/** Thrown to refuse a join (`onAuth`, `onJoin`), carrying its refusal. */
export class JoinRefusal extends Error {
  readonly refusal: RefusalText;
  constructor(text: RefusalText) {
    super(joinRefusalMessage(text));
    this.name = 'JoinRefusal';
    this.refusal = text;
  }
}

/** The refusal a failed join carries in its message, or null when it carries none. */
export function refusalOfJoinError(message: string): RefusalText | null {
  if (!message.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(message) as { refusal?: unknown };
    return isRefusalText(parsed.refusal) ? parsed.refusal : null;
  } catch {
    return null;
  }
}
