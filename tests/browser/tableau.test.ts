import { test } from 'vitest';
import { harnessForFile } from './harness';
import { checkTableauAt } from './tableauFlow';

// The same at 1920×1080: tableau.look.test.ts (npm run test:long).
const harness = harnessForFile();

test('the step pause holds the drawn card up, face up, and speaks only once it is; tableau pieces open their info card', async () => {
  await checkTableauAt(harness, [
    { width: 1280, height: 720 },
    { width: 1024, height: 768 },
  ]);
}, 400_000);
