import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import { allAspects } from '../../../src/core/createGame';
import { setLanguage } from '../../../src/i18n/i18n';
import { MeasuredOddsLine } from '../../../src/ui/play/MeasuredOddsLine';

const line = () =>
  renderToStaticMarkup(
    <MeasuredOddsLine motive="explore" difficulty={allAspects('normal')} />,
  ).replace(/<[^>]+>/g, '');

describe("the solo setup's measured line speaks to a newcomer (issue 43 §5)", () => {
  afterAll(() => setLanguage('en'));

  test('says the game is hard, what the bot reaches and that it has not yet won, and what the levels mean', () => {
    const text = line();
    expect(text).toMatch(/^A hard game/);
    expect(text).toMatch(/reaches the Finale .* in \d+%/);
    expect(text).toContain('has not yet won one');
    expect(text).toContain('Sailor (easy) forgives more, Captain (hard) less');
  });

  test('in Japanese, Motive has one name (動機)', async () => {
    await setLanguage('ja');
    const text = line();
    expect(text).toContain('動機');
    expect(text).not.toContain('モチーフ');
    expect(text).toContain('手ごわい');
  });
});
