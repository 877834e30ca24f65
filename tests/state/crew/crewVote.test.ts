import { describe, expect, test } from 'vitest';
import { crewWinner } from '../../../src/state/crew/crewAtoms';
import { chatVoteOf, createChatterLimiter } from '../../../src/state/crew/chatVote';
import { parseCrewUrl } from '../../../src/state/crew/crewUrl';
import { urlParams } from '../../../src/state/app/pageUrl';
import { crewDeviceId } from '../../../src/state/crew/crewDevice';

describe('counting the crew', () => {
  test('a clear majority wins; a tie at the top or silence goes to the bot', () => {
    expect(crewWinner({ 1: 1, 2: 2, 3: 0 })).toBe(2);
    expect(crewWinner({ 1: 2, 2: 2, 3: 1 })).toBeNull();
    expect(crewWinner({ 1: 0, 2: 0 })).toBeNull();
  });

  test('reads !n from chat, and nothing else', () => {
    expect(chatVoteOf('!2')).toBe(2);
    expect(chatVoteOf('  !12 go north')).toBe(12);
    expect(chatVoteOf('!0')).toBeNull();
    expect(chatVoteOf('vote !2')).toBeNull();
    expect(chatVoteOf('!2!')).toBeNull();
  });

  test('a chatter who floods is not heard for a moment', () => {
    const limiter = createChatterLimiter(3, 1);
    const heard = [0, 10, 20, 30, 40].map((t) => limiter.take('ann', t));
    expect(heard).toEqual([true, true, true, false, false]);
    expect(limiter.take('bo', 40)).toBe(true);
    expect(limiter.take('ann', 1100)).toBe(true);
  });
});

describe('the crew URL', () => {
  test('reads crew=vote and its settings; bad values are reported and defaulted', () => {
    const ok = parseCrewUrl(
      urlParams(
        'crew=vote&crewSeconds=30&streamDelay=8&chat=%23SomeStreamer&streamer=1&crewVotes=all',
      ),
    );
    expect(ok.problems).toEqual([]);
    expect(ok.settings).toEqual({
      seconds: 30,
      delaySeconds: 8,
      channel: 'somestreamer',
      chatHost: null,
      streamer: true,
      votes: 'all',
    });
    const bad = parseCrewUrl(urlParams('crew=vote&crewSeconds=2&chat=no%20spaces'));
    expect(bad.settings?.seconds).toBe(20);
    expect(bad.settings?.channel).toBeNull();
    expect(bad.problems).toHaveLength(2);
    expect(parseCrewUrl(urlParams('')).settings).toBeNull();
  });

  test('a phone keeps one device id', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    };
    const random = () => new Uint8Array(16).map((_, i) => i * 7);
    const first = crewDeviceId(storage, random);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(crewDeviceId(storage, () => new Uint8Array(16))).toBe(first);
  });
});
