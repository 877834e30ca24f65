import { expect, test } from 'vitest';
import { harness, server, startOnlineRoomForFile } from './onlineRoom';
import { crewOf, openVote, playedAt } from './crewShow';
import { standInTwitchChat } from './twitchStandIn';

startOnlineRoomForFile();

test("chat votes with !n through the real Twitch chat client: five !2 beat two !1; a chatter's second vote counts once", async () => {
  const page = await harness.browser.newPage({
    viewport: { width: 1280, height: 720 },
    serviceWorkers: 'block',
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // The stand-in answers before the page opens, so the chat client's first connection reaches it.
  const chat = await standInTwitchChat(page, 'irc.test', 'nemostream');
  const query = `server=${encodeURIComponent(server.endpoint)}&debug=1&quality=low&speed=instant&bot=quick`;
  await page.goto(
    `${harness.baseUrl}/?mode=showcase&seed=crew-chat-1&crew=vote&crewSeconds=120&chat=nemostream&chatHost=irc.test&${query}`,
  );
  await chat.joined;
  // Anonymous: no token, a justinfan nick.
  expect(chat.received.some((l) => /^NICK justinfan\d+$/.test(l))).toBe(true);
  expect(chat.received.filter((l) => l.startsWith('PASS')).every((l) => !/oauth:/.test(l))).toBe(
    true,
  );

  const vote = await openVote(page);
  expect(vote.options.length).toBeGreaterThanOrEqual(2);
  const chatters = Array.from({ length: 7 }, (_, i) => ({
    id: String(1000 + i),
    name: `viewer${i}`,
  }));
  chatters.slice(0, 5).forEach((c) => chat.say(c, '!2'));
  chatters.slice(5).forEach((c) => chat.say(c, '!1 please'));
  chat.say(chatters[0]!, '!2'); // the same chatter again: still one vote
  chat.say(chatters[1]!, 'nice ship !1'); // not a vote
  await expect
    .poll(async () => (await crewOf(page)).tally, { timeout: 15_000 })
    .toMatchObject({
      1: 2,
      2: 5,
    });
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await crewOf(page)).last, { timeout: 20_000 })
    .toEqual({
      n: 2,
      by: 'crew',
    });
  expect(await playedAt(page, vote.played)).toEqual(vote.legal[1]);
  // Playwright's WebSocket routing wraps every socket of the page and reports the game server
  // client's first (Node-style) constructor call, which the SDK catches and retries the browser way.
  expect(errors.filter((e) => !e.includes('protocols[0]: expected string'))).toEqual([]);
});
