import { test } from 'vitest';
import { harnessForFile } from './harness';
import { checkTableauAt } from './tableauFlow';

// tableau.test.ts's checks (npm test: 1280×720 and 1024×768) in Full HD.
const harness = harnessForFile();

test('in Full HD the step pause holds the drawn card up, face up; tableau pieces open their info card', async () => {
  await checkTableauAt(harness, [{ width: 1920, height: 1080 }]);
}, 400_000);
