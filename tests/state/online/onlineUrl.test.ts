import { expect, test } from 'vitest';
import { parseOnlineUrl } from '../../../src/state/online/onlineUrl';
import { roomHref } from '../../../src/state/online/roomHref';
import { urlParams } from '../../../src/state/app/pageUrl';

test('a join link names the room, the seat, the server and a spectator delay', () => {
  const url = parseOnlineUrl(
    urlParams('?mode=online&room=k7qmz3&seat=spectator&server=http://host:2600/x&delay=5'),
  );
  expect(url).toMatchObject({
    room: 'K7QMZ3',
    seat: 'spectator',
    server: 'http://host:2600',
    delaySeconds: 5,
    canvas: true,
    problems: [],
  });
});

test('bad values are reported and the defaults used', () => {
  const url = parseOnlineUrl(urlParams('?seat=captain&server=ftp://x&delay=600'));
  expect(url.seat).toBeNull();
  expect(url.server).toBeNull();
  expect(url.delaySeconds).toBe(0);
  expect(url.problems).toHaveLength(3);
});

test('the shared room link keeps the server but drops seat and debug flags', () => {
  expect(
    roomHref(
      'http://a.test/?mode=online&seat=nautilus&debug=1&server=http%3A%2F%2Fs%3A1',
      'ABC234',
    ),
  ).toBe('http://a.test/?mode=online&room=ABC234&server=http%3A%2F%2Fs%3A1');
});
