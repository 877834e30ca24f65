import { atom } from 'jotai';
import type {
  CrewDecision,
  CrewRefusalReason,
  CrewResult,
  CrewTallyMessage,
} from '../../protocol/crewProtocol';

/** The phone page's link to its crew room. */
export type PhoneLink = 'joining' | 'open' | 'no-room' | 'no-code' | 'lost';
export const phoneLinkAtom = atom<PhoneLink>('joining');

/** The decision the stream shows now (null between votes), with the phone's clock offset. */
export const phoneDecisionAtom = atom<{ decision: CrewDecision; skewMs: number } | null>(null);
export const phoneTallyAtom = atom<CrewTallyMessage | null>(null);
/** This device's counted vote, by decision. */
export const phoneVoteAtom = atom<{ decisionId: string; n: number } | null>(null);
export const phoneClosedAtom = atom<string | null>(null);
export const phoneResultAtom = atom<CrewResult | null>(null);
/** The last refusal, with an id so the same reason twice shows again. */
export const phoneRefusalAtom = atom<{ reason: CrewRefusalReason; id: number } | null>(null);
/** Sends a vote (set once joined). */
export const phoneSendAtom = atom<{ vote: (decisionId: string, n: number) => void } | null>(null);
