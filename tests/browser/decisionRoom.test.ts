import { expect, test } from 'vitest';
import { harnessForFile } from './harness';
import { checkActionPhase, checkTestDecision, openRoom, playUntil } from './decisionRoomChecks';

// The same room at 1024×768 and 1920×1080: decisionRoom.look.test.ts (npm run test:long).
const harness = harnessForFile();

interface NemoApi {
  getDecision(): { kind: string; options: { type: string; action?: string }[] } | null;
  dispatch(action: unknown): boolean;
  skipAnimations(): void;
}
declare const window: { __nemo: NemoApi };

test("at 1280×720 a many-option Action Phase, an Adventure and a test's Roll buttons are on screen", async () => {
  const opened = await openRoom(harness, 1280, 720);
  const { page, consoleErrors, screenshot } = opened;
  await playUntil(page, 'bigAction');
  await checkActionPhase(opened, 1280, 720);

  // Adventure: the card's effect is on the panel before perform or bottom.
  await page.evaluate(() => {
    const d = window.__nemo.getDecision();
    const adventure = d?.options.find((o) => o.type === 'act' && o.action === 'adventure');
    if (!adventure) throw new Error('no Adventure option');
    window.__nemo.dispatch(adventure);
    window.__nemo.skipAnimations();
  });
  await page.waitForFunction(() => window.__nemo.getDecision()?.kind === 'adventure', null, {
    timeout: 30_000,
  });
  const effect = page.getByTestId('decision-card-effect');
  await effect.waitFor({ timeout: 10_000 });
  expect((await effect.textContent())?.length).toBeGreaterThan(20);
  expect(await page.getByTestId('decision').textContent()).not.toMatch(/\b[EA]\d+\b/);
  await screenshot('first-game-adventure');

  await playUntil(page, 'test');
  await checkTestDecision(opened, 1280, 720);
  expect(consoleErrors.filter((e) => !e.includes('THREE.Clock'))).toEqual([]);
  await page.close();
}, 240_000);
