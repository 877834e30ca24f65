import { useStore } from 'jotai';
import { useEffect } from 'react';
import { joinCrew } from '../../state/crew/crewClient';
import { crewDeviceId } from '../../state/crew/crewDevice';
import { crewEndpoint } from '../../state/crew/crewLink';
import {
  phoneClosedAtom,
  phoneDecisionAtom,
  phoneLinkAtom,
  phoneRefusalAtom,
  phoneResultAtom,
  phoneSendAtom,
  phoneTallyAtom,
  phoneVoteAtom,
} from '../../state/crew/phoneAtoms';
import { useDebugEntries, type PageStore } from '../shared/useDebugEntries';
import type { UrlOptions } from '../../state/nemo/urlParams';
import { pageUrl } from '../../state/app/pageUrl';
import { browserStorage } from '../../state/app/storage';
import { CrewPhonePage } from '../../ui/crew/CrewPhonePage';

const crewPhoneDebugEntries = (store: PageStore) => ({
  crewPhone: () => ({
    link: store.get(phoneLinkAtom),
    decision: store.get(phoneDecisionAtom)?.decision ?? null,
    vote: store.get(phoneVoteAtom),
    refusal: store.get(phoneRefusalAtom)?.reason ?? null,
  }),
  /** Sends any vote, legal or not (tests of the server's refusals). */
  crewSend: (decisionId: string, n: number) => store.get(phoneSendAtom)?.vote(decisionId, n),
});

/**
 * `?mode=crew&room=CODE`: a viewer's phone in a show's crew vote. It joins the room with no seat
 * and a device id of its own, shows the decision the stream shows, and sends one vote per decision.
 */
export default function CrewMode({ options }: { options: UrlOptions }) {
  const store = useStore();
  const code = pageUrl().online.room;
  useEffect(() => {
    if (!code) {
      store.set(phoneLinkAtom, 'no-code');
      return;
    }
    let gone = false;
    let leave = () => undefined as void;
    const device = crewDeviceId(browserStorage(), () => crypto.getRandomValues(new Uint8Array(16)));
    let refusals = 0;
    joinCrew(crewEndpoint(), code, device).then(
      (phone) => {
        if (gone) {
          void phone.leave();
          return;
        }
        leave = () => void phone.leave();
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
        leave = () => {
          stops.forEach((s) => s());
          void phone.leave();
        };
      },
      () => {
        if (!gone) store.set(phoneLinkAtom, 'no-room');
      },
    );
    return () => {
      gone = true;
      leave();
      store.set(phoneSendAtom, null);
    };
  }, [code, store]);

  useDebugEntries(options.debug, crewPhoneDebugEntries);

  return <CrewPhonePage code={code} />;
}
