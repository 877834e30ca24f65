import { test } from 'vitest';
import { harnessForFile } from './harness';
import { checkFrontDoorAt } from './frontChecks';

// front.test.ts's layout check (npm test: 1280×720 and 1024×768, cheap setting) as a visitor
// first meets the page, and at Full HD.
const harness = harnessForFile();

test('the front door at 1280×720 at full quality, the 3D table behind the menu: nothing cropped or overlapping, no console error, nothing fetched off this origin', async () => {
  await checkFrontDoorAt(harness, { width: 1280, height: 720 }, true);
});

test('the front door at 1920×1080: nothing cropped or overlapping', async () => {
  await checkFrontDoorAt(harness, { width: 1920, height: 1080 }, false);
});
