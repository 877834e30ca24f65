import { Provider, createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import { allAspects } from '../../../src/core/createGame';
import type { VersusHandicap } from '../../../src/core/types';
import { DEFAULT_VERSUS_OPTIONS } from '../../../src/core/versus/imperialistMap';
import { setLanguage } from '../../../src/i18n/i18n';
import type { BotStrength } from '../../../src/state/bots/botStrength';
import { botStrengthAtom } from '../../../src/state/bots/botStrengthAtom';
import { VersusOddsLine } from '../../../src/ui/play/VersusOddsLine';

/** The versus setup's measured line as text, at Normal with the −2 penalty. */
function line(strength: BotStrength, handicap: VersusHandicap): string {
  const store = createStore();
  store.set(botStrengthAtom, strength);
  const versus = { ...DEFAULT_VERSUS_OPTIONS, ...(handicap ? { handicap } : {}) };
  return renderToStaticMarkup(
    <Provider store={store}>
      <VersusOddsLine motive="piracy" difficulty={allAspects('normal')} versus={versus} />
    </Provider>,
  ).replace(/<[^>]+>/g, '');
}

describe("the versus setup's measured line with our handicap (issue 25 §3)", () => {
  afterAll(() => setLanguage('en'));

  test('shows the handicap row and says plainly that it is our own handicap', () => {
    expect(line('quick', 0)).toMatch(/^Measured with quick bots/);
    expect(line('quick', 0)).not.toContain('handicap');
    expect(line('quick', 1)).toMatch(/^Measured with quick bots on both seats, 30 games/);
    expect(line('quick', 1)).toContain('These figures are with our own handicap of 1 level.');
    expect(line('quick', 3)).toContain('our own handicap of 3 levels.');
    // The strong bots were not measured with the handicap: the line points to the quick ones.
    expect(line('strong', 2)).toBe(
      'Our handicap is measured with quick bots only: choose Quick to see its win rates.',
    );
  });

  test('in Japanese', async () => {
    await setLanguage('ja');
    expect(line('quick', 2)).toMatch(/^実測：両方の席を速いボット/);
    expect(line('quick', 2)).toContain('本作独自のハンディキャップ2段階');
    expect(line('strong', 2)).toContain('速いボットでだけ計測');
    expect(line('quick', 2)).not.toMatch(/measuredOdds\./);
  });
});
