import { chromium } from 'playwright-core';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { drawBackground, drawBorder, drawCartouche } from './textures/drawFrame';
import { drawMap } from './textures/drawMap';
import { drawOceans } from './textures/drawOceans';
import { drawTracks } from './textures/drawTracks';
import { HEIGHT_PX, WIDTH_PX } from './textures/svg';
import { findChromium, HEADLESS_FLAGS } from './findChromium';
import { woodSvg, WOOD_SIZE } from './textures/woodSvg';

const OUT_DIR = join(process.cwd(), 'textures');

function boardSvg(): string {
  const body =
    drawBackground() + drawMap() + drawOceans() + drawTracks() + drawCartouche() + drawBorder();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH_PX}" height="${HEIGHT_PX}" viewBox="0 0 ${WIDTH_PX} ${HEIGHT_PX}">${body}</svg>`;
}

async function rasterise(
  svg: string,
  width: number,
  height: number,
  file: string,
  type: 'png' | 'jpeg',
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: (await findChromium()).path,
    headless: true,
    args: HEADLESS_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    await page.evaluate(() => document.fonts.ready);
    const path = join(OUT_DIR, file);
    await page.screenshot({
      path,
      type,
      clip: { x: 0, y: 0, width, height },
      ...(type === 'jpeg' ? { quality: 86 } : {}),
    });
    console.log(`${file}: ${width}×${height}, ${(statSync(path).size / 1024).toFixed(0)} KiB`);
  } finally {
    await browser.close();
  }
}

mkdirSync(OUT_DIR, { recursive: true });
await rasterise(boardSvg(), WIDTH_PX, HEIGHT_PX, 'board.png', 'png');
await rasterise(woodSvg(), WOOD_SIZE, WOOD_SIZE, 'table-wood.jpg', 'jpeg');
