import { atom } from 'jotai';
import type { Action } from '../../core/types';
import type { CrewChooser, CrewTally, CrewText } from '../../protocol/crewProtocol';
import { nemoSession } from '../nemo/gameAtoms';
import type { CrewBallotOption } from './crewBallot';
import type { CrewShowSettings } from './crewUrl';

/** The show's crew vote settings; null when the audience does not decide. */
export const crewSettingsAtom = atom<CrewShowSettings | null>(null);

/** The crew room on the game server, as the stream shows it. */
export interface CrewRoomStatus {
  state: 'connecting' | 'open' | 'offline';
  code: string | null;
  /** The phone page's address for this room. */
  link: string | null;
}
export const crewRoomAtom = atom<CrewRoomStatus>({ state: 'connecting', code: null, link: null });

/** The "The audience decides" settings panel of the show is open. */
export const crewSetupOpenAtom = atom(false);

/** Streamer mode hides the room code (and its QR code) until the streamer shows it. */
export const crewCodeShownAtom = atom(false);

/** The Twitch chat link: off (no channel), joining, reading, or lost (the show goes on). */
export const crewChatAtom = atom<'off' | 'joining' | 'reading' | 'lost'>('off');

/** The vote open now. */
export interface CrewOpenVote {
  decisionId: string;
  /** The game's action count when it opened: it belongs to this decision only. */
  version: number;
  prompt: CrewText;
  options: CrewBallotOption[];
  /** When the count closes on the page's clock (null while paused). */
  endsAt: number | null;
  /** What was left when the streamer paused it. */
  leftMs: number;
  phoneTally: CrewTally;
  /** chatter → option: one vote each, changeable until the count closes (kept only meanwhile). */
  chatVotes: ReadonlyMap<string, number>;
  /** The strong bot's pick (the coach's), once it has answered. */
  botPick: number | null;
  /** The count has closed; the winner is being played. */
  closing: boolean;
}
export const crewVoteAtom = atom<CrewOpenVote | null>(null);

/** The option last played at a crew decision, and who chose it. */
export interface CrewLast {
  decisionId: string;
  n: number;
  by: CrewChooser;
  label: CrewText;
  /** Votes for the winner and in all (phones and chat together). */
  votes: number;
  total: number;
}
export const crewLastAtom = atom<CrewLast | null>(null);

/** The crew's voyage, for the end card. */
export interface CrewVoyage {
  /** Decisions put to the vote. */
  voted: number;
  /** Decisions the crew's vote settled (not a tie or silence, not the captain) that the coach had a pick for. */
  compared: number;
  /** …of which the crew chose what the coach (the strong bot) would have. */
  agreed: number;
  /** The vote with the smallest lead of the winner over the runner-up. */
  closest: { label: CrewText; top: number; second: number; total: number } | null;
}
export const crewVoyageAtom = atom<CrewVoyage>({
  voted: 0,
  compared: 0,
  agreed: 0,
  closest: null,
});

/** Phones and chat together. */
export function combinedTally(vote: CrewOpenVote): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const o of vote.options) tally[o.n] = vote.phoneTally[String(o.n)] ?? 0;
  for (const n of vote.chatVotes.values()) tally[n] = (tally[n] ?? 0) + 1;
  return tally;
}

/** The option with the most votes; null on a tie at the top or with no votes. */
export function crewWinner(tally: Record<number, number>): number | null {
  const ranked = Object.entries(tally)
    .map(([n, v]) => [Number(n), v] as const)
    .sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] === 0) return null;
  if (second && second[1] === first[1]) return null;
  return first[0];
}

/** A chatter's `!n`: counted for the open vote when n is one of its options. */
export const chatVoteAtom = atom(null, (get, set, chatter: string, n: number) => {
  const vote = get(crewVoteAtom);
  if (!vote || vote.closing || !vote.options.some((o) => o.n === n)) return;
  if (vote.chatVotes.get(chatter) === n) return;
  const chatVotes = new Map(vote.chatVotes);
  chatVotes.set(chatter, n);
  set(crewVoteAtom, { ...vote, chatVotes });
});

/**
 * Plays option `n` of the open vote, chosen by `by`: the action goes to the session like any
 * bot's, and the crew's voyage notes the decision.
 */
export const playCrewChoiceAtom = atom(
  null,
  (get, set, n: number, by: CrewChooser, tally: Record<number, number>): CrewLast | null => {
    const vote = get(crewVoteAtom);
    const session = get(nemoSession.sessionReadAtom);
    const option = vote?.options.find((o) => o.n === n);
    if (!vote || !option || !session || session.actions.length !== vote.version) return null;
    const counts = Object.values(tally).sort((a, b) => b - a);
    const total = counts.reduce((s, c) => s + c, 0);
    const last: CrewLast = {
      decisionId: vote.decisionId,
      n,
      by,
      label: option.label,
      votes: tally[n] ?? 0,
      total,
    };
    const voyage = get(crewVoyageAtom);
    const top = counts[0] ?? 0;
    const second = counts[1] ?? 0;
    const closer =
      total >= 2 &&
      (!voyage.closest ||
        top - second < voyage.closest.top - voyage.closest.second ||
        (top - second === voyage.closest.top - voyage.closest.second &&
          total > voyage.closest.total));
    const settledByCrew = by === 'crew' && vote.botPick !== null;
    set(crewVoyageAtom, {
      voted: voyage.voted + 1,
      compared: voyage.compared + (settledByCrew ? 1 : 0),
      agreed: voyage.agreed + (settledByCrew && vote.botPick === n ? 1 : 0),
      closest: closer ? { label: option.label, top, second, total } : voyage.closest,
    });
    set(crewLastAtom, last);
    set(crewVoteAtom, null);
    set(nemoSession.dispatchAtom, option.action as Action);
    return last;
  },
);
