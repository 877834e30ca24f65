import type { Page, WebSocketRoute } from 'playwright-core';

/**
 * A stand-in of Twitch's chat service (IRC over WebSocket), for tests only: the page's real
 * @twurple/chat client, pointed at `ws://HOST` by the show's `chatHost=HOST` setting, reaches this
 * instead of the network. It answers an anonymous login and a JOIN the way Twitch does, and
 * `say` sends a chat line from a chatter to everyone who joined the channel.
 */
export interface TwitchStandIn {
  /** Resolves once a client has joined `#channel`. */
  joined: Promise<void>;
  say(chatter: { id: string; name: string }, text: string): void;
  /** Every line the clients sent (PASS, NICK, CAP, JOIN, …). */
  received: string[];
}

export async function standInTwitchChat(
  page: Page,
  host: string,
  channel: string,
): Promise<TwitchStandIn> {
  const sockets: WebSocketRoute[] = [];
  const received: string[] = [];
  let sent = 0;
  let markJoined = () => undefined as void;
  const joined = new Promise<void>((resolve) => (markJoined = resolve));
  await page.routeWebSocket(
    (url) => url.hostname === host,
    (ws) => {
      let nick = 'justinfan';
      const send = (line: string) => ws.send(`${line}\r\n`);
      ws.onMessage((frame) => {
        for (const line of String(frame).split('\r\n').filter(Boolean)) {
          received.push(line);
          const [command, ...rest] = line.split(' ');
          switch (command) {
            case 'CAP':
              if (rest[0] === 'LS')
                send(
                  ':tmi.twitch.tv CAP * LS :twitch.tv/membership twitch.tv/tags twitch.tv/commands',
                );
              else if (rest[0] === 'REQ')
                send(`:tmi.twitch.tv CAP * ACK ${rest.slice(1).join(' ')}`);
              break;
            case 'NICK':
              nick = rest[0] ?? nick;
              send(`:tmi.twitch.tv 001 ${nick} :Welcome, GLHF!`);
              send(`:tmi.twitch.tv 376 ${nick} :>`);
              break;
            case 'PING':
              send(`:tmi.twitch.tv PONG tmi.twitch.tv ${rest.join(' ')}`);
              break;
            case 'JOIN':
              if (rest[0] !== `#${channel}`) break;
              send(`:${nick}!${nick}@${nick}.tmi.twitch.tv JOIN #${channel}`);
              send(
                `@emote-only=0;followers-only=-1;r9k=0;room-id=42;slow=0;subs-only=0 :tmi.twitch.tv ROOMSTATE #${channel}`,
              );
              sockets.push(ws);
              markJoined();
              break;
          }
        }
      });
    },
  );
  return {
    joined,
    received,
    say(chatter, text) {
      sent++;
      const tags = [
        'badge-info=',
        'badges=',
        'color=',
        `display-name=${chatter.name}`,
        'emotes=',
        'first-msg=0',
        `id=00000000-0000-4000-8000-${String(sent).padStart(12, '0')}`,
        'mod=0',
        'room-id=42',
        'subscriber=0',
        `tmi-sent-ts=${Date.now()}`,
        'turbo=0',
        `user-id=${chatter.id}`,
        'user-type=',
      ].join(';');
      const line = `@${tags} :${chatter.name}!${chatter.name}@${chatter.name}.tmi.twitch.tv PRIVMSG #${channel} :${text}`;
      for (const ws of sockets) ws.send(`${line}\r\n`);
    },
  };
}
