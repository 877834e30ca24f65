import { expect, test } from 'vitest';
import type { FlipApi } from './flipApi';
import { harnessForFile } from './harness';

const harness = harnessForFile();

declare const window: { __nemo: FlipApi };

test('clicking a lineup card with the mouse narrows the choices, and a map space charts a step', async () => {
  // The clicks go where the probe says the card and the space are drawn, at any window size.
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=flip&seed=7&characters=aronnax&speed=instant&debug=1',
    { width: 960, height: 600 },
  );
  await page.waitForFunction(() => window.__nemo?.getDecision?.()?.kind === 'chooseMove', null, {
    timeout: 60_000,
  });
  await page.waitForFunction(
    () =>
      typeof window.__nemo.flipScreenPoint === 'function' &&
      (window.__nemo.renderStats?.().frames ?? 0) > 0,
    null,
    { timeout: 60_000 },
  );
  const card = await page.evaluate(() => window.__nemo.flipScreenPoint({ kind: 'card', index: 0 }));
  expect(card).not.toBeNull();
  const tooltip = page.getByTestId('flip-tooltip');
  for (let i = 0; i < 20 && !(await tooltip.isVisible()); i++) {
    await page.mouse.move(card!.x + (i % 2), card!.y);
    await page.waitForTimeout(250);
  }
  expect(await tooltip.innerText()).toMatch(/Click/);
  await page.mouse.click(card!.x, card!.y);
  await page.getByRole('button', { name: /Showing the choices there/ }).waitFor();
  const labels = (await page.getByTestId('flip-option').allInnerTexts()).filter((l) => l !== '');
  expect(labels.length).toBeGreaterThan(0);
  // every narrowed option moves with the clicked card, the first one in the lineup
  const cards = new Set(labels.map((l) => /with (\S+)/.exec(l)?.[1]));
  expect(cards.size).toBe(1);
  expect(cards.has(undefined)).toBe(false);
  await page.getByTestId('flip-option').first().click();
  await page.waitForFunction(() => window.__nemo.getDecision()?.kind === 'chartStep');
  const step = await page.evaluate(() => {
    const api = window.__nemo;
    const to = (api.getLegalActions()[0] as unknown as { to: number }).to;
    return { to, at: api.flipScreenPoint({ kind: 'space', space: to }) };
  });
  await page.mouse.click(step.at!.x, step.at!.y);
  await page.waitForFunction(
    (to) => {
      const p = window.__nemo.getState()!.players[0]!;
      const top = p.stack[p.stack.length - 1];
      return (top?.kind === 'step' && top.path?.includes(to)) || p.location === to;
    },
    step.to,
    { timeout: 10_000 },
  );
  await screenshot('flip-click');
  expect(consoleErrors).toEqual([]);
  await page.close();
});
