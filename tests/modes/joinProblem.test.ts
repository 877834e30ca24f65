import { describe, expect, test } from 'vitest';
import { joinProblem } from '../../src/modes/online/useOnlineRoom';
import { joinRefusalMessage, refusal } from '../../src/protocol/refusal';
import { setLanguage } from '../../src/i18n/i18n';

describe('the online start screen’s message when a room does not open', () => {
  test('a server that cannot be reached is named, with what to do, not “Failed to fetch”', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      new Error('connect ECONNREFUSED 127.0.0.1:2567'),
    ]) {
      const text = joinProblem(error, 'http://localhost:2567');
      expect(text).toContain('http://localhost:2567');
      expect(text).toMatch(/can't reach the game server/i);
      expect(text).toContain('npm run server');
      expect(text).not.toMatch(/failed to fetch|ECONNREFUSED/i);
    }
  });

  test('a refusal from the server keeps its own words', () => {
    const text = joinProblem(new Error('The imperialist seat is taken'), 'http://h:1');
    expect(text).toContain('The imperialist seat is taken');
    expect(text).not.toMatch(/can't reach/i);
  });

  test("a refusal that carries its id is said in the player's language", async () => {
    const taken = new Error(
      joinRefusalMessage(refusal('versus.seatTaken', { seat: 'imperialist' })),
    );
    expect(joinProblem(taken, 'http://h:1')).toBe(
      'The Imperialist seat is taken; join as a spectator or with its seat token.',
    );
    try {
      await setLanguage('ja');
      const text = joinProblem(taken, 'http://h:1');
      expect(text).toContain('帝国主義者の席はふさがっています');
      expect(text).not.toMatch(/[A-Za-z]{4,}/);
    } finally {
      await setLanguage('en');
    }
  });
});
