// Idle-frame probe: node scripts/idleProbe.mjs http://127.0.0.1:PORT play,front,showcase,playlow
// (serve a build with `npx vite preview`). Prints frames and WebGL-drawing ticks in 5 s after 5 s idle.
import { chromium } from 'playwright-core';
const base = process.argv[2];
const which = (process.argv[3] ?? 'play,front,showcase').split(',');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--use-gl=angle',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
  ],
});
const INIT = `(() => { window.__draws = 0; window.__frames = 0; let marked = false; for (const C of [WebGLRenderingContext, WebGL2RenderingContext]) for (const m of ['drawElements','drawArrays','drawElementsInstanced','drawArraysInstanced']) { const f = C.prototype[m]; if (f) C.prototype[m] = function (...a) { window.__draws++; if (!marked) { marked = true; window.__frames++; queueMicrotask(() => { marked = false; }); } return f.apply(this, a); }; } })();`;
const stats = (p) =>
  p.evaluate(() => ({
    ...(window.__nemo?.renderStats?.() ?? { frames: 0, pendingFrames: -1 }),
    draws: window.__draws,
    gframes: window.__frames,
  }));
async function measure(name, url, prep) {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  await page.addInitScript(INIT);
  page.on('pageerror', (e) => console.log(name, 'pageerror', String(e)));
  await page.goto(base + url);
  await page.waitForFunction(() => window.__draws > 0, null, { timeout: 120000 });
  if (prep) await prep(page);
  await page.waitForTimeout(5000);
  const a = await stats(page);
  await page.waitForTimeout(5000);
  const b = await stats(page);
  console.log(
    JSON.stringify({
      name,
      framesIn5s: b.frames - a.frames,
      drawsIn5s: b.draws - a.draws,
      glFramesIn5s: b.gframes - a.gframes,
      pending: b.pendingFrames,
      total: b.frames,
    }),
  );
  await page.close();
}
if (which.includes('play')) await measure('play', '/?mode=solo&seed=idle-1&debug=1');
if (which.includes('front')) await measure('front', '/?debug=1');
if (which.includes('showcase'))
  await measure('showcase-paused', '/?mode=showcase&seed=show-2&speed=4&debug=1', async (page) => {
    await page.waitForFunction(
      () => {
        const s = window.__nemo.showcase();
        return s.caption !== null && (s.status?.turn ?? 0) >= 1 && s.camera.kind !== 'table';
      },
      null,
      { timeout: 150000 },
    );
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.__nemo.showcase().paused, null, { timeout: 30000 });
  });
if (which.includes('playlow'))
  await measure('play-low', '/?mode=solo&seed=idle-1&debug=1&quality=low');
await browser.close();
