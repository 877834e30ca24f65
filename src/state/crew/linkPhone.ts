import type { createStore } from 'jotai';
import type { CrewPhone } from './crewClient';
import {
  phoneClosedAtom,
  phoneDecisionAtom,
  phoneLinkAtom,
  phoneRefusalAtom,
  phoneResultAtom,
  phoneSendAtom,
  phoneTallyAtom,
  phoneVoteAtom,
} from './phoneAtoms';

type Store = ReturnType<typeof createStore>;

/**
 * Carries a joined phone's messages into the phone atoms (a new decision clears the last one's
 * tally, close and result) and offers its vote; returns what unlinks it, without leaving.
 */
export function linkPhone(store: Store, phone: CrewPhone): () => void {
  let refusals = 0;
  store.set(phoneLinkAtom, 'open');
  const stops = [
    phone.onDecision((decision) => {
      const current = store.get(phoneDecisionAtom)?.decision.decisionId;
      store.set(
        phoneDecisionAtom,
        decision ? { decision, skewMs: Date.now() - decision.now } : null,
      );
      if (decision && decision.decisionId !== current) {
        store.set(phoneTallyAtom, null);
        store.set(phoneClosedAtom, null);
        store.set(phoneResultAtom, null);
      }
    }),
    phone.onTally((t) => store.set(phoneTallyAtom, t)),
    phone.onVoted((v) => {
      store.set(phoneVoteAtom, v);
      store.set(phoneRefusalAtom, null);
    }),
    phone.onClosed((c) => {
      store.set(phoneClosedAtom, c.decisionId);
      store.set(phoneTallyAtom, c);
    }),
    phone.onResult((r) => store.set(phoneResultAtom, r)),
    phone.onRefused((r) => store.set(phoneRefusalAtom, { reason: r.reason, id: ++refusals })),
    phone.onDropped((down) => store.set(phoneLinkAtom, down ? 'lost' : 'open')),
  ];
  store.set(phoneSendAtom, { vote: phone.vote });
  return () => stops.forEach((s) => s());
}

/** The phone page's debug probe (`debug=1`): what it shows, and a send of any vote. */
export const phoneDebugEntries = (store: Store) => ({
  crewPhone: () => ({
    link: store.get(phoneLinkAtom),
    decision: store.get(phoneDecisionAtom)?.decision ?? null,
    vote: store.get(phoneVoteAtom),
    refusal: store.get(phoneRefusalAtom)?.reason ?? null,
  }),
  /** Sends any vote, legal or not (tests of the server's refusals). */
  crewSend: (decisionId: string, n: number) => store.get(phoneSendAtom)?.vote(decisionId, n),
});
