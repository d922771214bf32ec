// Rasterises each image slot to AVIF and WebP at the widths the layout uses, into
// web/public/generated/ (build output, not in git). A slot's source is the photo dropped in
// src/content/photos/<slot>.(jpg|jpeg|png|webp|avif) when there is one, else the illustration
// src/content/illustrations/<slot>.svg. Staff portraits dropped in src/content/portraits/<slug>.*
// go through the same step. Writes src/content/generated/images.json, the manifest the pages
// read (committed, so type checks and unit tests run before any build).
// Outputs newer than their source are kept, so a second build costs almost nothing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = path.join(webRoot, 'src/content');
const outDir = path.join(webRoot, 'public/generated');
const manifestFile = path.join(contentDir, 'generated/images.json');
const stampFile = path.join(outDir, '.stamp.json');
const thisScript = fileURLToPath(import.meta.url);

/** Every slot, its rendered size (aspect ratio) and the widths the layout asks for. */
const SLOTS = {
  'slide-escuela': { width: 1600, height: 900, widths: [480, 800, 1200, 1600] },
  'slide-lectura': { width: 1600, height: 900, widths: [480, 800, 1200, 1600] },
  'slide-patio': { width: 1600, height: 900, widths: [480, 800, 1200, 1600] },
  'slide-idiomas': { width: 1600, height: 900, widths: [480, 800, 1200, 1600] },
  'sobre-comunidad': { width: 1200, height: 900, widths: [480, 800, 1200] },
  'sobre-vision': { width: 1200, height: 900, widths: [480, 800, 1200] },
  'sobre-mision': { width: 1200, height: 900, widths: [480, 800, 1200] },
  'historia-fundadores': { width: 1200, height: 900, widths: [480, 800, 1200] },
};
const PORTRAIT = { width: 320, height: 320, widths: [160, 320] };
const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];
const FORMATS = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 5 }),
};

function findPhoto(dir, name) {
  for (const ext of PHOTO_EXTENSIONS) {
    const file = path.join(dir, `${name}${ext}`);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

const scriptMtime = fs.statSync(thisScript).mtimeMs;
const previous = readJson(stampFile, {});
const stamp = {};

/** Renders one source to every width and format of a slot, unless the outputs are current. */
async function renderSlot(outName, source, spec, kind) {
  const key = `${path.relative(webRoot, source)}|${String(fs.statSync(source).mtimeMs)}|${String(scriptMtime)}`;
  const outputs = spec.widths.flatMap((w) =>
    Object.keys(FORMATS).map((format) => path.join(outDir, `${outName}-${String(w)}.${format}`)),
  );
  stamp[outName] = key;
  if (previous[outName] === key && outputs.every((file) => fs.existsSync(file))) return false;

  const max = Math.max(...spec.widths);
  const maxHeight = Math.round((max * spec.height) / spec.width);
  let base;
  if (kind === 'illustration') {
    // Render the vector at the largest width (density scales the SVG's own size).
    const meta = await sharp(source).metadata();
    const density = Math.min(2400, (72 * max) / (meta.width ?? spec.width));
    base = sharp(source, { density }).resize(max, maxHeight, { fit: 'cover' });
  } else {
    base = sharp(source).rotate().resize(max, maxHeight, { fit: 'cover', position: 'attention' });
  }
  const master = await base.flatten({ background: '#faf7f2' }).png().toBuffer();
  await Promise.all(
    spec.widths.flatMap((w) =>
      Object.entries(FORMATS).map(([format, encode]) =>
        encode(sharp(master).resize(w, Math.round((w * spec.height) / spec.width))).toFile(
          path.join(outDir, `${outName}-${String(w)}.${format}`),
        ),
      ),
    ),
  );
  return true;
}

fs.mkdirSync(outDir, { recursive: true });
const manifest = { images: {}, portraits: {} };
const rendered = [];

const jobs = [];
for (const [name, spec] of Object.entries(SLOTS)) {
  const photo = findPhoto(path.join(contentDir, 'photos'), name);
  const source = photo ?? path.join(contentDir, 'illustrations', `${name}.svg`);
  if (!fs.existsSync(source)) throw new Error(`images: no source for slot ${name} (${source})`);
  const kind = photo ? 'photo' : 'illustration';
  manifest.images[name] = { ...spec, source: kind };
  jobs.push(async () => {
    if (await renderSlot(name, source, spec, kind)) rendered.push(name);
  });
}

const portraitDir = path.join(contentDir, 'portraits');
const portraits = fs.existsSync(portraitDir)
  ? fs
      .readdirSync(portraitDir)
      .filter((file) => PHOTO_EXTENSIONS.includes(path.extname(file).toLowerCase()))
      .sort()
  : [];
for (const file of portraits) {
  const slug = path.basename(file, path.extname(file));
  const outName = `retrato-${slug}`;
  manifest.portraits[slug] = { ...PORTRAIT, source: 'photo' };
  jobs.push(async () => {
    if (await renderSlot(outName, path.join(portraitDir, file), PORTRAIT, 'photo')) {
      rendered.push(outName);
    }
  });
}

// Several slots at once: each encode is single-threaded here, the machine may have more cores.
const queue = [...jobs];
await Promise.all(
  Array.from({ length: 3 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  }),
);

// Drop outputs of slots that no longer exist (a removed portrait, a renamed slide).
for (const file of fs.readdirSync(outDir)) {
  if (file.startsWith('.')) continue;
  const outName = file.replace(/-\d+\.(avif|webp)$/, '');
  if (!(outName in stamp)) fs.rmSync(path.join(outDir, file));
}
fs.writeFileSync(stampFile, JSON.stringify(stamp, null, 2));

// Rewrite the committed manifest only when its content changes, formatted as Prettier would.
const current = readJson(manifestFile, null);
if (JSON.stringify(current) !== JSON.stringify(manifest)) {
  let text = `${JSON.stringify(manifest, null, 2)}\n`;
  try {
    const prettier = await import('prettier');
    text = await prettier.format(text, { parser: 'json', printWidth: 100 });
  } catch {
    // Prettier is a development tool; without it the plain JSON is still valid.
  }
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, text);
}
console.log(rendered.length > 0 ? `images: rendered ${rendered.join(', ')}` : 'images: up to date');
