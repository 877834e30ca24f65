import { describe, expect, test } from 'vitest';
import { menuHref, modeHref } from '../../src/ui/front/modeHref';
import { describeMotive } from '../../src/ui/play/describeMotive';

describe('modeHref: front-door links keep how the page runs', () => {
  test('quality, debug and speed follow the player; game parameters do not', () => {
    const from = '?quality=low&debug=1&speed=4&seed=abc&motive=war';
    expect(modeHref({ mode: 'learn' }, from)).toBe('?mode=learn&quality=low&debug=1&speed=4');
    expect(menuHref(from)).toBe('?quality=low&debug=1&speed=4');
  });
  test('a game speed does not follow the player into a show (issue 43 §2)', () => {
    const from = '?quality=low&speed=instant';
    expect(modeHref({ mode: 'replay', id: 'x' }, from)).toBe('?mode=replay&id=x&quality=low');
    expect(modeHref({ mode: 'showcase', seed: 's' }, from)).toBe(
      '?mode=showcase&seed=s&quality=low',
    );
  });
  test('a plain page links to plain addresses; the menu is /', () => {
    expect(modeHref({ mode: 'flip' }, '')).toBe('?mode=flip');
    expect(menuHref('?mode=solo')).toBe('/');
  });
});

describe('describeMotive: what the setup screen says each Motive scores', () => {
  test('Explore: Wonders ×7, treasure +1, warships −1, Pariah at 36', () => {
    const d = describeMotive('explore');
    expect(d.scoring).toContain('Wonders ×7');
    expect(d.scoring).toContain('Treasure +1 each');
    expect(d.scoring).toContain('Warships −1 each');
    expect(d.scoring).not.toContain('Adventures');
    expect(d.pariah).toContain('36');
    expect(d.startingUpgrade).toBe('Hydro Drive');
    expect(d.designed).toBe(false);
  });
  test('Piracy has no Notoriety defeat; Humanist is flagged as designed', () => {
    expect(describeMotive('piracy').pariah).toBe('No Notoriety defeat');
    expect(describeMotive('piracy').scoring).toContain('Non-warships +3 each');
    expect(describeMotive('humanist').designed).toBe(true);
  });
});
