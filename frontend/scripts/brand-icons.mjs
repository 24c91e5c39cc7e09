// Makes the installed app's icons (frontend/public/icons/*.png) from the brand mark
// (src/components/brand-mark.tsx: the car of @ant-design/icons on the tinted-glass tile of global.css),
// drawn as SVG and rendered by Chromium. The PNGs are committed; run again only when the mark changes:
//   node frontend/scripts/brand-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const require = createRequire(import.meta.url);
const car = require('@ant-design/icons-svg/lib/asn/CarOutlined.js').default.icon;
const out = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** The tile's gradient (global.css .brand-mark: #2f86f0, --brand, --brand-dark). */
const gradient = `<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#2f86f0"/><stop offset="0.45" stop-color="#0f5fc2"/><stop offset="1" stop-color="#0a2540"/>
</linearGradient>`;

/**
 * `rounded`: the tile with its rounded corners on a transparent ground (the mark as the app shows it);
 * otherwise the gradient fills the square and the car keeps to the middle, as a maskable icon must (the
 * platform cuts its own shape, and only the central circle of 80 % is sure to stay).
 */
function iconSvg(size, { rounded, carShare }) {
  const carSize = size * carShare;
  const offset = (size - carSize) / 2;
  const radius = rounded ? size * 0.28 : 0;
  const [vx, vy, vw, vh] = car.attrs.viewBox.split(' ').map(Number);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>${gradient}</defs>
  <rect width="${size}" height="${size}" rx="${radius}" fill="url(#tile)"/>
  <svg x="${offset}" y="${offset}" width="${carSize}" height="${carSize}" viewBox="${vx} ${vy} ${vw} ${vh}">
    ${car.children.map((child) => `<path d="${child.attrs.d}" fill="#fff"/>`).join('')}
  </svg>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, carShare: 0.5 },
  { file: 'icon-512.png', size: 512, rounded: true, carShare: 0.5 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, carShare: 0.42 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, carShare: 0.5 },
];

mkdirSync(out, { recursive: true });
const machine = JSON.parse(readFileSync(new URL('../../scripts/chromium.json', import.meta.url), 'utf8'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? machine.path, args: machine.flags });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<body style="margin:0;background:transparent">${iconSvg(icon.size, icon)}</body>`);
    await page.locator('svg').first().screenshot({ path: path.join(out, icon.file), omitBackground: true });
    console.log(`${icon.file} (${String(icon.size)} px)`);
  }
} finally {
  await browser.close();
}
