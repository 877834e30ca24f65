import { describe, expect, test } from 'vitest';
import { readPageUrl } from '../../../src/state/app/pageUrl';

const here = { protocol: 'https:', hostname: 'example.test' };

describe('readPageUrl: every URL parameter, read in one place (ARCHITECTURE.md §5)', () => {
  test('good values reach every screen', () => {
    const url = readPageUrl(
      '?mode=showcase&seed=abc&motive=war&difficulty=hard&speed=instant&autoplay=1&debug=1' +
        '&quality=low&continue=1&lang=ja&bot=quick&nautilus=bot&imperialist=human' +
        '&bg=green&variant=versus&players=2&characters=nemo,ned&lesson=combat&then=sail' +
        '&room=ab12cd&seat=spectator&delay=5&canvas=0&of=seed:x&id=v_1',
      here,
    );
    expect(url.app).toMatchObject({
      mode: 'showcase',
      seed: 'abc',
      motive: 'war',
      difficulty: 'hard',
      speed: 'instant',
      autoplay: true,
      debug: true,
      quality: 'low',
      resume: true,
      bot: 'quick',
      seats: { nautilus: 'bot', imperialist: 'human' },
      problems: [],
    });
    expect(url.lang).toBe('ja');
    expect(url.lesson).toBe('combat');
    expect(url.thenSail).toBe(true);
    expect(url.showcase).toMatchObject({ bg: 'green', variant: 'versus', problems: [] });
    expect(url.flip.players).toBe(2);
    expect(url.online).toMatchObject({
      room: 'AB12CD',
      seat: 'spectator',
      delaySeconds: 5,
      canvas: false,
      problems: [],
    });
    expect(url.voyage).toMatchObject({
      board: { kind: 'seed', seed: 'x' },
      replayId: 'v_1',
      server: 'https://example.test:2567',
      problems: [],
    });
  });

  test('no parameters: the front door and every default, with nothing to report', () => {
    const url = readPageUrl('', here);
    expect(url.app).toMatchObject({
      mode: 'front',
      seed: null,
      speed: null,
      bot: null,
      quality: 'high',
      seats: { nautilus: 'human', imperialist: 'bot' },
      problems: [],
    });
    expect(url.lang).toBeUndefined();
    expect(url.flip).toMatchObject({ players: 1, farragut: null, characters: null, problems: [] });
    expect(url.showcase).toMatchObject({ bg: 'table', variant: 'solo', problems: [] });
    expect(url.online.problems).toEqual([]);
    expect(url.voyage.problems).toEqual([]);
  });

  test('each bad value is named in a message and changes nothing', () => {
    const url = readPageUrl(
      '?mode=chess&speed=3&bot=genius&lang=fr&quality=ultra&autoplay=yes&bg=purple' +
        '&players=9&seat=captain&delay=600&of=nope&id=../x',
      here,
    );
    // `autoplay=` names a solo game, as it always has; the bad mode falls back to that.
    expect(url.app).toMatchObject({
      mode: 'solo',
      speed: null,
      bot: null,
      quality: 'high',
      autoplay: false,
    });
    const named = ['chess', '3', 'genius', 'fr', 'ultra', 'yes'];
    expect(url.app.problems).toHaveLength(named.length);
    for (const value of named)
      expect(url.app.problems.filter((line) => line.includes(`"${value}"`))).toHaveLength(1);
    expect(url.lang).toBeUndefined();
    expect(url.showcase.bg).toBe('table');
    expect(url.showcase.problems.join()).toContain('purple');
    expect(url.flip.players).toBe(1);
    expect(url.flip.problems).toHaveLength(1);
    expect(url.online).toMatchObject({ seat: null, delaySeconds: 0 });
    expect(url.online.problems.join()).toContain('captain');
    expect(url.voyage).toMatchObject({ board: null, replayId: null });
    expect(url.voyage.problems).toHaveLength(2);
  });
});
