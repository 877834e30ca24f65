import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBuiltApp, type BuiltApp } from './offlineHarness';

let app: BuiltApp;
beforeAll(async () => {
  app = await startBuiltApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

test('after one visit the installed game starts a new voyage with the network off', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));

  await page.goto(`${app.baseUrl}/?quality=low`);
  await page.getByTestId('front-door').waitFor();
  // The manifest makes it installable: a name, a start URL and a 512 px icon.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
  });
  expect(manifest).toMatchObject({ name: "Nemo's War 3D", start_url: '/', display: 'standalone' });
  expect(JSON.stringify(manifest)).toContain('512x512');

  // The service worker installs and precaches the whole game (code, textures, models, sounds).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.getByTestId('pwa-offline-ready').waitFor({ timeout: 30_000 });
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    }
    return urls;
  });
  const kinds = [
    /board-.*\.png/,
    /nautilus-.*\.glb/,
    /table-wood-.*\.jpg/,
    /dice-hit\.wav/,
    /jp-subset\.woff/,
  ];
  for (const kind of kinds) {
    expect(cached.some((u) => kind.test(u))).toBe(true);
  }
  expect(cached.some((u) => /PlayMode-.*\.js/.test(u))).toBe(true);

  await context.setOffline(true);
  const offlineFetch = await page.evaluate(() =>
    fetch('https://example.com/').then(
      () => 'reached',
      () => 'blocked',
    ),
  );
  expect(offlineFetch).toBe('blocked');

  await page.reload();
  await page.getByTestId('front-door').waitFor({ timeout: 30_000 });
  await page.goto(`${app.baseUrl}/?mode=solo&quality=low&debug=1`);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('decision').waitFor({ timeout: 60_000 });
  const legal = await page.evaluate(
    () =>
      (window as unknown as { __nemo?: { getLegalActions(): unknown[] } }).__nemo?.getLegalActions()
        .length ?? 0,
  );
  expect(legal).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
}, 90_000);

test('online play installs the offline copy without the offline notice over the table', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  // No game server is needed: the online start screen is enough to install the worker.
  await page.goto(`${app.baseUrl}/?mode=online&server=${encodeURIComponent('http://127.0.0.1:9')}`);
  await page.getByTestId('online-start').waitFor({ timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker has installed and precached (the moment the front door says so) …
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await page.waitForTimeout(2000);
  // … and the online screen, whose captions and table it would cover, stays quiet.
  expect(await page.getByTestId('pwa-offline-ready').count()).toBe(0);
  await context.close();
}, 90_000);

test('the offline-ready notice never covers a control: front door and solo setup, 1280×720 and 1024×768 (issue 43 §2)', async () => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1024, height: 768 },
  ]) {
    for (const path of ['/?quality=low', '/?mode=solo&quality=low']) {
      const context = await app.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}${path}`);
      const notice = page.getByTestId('pwa-offline-ready');
      await notice.waitFor({ timeout: 30_000 });
      await page.waitForTimeout(700);
      const covered = await page.evaluate(() => {
        const box = document.querySelector('[data-testid="pwa-offline-ready"]')!;
        const n = box.getBoundingClientRect();
        return [...document.querySelectorAll('button, a[href], input, select, summary')]
          .filter((c) => !box.contains(c))
          .filter((c) => {
            const r = c.getBoundingClientRect();
            return (
              r.width > 0 &&
              r.height > 0 &&
              r.left < n.right &&
              r.right > n.left &&
              r.top < n.bottom &&
              r.bottom > n.top
            );
          })
          .map((c) => (c.textContent ?? '').trim().slice(0, 30));
      });
      expect({ path, viewport, covered }).toEqual({ path, viewport, covered: [] });
      await context.close();
    }
  }
}, 180_000);
