import { describe, expect, test } from 'vitest';
import { defaultEndpoint, inviteLink, parseRoomCode } from '../../src/state/online/onlineClient';

describe('sharing a room', () => {
  test('a link carries the code and reads back, as does a code typed by hand', () => {
    const link = inviteLink('https://nemo.example/play?mode=versus', 'K7QMZ3');
    expect(link).toBe('https://nemo.example/play?mode=versus&room=K7QMZ3');
    expect(parseRoomCode(link)).toBe('K7QMZ3');
    expect(parseRoomCode('  k7q-mz3 ')).toBe('K7QMZ3');
    expect(parseRoomCode('https://nemo.example/play')).toBeNull();
    expect(parseRoomCode('x')).toBeNull();
  });

  test('the game server is found next to the page', () => {
    expect(defaultEndpoint({ protocol: 'http:', hostname: 'localhost' })).toBe(
      'http://localhost:2567',
    );
    expect(defaultEndpoint({ protocol: 'https:', hostname: 'nemo.example' })).toBe(
      'https://nemo.example:2567',
    );
  });
});
