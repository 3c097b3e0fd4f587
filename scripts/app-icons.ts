/**
 * Draws the installable app's icons (public/icons/*.png) from the favicon's paw, white on the theme's teal, with a
 * system Chromium (CHROME_PATH, default /usr/bin/chromium):  npx tsx scripts/app-icons.ts
 * The maskable icon keeps the paw inside the central 80% safe zone, as launchers crop it to their own shape.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const THEME = '#0f766e';
const ICONS = [
  { file: 'icon-192.png', size: 192, paw: 0.72, rounded: true },
  { file: 'icon-512.png', size: 512, paw: 0.72, rounded: true },
  { file: 'maskable-512.png', size: 512, paw: 0.56, rounded: false },
];

const favicon = await readFile(path.resolve('public/favicon.svg'), 'utf8');
const paw = favicon.replace('fill="#0f766e"', 'fill="#ffffff"');
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', `--user-data-dir=${await mkdtemp(path.join(os.tmpdir(), 'icons-'))}`],
});
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewport({ width: icon.size, height: icon.size });
    const inner = Math.round(icon.size * icon.paw);
    await page.setContent(`<html><body style="margin:0;background:transparent">
      <div style="width:${icon.size}px;height:${icon.size}px;background:${THEME};border-radius:${icon.rounded ? '22%' : '0'};display:flex;align-items:center;justify-content:center">
        <div style="width:${inner}px;height:${inner}px">${paw.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
      </div></body></html>`);
    const png = await page.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await writeFile(path.resolve('public/icons', icon.file), png);
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
