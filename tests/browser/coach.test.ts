import { expect, test } from 'vitest';
import { harnessForFile } from './harness';

const harness = harnessForFile();

interface NemoApi {
  getLegalActions(): unknown[];
  dispatch(action: unknown): boolean;
  getState(): { result: unknown; turn: number } | null;
  skipAnimations(): void;
}
declare const window: { __nemo: NemoApi };

test('the coach opens with H and weighs three options; the score sheet reviews three decisions and shows the board of one', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?seed=coach-1&motive=explore&speed=instant&debug=1&quality=low',
    { width: 1280, height: 720 },
  );
  await page.waitForFunction(
    () => Boolean(window.__nemo?.getLegalActions) && window.__nemo.getLegalActions().length > 1,
    null,
    { timeout: 60_000 },
  );
  await page.getByTestId('coach-toggle').waitFor();
  await page.keyboard.press('h');
  const options = page.getByTestId('coach-option');
  await options.nth(2).waitFor({ timeout: 20_000 });
  expect(await options.count()).toBe(3);
  for (const text of await page.getByTestId('coach-estimate').allTextContents()) {
    expect(text).toMatch(/^Finale \d+ % · \d+\.\d VP$/);
  }
  // One VP figure with one meaning (issue 43 §4): each line's gap to the first pick is the
  // difference of the figures shown, and never "−0.0".
  const figures = (await page.getByTestId('coach-estimate').allTextContents()).map((text) =>
    Number(/· ([\d.,]+) VP$/.exec(text)?.[1]?.replace(/,/g, '')),
  );
  const whys = await page.getByTestId('coach-why').allTextContents();
  expect(whys.length).toBe(3);
  for (const [i, why] of whys.entries()) {
    expect(why).not.toMatch(/[−-]0\.0/);
    const stated = /(?:−|ends )(\d+\.\d) VP/.exec(why);
    if (i > 0 && stated) expect(Number(stated[1])).toBeCloseTo(figures[0]! - figures[i]!, 5);
  }
  // Beside a decision the coach is squeezed: its recommendation is the first option's first line,
  // said once (no summary above the list repeating it), whole and inside the panel.
  const best = page.getByTestId('coach-best');
  expect(await options.nth(0).getByTestId('coach-best').count()).toBe(1);
  const bestText = (await best.textContent()) ?? '';
  expect(bestText).toMatch(/^1\. .+ · Finale \d+ % · \d+\.\d VP$/);
  const label = bestText.slice(0, bestText.indexOf(' · '));
  const panelText = (await page.getByTestId('coach-panel').textContent()) ?? '';
  expect(panelText.split(label).length - 1).toBe(1);
  expect(
    await best.evaluate((line) => {
      const r = line.getBoundingClientRect();
      const p = line.closest('[data-testid="coach-panel"]')!.getBoundingClientRect();
      return r.height > 0 && r.top >= p.top - 1 && r.bottom <= p.bottom + 1;
    }),
  ).toBe(true);
  // It advises only: the decision is still the player's.
  expect(await page.evaluate(() => window.__nemo.getLegalActions().length)).toBeGreaterThan(1);
  await screenshot('coach-open');
  await page.keyboard.press('h');

  // A quick voyage: always the last option, until the game ends.
  const finalTurn = await page.evaluate(() => {
    const api = window.__nemo;
    for (let i = 0; i < 2000 && !api.getState()?.result; i++) {
      const actions = api.getLegalActions();
      api.dispatch(actions[actions.length - 1]);
    }
    api.skipAnimations();
    return api.getState()?.turn ?? 0;
  });
  await page.getByTestId('score-sheet').waitFor({ timeout: 20_000 });
  const decisions = page.getByTestId('review-decision');
  await decisions.nth(2).waitFor({ timeout: 40_000 });
  expect(await decisions.count()).toBe(3);
  await decisions.nth(0).click();
  const moment = page.getByTestId('review-moment');
  await moment.waitFor();
  const turn = Number(await moment.getAttribute('data-turn'));
  expect(turn).toBeGreaterThan(0);
  expect(turn).toBeLessThan(finalTurn);
  expect(await page.getByTestId('score-sheet').isVisible()).toBe(false);
  await screenshot('review-moment');
  await page.getByTestId('review-back').click();
  await page.getByTestId('score-sheet').waitFor();
  expect(consoleErrors).toEqual([]);
});
