import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { chatVoteAtom, crewChatAtom } from '../../state/crew/crewAtoms';
import { chatVoteOf, createChatterLimiter } from '../../state/crew/chatVote';
import type { CrewShowSettings } from '../../state/crew/crewUrl';

/**
 * Reads the streamer's Twitch chat anonymously (no login, no token: nothing to leak on stream)
 * with @twurple/chat, loaded only when a show names a channel. `!1`, `!2`, … vote for the open
 * decision's options; one vote per chatter, changeable until the count closes, and a chatter
 * who floods is not heard for a moment. Names are never kept past the count.
 */
export function useCrewChat(settings: CrewShowSettings | null): void {
  const store = useStore();
  const vote = useSetAtom(chatVoteAtom);
  const channel = settings?.channel ?? null;
  const chatHost = settings?.chatHost ?? null;
  useEffect(() => {
    if (!channel) return;
    let gone = false;
    let stop = () => undefined as void;
    store.set(crewChatAtom, 'joining');
    const limiter = createChatterLimiter();
    void import('@twurple/chat').then(({ ChatClient }) => {
      if (gone) return;
      const chat = new ChatClient({
        channels: [channel],
        // For tests only: a stand-in of Twitch's chat service (tests/browser/twitchStandIn.ts).
        ...(chatHost ? { hostName: chatHost, ssl: false } : {}),
        logger: { minLevel: 'critical' },
      });
      const listeners = [
        chat.onJoin(() => store.set(crewChatAtom, 'reading')),
        chat.onDisconnect(() => store.set(crewChatAtom, 'lost')),
        chat.onMessage((_channel, user, text, message) => {
          const n = chatVoteOf(text);
          const chatter = message.userInfo.userId || user;
          if (n !== null && limiter.take(chatter, Date.now())) vote(chatter, n);
        }),
      ];
      chat.connect();
      stop = () => {
        for (const l of listeners) l.unbind();
        chat.quit();
      };
    });
    return () => {
      gone = true;
      stop();
      store.set(crewChatAtom, 'off');
    };
  }, [channel, chatHost, store, vote]);
}
