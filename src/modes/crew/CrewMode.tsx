import { useStore } from 'jotai';
import { useEffect } from 'react';
import { joinCrew } from '../../state/crew/crewClient';
import { crewDeviceId } from '../../state/crew/crewDevice';
import { crewEndpoint } from '../../state/crew/crewLink';
import { phoneLinkAtom, phoneSendAtom } from '../../state/crew/phoneAtoms';
import { linkPhone, phoneDebugEntries } from '../../state/crew/linkPhone';
import { useDebugEntries } from '../shared/useDebugEntries';
import type { UrlOptions } from '../../state/nemo/urlParams';
import { pageUrl } from '../../state/app/pageUrl';
import { browserStorage } from '../../state/app/storage';
import { CrewPhonePage } from '../../ui/crew/CrewPhonePage';

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
    joinCrew(crewEndpoint(), code, device).then(
      (phone) => {
        if (gone) {
          void phone.leave();
          return;
        }
        const unlink = linkPhone(store, phone);
        leave = () => {
          unlink();
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

  useDebugEntries(options.debug, phoneDebugEntries);

  return <CrewPhonePage code={code} />;
}
