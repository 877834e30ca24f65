import { test } from 'vitest';
import { harnessForFile } from './harness';
import { checkShowBackground } from './showcaseBackground';

const harness = harnessForFile();

// The green and transparent backgrounds: showcaseBackgrounds.look.test.ts; the table's look in
// Full HD at full quality: showcaseLook.look.test.ts (both in npm run test:long).
test('the show on the table background pauses on a framed, captioned moment; the presenter keys drive the show', async () => {
  await checkShowBackground(harness, 'table');
});
