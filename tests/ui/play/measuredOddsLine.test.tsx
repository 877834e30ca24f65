import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import { allAspects } from '../../../src/core/createGame';
import { setLanguage } from '../../../src/i18n/i18n';
import { MeasuredOddsLine } from '../../../src/ui/play/MeasuredOddsLine';
import { MEASURED_ODDS } from '../../../src/state/setup/measuredOdds';
import { MOTIVE_IDS } from '../../../src/core/data/motives';
import type { MotiveId } from '../../../src/core/data/types';

const line = (motive: MotiveId = 'explore') =>
  renderToStaticMarkup(
    <MeasuredOddsLine motive={motive} difficulty={allAspects('normal')} />,
  ).replace(/<[^>]+>/g, '');

/** A Normal Motive the strong bot has won with in its measured games, and one it has not. */
const normal = MEASURED_ODDS.normal?.byMotive;
const won = MOTIVE_IDS.find((m) => (normal?.[m].wins ?? 0) > 0);
const notWon = MOTIVE_IDS.find((m) => normal?.[m].wins === 0);

describe("the solo setup's measured line speaks to a newcomer (issue 43 §5)", () => {
  afterAll(() => setLanguage('en'));

  test('says the game is hard, what the bot reaches and that it has not yet won, and what the levels mean', () => {
    expect(notWon).toBeDefined();
    const text = line(notWon);
    expect(text).toMatch(/^A hard game/);
    expect(text).toMatch(/reaches the Finale .* in \d+%/);
    expect(text).toContain('has not yet won one');
    expect(text).toContain('Sailor (easy) forgives more, Captain (hard) less');
  });

  test('where the bot has won, says how often instead (issue 45: the measured-weights bot won some)', () => {
    expect(won).toBeDefined();
    const text = line(won);
    expect(text).toMatch(/wins \(Success or better\) \d+%/);
    expect(text).not.toContain('has not yet won one');
  });

  test('in Japanese, Motive has one name (動機)', async () => {
    await setLanguage('ja');
    const text = line();
    expect(text).toContain('動機');
    expect(text).not.toContain('モチーフ');
    expect(text).toContain('手ごわい');
  });
});
