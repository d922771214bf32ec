// Draws the raster brand assets (favicon, touch icons, logo, share image) from the crest SVG.
// Files that exist are kept, so a fresh build reuses the committed ones; delete one to redraw it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const crestSvg = fs.readFileSync(path.join(publicDir, 'icon.svg'));

async function write(relative, makeBuffer) {
  const file = path.join(publicDir, relative);
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await makeBuffer());
  console.log(`brand asset: ${relative}`);
}

/** A square icon: the crest centred on a background. */
async function squareIcon(size, background, scale = 0.8) {
  const crestHeight = Math.round(size * scale);
  const crest = await sharp(crestSvg, { density: 600 })
    .resize({ height: crestHeight })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: crest, gravity: 'centre' }])
    .png({ compressionLevel: 9, palette: size <= 64 })
    .toBuffer();
}

/** ICO container holding one PNG image (supported by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
const white = { r: 255, g: 255, b: 255, alpha: 1 };

await write('favicon.ico', async () => icoFromPng(await squareIcon(32, transparent, 0.95), 32));
await write('apple-touch-icon.png', () => squareIcon(180, white, 0.72));
await write('icons/icon-192.png', () => squareIcon(192, white, 0.72));
await write('icons/icon-512.png', () => squareIcon(512, white, 0.72));
await write('icons/maskable-512.png', () =>
  squareIcon(512, { r: 183, g: 28, b: 28, alpha: 1 }, 0.55),
);
await write('images/logo.png', () => squareIcon(512, transparent, 0.95));
await write('images/og-image.png', async () => {
  const crest = await sharp(crestSvg, { density: 600 }).resize({ height: 380 }).png().toBuffer();
  const text = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <rect width="1200" height="630" fill="#faf7f2"/>
    <rect width="1200" height="24" fill="#b71c1c"/>
    <rect y="606" width="1200" height="24" fill="#b71c1c"/>
    <rect x="470" y="578" width="86" height="8" fill="#1f3a6b"/><rect x="556" y="578" width="86" height="8" fill="#ffffff" stroke="#e6dfd3"/><rect x="642" y="578" width="86" height="8" fill="#b71c1c"/>
    <text x="470" y="250" font-family="DejaVu Serif, Georgia, serif" font-size="38" fill="#4a5060">Colegio Cristiano</text>
    <text x="470" y="330" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="72" fill="#b71c1c">Le Beau Jour</text>
    <text x="470" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#1f2430">Viña del Mar · Pre-kínder a 8º básico</text>
    <text x="470" y="450" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" letter-spacing="2" fill="#7a5d17">EDUCANDO AL ABRIGO DEL ALTÍSIMO</text>
  </svg>`);
  return sharp(text)
    .composite([{ input: crest, left: 120, top: 125 }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
});
