import { expect, test } from 'vitest';
import { harnessForFile } from './harness';
import {
  checkActionPhase,
  checkTestDecision,
  openRoom,
  playUntil,
  resizeTo,
} from './decisionRoomChecks';

// decisionRoom.test.ts's checks (npm test, 1280×720) at the narrowest and the largest desktop.
const harness = harnessForFile();

// One game, walked once to each decision and measured at both sizes, the window resized in place.
test("at 1024×768 and 1920×1080 a many-option Action Phase and a test's Roll buttons are on screen", async () => {
  const sizes = [
    [1024, 768],
    [1920, 1080],
  ] as const;
  const opened = await openRoom(harness, 1024, 768);
  const { page, consoleErrors } = opened;
  await playUntil(page, 'bigAction');
  for (const [width, height] of sizes) {
    await resizeTo(page, width, height);
    await checkActionPhase(opened, width, height);
  }
  await playUntil(page, 'test');
  for (const [width, height] of [...sizes].reverse()) {
    await resizeTo(page, width, height);
    await checkTestDecision(opened, width, height);
  }
  expect(consoleErrors.filter((e) => !e.includes('THREE.Clock'))).toEqual([]);
  await page.close();
}, 240_000);
