import { expect, test } from 'vitest';
import { harnessForFile } from './harness';

const harness = harnessForFile();

interface Option {
  type: string;
  action?: string;
  ocean?: string;
}
interface NemoApi {
  getDecision(): { kind: string; options: Option[] } | null;
  getState(): { nautilus: string | null; turn: number; phase: string } | null;
  oceanScreenPosition?: (id: string) => { x: number; y: number };
}
declare const window: { __nemo: NemoApi };

test('the first turn can be played with the mouse: setup, decisions, and a click on an Ocean of the 3D table', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?mode=solo&debug=1&speed=4&quality=low',
    {
      width: 1280,
      height: 720,
    },
  );
  await page.getByTestId('motive-explore').click();
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('decision').waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => typeof window.__nemo?.oceanScreenPosition === 'function', null, {
    timeout: 120_000,
  });
  await page.getByRole('button', { name: /Leave it in the display/ }).click();

  // Answer every decision with the mouse until the Action Phase: roll without exerting, accept.
  for (let i = 0; i < 40; i++) {
    await page.getByTestId('decision').waitFor({ timeout: 120_000 });
    const kind = await page.getByTestId('decision').getAttribute('data-kind');
    if (kind === 'action') break;
    await page.getByTestId('option').first().click();
  }
  expect(await page.getByTestId('decision').getAttribute('data-kind')).toBe('action');

  const target = await page.evaluate(() => {
    const d = window.__nemo.getDecision();
    const move = d?.options.find((o) => o.type === 'act' && o.action === 'move');
    return move?.ocean ?? null;
  });
  expect(target).not.toBeNull();
  const from = await page.evaluate(() => window.__nemo.getState()?.nautilus);
  const point = await page.evaluate(
    (id) => window.__nemo.oceanScreenPosition?.(id as string),
    target,
  );
  expect(point).toBeDefined();
  await page.mouse.move(point?.x ?? 0, point?.y ?? 0);
  await page.getByTestId('table-hint').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('table-hint').textContent()).toMatch(/Move to/);
  await page.mouse.click(point?.x ?? 0, point?.y ?? 0);
  await page.waitForFunction((id) => window.__nemo.getState()?.nautilus === id, target, {
    timeout: 60_000,
  });
  expect(from).not.toBe(target);
  await screenshot('mouse-first-turn');

  await page.getByTestId('decision').waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: /End the Action Phase/ }).click();
  await page.waitForFunction(() => (window.__nemo.getState()?.turn ?? 0) >= 2, null, {
    timeout: 60_000,
  });
  expect(consoleErrors).toEqual([]);
});
