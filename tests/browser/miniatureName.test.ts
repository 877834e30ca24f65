import { expect, test } from 'vitest';
import { SHIP_NAME_BAND } from '../../src/scene/atlas/drawShipFace';
import { REVEALED_CLASSES } from '../../src/scene/staging/miniatureClass';
import { harnessForFile } from './harness';
import { waitForTableRest } from './tableRest';

const harness = harnessForFile();

interface Box {
  key: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}
interface NemoApi {
  getLegalActions(): { type: string; action?: string }[];
  getDecision(): { kind: string } | null;
  dispatch(action: unknown): boolean;
  isIdle(): boolean;
  skipAnimations(): void;
  screenBoxes(name: string, keyPrefix?: string): Box[];
}
declare const window: Window & { __nemo: NemoApi };

test('at the default view a ship miniature leaves the name printed on its tile, and on its neighbours, clear', async () => {
  const { page, consoleErrors, screenshot } = await harness.open(
    '/?seed=stage-10&motive=war&speed=instant&debug=1&quality=low',
    { width: 1280, height: 720 },
  );
  await page.waitForFunction(() => (window.__nemo?.getLegalActions?.().length ?? 0) > 0, null, {
    timeout: 120_000,
  });
  // Attack whenever offered: the attacked Hidden Ship is revealed, a miniature on its tile.
  let kind: string | null = null;
  for (let i = 0; i < 60 && kind !== 'attackCommit'; i++) {
    await page.waitForFunction(() => window.__nemo.isIdle(), null, { timeout: 60_000 });
    kind = await page.evaluate(() => {
      const api = window.__nemo;
      const options = api.getLegalActions();
      const pick =
        options.find((o) => o.type === 'declineStartingUpgrade') ??
        options.find((o) => o.type === 'act' && o.action === 'attack') ??
        options[0];
      if (pick) api.dispatch(pick);
      api.skipAnimations();
      return api.getDecision()?.kind ?? null;
    });
  }
  expect(kind).toBe('attackCommit');
  await page.waitForFunction(() => window.__nemo.isIdle(), null, { timeout: 60_000 });
  await waitForTableRest(page);
  const { tiles, miniatures } = await page.evaluate(
    (classes) => ({
      tiles: window.__nemo.screenBoxes('ship-tokens', 'ship:'),
      miniatures: classes.flatMap((c) => window.__nemo.screenBoxes(`ship-miniatures:${c}`)),
    }),
    REVEALED_CLASSES,
  );
  await screenshot('miniature-name');
  expect(miniatures.length).toBeGreaterThan(0);
  expect(miniatures.length).toBe(tiles.length);
  const covered: string[] = [];
  for (const tile of tiles) {
    const height = tile.bottom - tile.top;
    const name = {
      left: tile.left + (tile.right - tile.left) * 0.1,
      right: tile.right - (tile.right - tile.left) * 0.1,
      top: tile.top + height * SHIP_NAME_BAND.top,
      bottom: tile.top + height * SHIP_NAME_BAND.bottom,
    };
    for (const m of miniatures) {
      const apart =
        m.bottom <= name.top ||
        m.top >= name.bottom ||
        m.right <= name.left ||
        m.left >= name.right;
      if (!apart) covered.push(`${tile.key}'s name under ${m.key}`);
    }
  }
  expect(covered).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
