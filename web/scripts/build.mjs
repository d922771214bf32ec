// Builds the browser bundle, the prerender bundle, then writes one static HTML file per page,
// pages.json (read by the server), sitemap.xml and a shell for client-rendered routes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build as bundle, transform } from 'esbuild';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(webRoot, 'dist/client');
const serverDir = path.join(webRoot, 'dist/server');

const generators = ['brand-assets.mjs', 'images.mjs', 'documents.mjs'];
for (const name of generators) {
  const file = path.join(webRoot, 'scripts', name);
  if (fs.existsSync(file)) await import(pathToFileURL(file).href);
}

await build({ root: webRoot, logLevel: 'warn' });
// /boot.js comes from web/public as written, comments and all; every public page's initial
// JavaScript counts it (ADR 0008), so the built copy is minified: its comments cost no page a
// byte (ADR 0038).
const bootFile = path.join(clientDir, 'boot.js');
const boot = await transform(fs.readFileSync(bootFile, 'utf8'), { minify: true, target: 'es2020' });
fs.writeFileSync(bootFile, boot.code);
await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: serverDir, manifest: false, emptyOutDir: true },
  // Self-contained: the server loads this bundle to render pages with data (ADR 0024), and a
  // production install (`npm ci --omit=dev -w @lbj/server`) has no React of its own.
  ssr: { noExternal: true },
});
/** Packages a built module imports (static and dynamic imports; relative files excepted). */
function importedPackages(dir) {
  const specifiers = [];
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of code.matchAll(
      /^(?:import|export)[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"|\bimport\("([^"]+)"\)/gm,
    )) {
      specifiers.push(match[1] ?? match[2] ?? match[3]);
    }
  }
  return specifiers.filter((specifier) => !specifier.startsWith('.') && !isBuiltin(specifier));
}
const ssrImports = importedPackages(serverDir);
if (ssrImports.length > 0) {
  throw new Error(
    `the server render bundle imports packages: ${[...new Set(ssrImports)].join(', ')}`,
  );
}

const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
const entry = manifest['index.html'];
const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const server = await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href);

/** Files a manifest chunk needs: its own file, its static imports, and their CSS. */
function collect(key, seen = new Set()) {
  if (seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return { js: [], css: [] };
  const js = [`/${chunk.file}`];
  const css = (chunk.css ?? []).map((file) => `/${file}`);
  for (const imported of chunk.imports ?? []) {
    const sub = collect(imported, seen);
    js.push(...sub.js);
    css.push(...sub.css);
  }
  return { js, css };
}

const entryFiles = collect('index.html');
const fonts = Object.values(manifest)
  .flatMap((chunk) => chunk.assets ?? [])
  .concat(entry.assets ?? [])
  .filter((file) => /lora-latin-600-normal.*\.woff2$/.test(file))
  .map((file) => `/${file}`);
const uniqueFonts = [...new Set(fonts)];

const readAsset = (href) => fs.readFileSync(path.join(clientDir, href), 'utf8');
// The template links the entry stylesheet; pages get their CSS inline instead (one round trip
// fewer before the first paint; the CSP allows inline styles, not inline scripts).
const entryCssLink = /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>\s*/g;
const baseTemplate = template.replace(entryCssLink, '');

/**
 * A public page's code is its islands (the parts of it that need code), started after its first
 * paint (ADR 0028 and its addendum, ADR 0046): /boot.js fetches the islands' entry (about 3 KB
 * gzip with its imports, no React) only on a page that has an island or a notice banner that can
 * be closed; the entry loads each island's code when it is needed. The staff's pages (the login
 * page, the panel) and a client-rendered shell keep the app's plain module script.
 */
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
if (!entryScript.test(baseTemplate)) throw new Error('index.html: the entry script was not found');
const viteModulePreload = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const lowModulePreload = /\s*<link rel="modulepreload" fetchpriority="low" href="([^"]+)" \/>/g;
const ISLANDS_ENTRY = 'src/islands/start.ts';
const islandsFiles = collect(ISLANDS_ENTRY);
if (islandsFiles.js.length === 0) throw new Error(`the manifest has no ${ISLANDS_ENTRY}`);
function startIslandsAfterFirstPaint(html) {
  const [entrySrc, ...imports] = islandsFiles.js;
  return html
    .replace(viteModulePreload, '')
    .replace(lowModulePreload, '')
    .replace(
      entryScript,
      () =>
        `<script src="/boot.js" defer data-sw data-entry="${entrySrc}" data-preload="${imports.join(' ')}"></script>`,
    );
}

/** The staff's pages: the app, hydrated whole, with its code at once. */
const isStaffPage = (page) => page.route.startsWith('admin-');

/** A route's key in Vite's manifest: its module in app/routes, named after the page's route. */
const sourceOf = (route) => `src/app/routes/${route.page.route}.tsx`;

/**
 * A page's CSS, inlined: the entry's, the route's, and that of the sections the route loads lazily
 * (the home page's latest news, /news's dialogs), whose HTML the server may already have sent.
 * Each file is also named by a disabled <link>, which the browser does not fetch: Vite's preload
 * helper sees it and does not fetch the file again when a lazy chunk that needs it loads.
 */
function pageStyles(route, routeFiles) {
  const lazyCss = route
    ? (manifest[sourceOf(route)]?.dynamicImports ?? []).flatMap(
        (key) => collect(key, new Set(['index.html', sourceOf(route)])).css,
      )
    : [];
  const cssFiles = [...new Set([...entryFiles.css, ...routeFiles.css, ...lazyCss])];
  return [
    `<style>${cssFiles.map(readAsset).join('\n')}</style>`,
    ...cssFiles.map((href) => `<link rel="stylesheet" href="${href}" disabled />`),
  ].join('\n    ');
}

/** The document's language: `<html lang>` of the address's language. */
const inLang = (html, lang) =>
  html.replace('<html lang="es-CL">', `<html lang="${server.HTML_LANG[lang]}">`);

function htmlFor(page, urlPath, appHtml, lang = 'es') {
  const route = server.appRoutes.find((r) => r.page === page);
  const routeFiles = route
    ? collect(sourceOf(route), new Set(['index.html']))
    : { js: [], css: [] };
  const head = server.buildHead(
    page,
    urlPath,
    {
      modulePreloads: [...new Set(routeFiles.js.filter((f) => !entryFiles.js.includes(f)))],
      styles: [],
      fonts: uniqueFonts,
      imagePreloads: page.path === '/' ? (server.homeImagePreloads ?? []) : [],
    },
    lang,
  );
  // Global and layout styles first, then the page's own, as the browser would load them.
  const inlineCss = pageStyles(route, routeFiles);
  return inLang(baseTemplate, lang)
    .replace('<!--app-head-->', `${head}\n    ${inlineCss}`)
    .replace('<!--app-html-->', appHtml);
}

/**
 * A page the server fills per request (ADR 0022): the same layout, styles and scripts as a
 * prerendered page, and a placeholder where the server writes the page's own head.
 */
function templateFor(page, appHtml, lang = 'es') {
  const route = server.appRoutes.find((r) => r.page === page);
  const routeFiles = route
    ? collect(sourceOf(route), new Set(['index.html']))
    : { js: [], css: [] };
  const assets = server.assetTags({
    modulePreloads: [...new Set(routeFiles.js.filter((f) => !entryFiles.js.includes(f)))],
    styles: [],
    fonts: uniqueFonts,
  });
  const inlineCss = pageStyles(route, routeFiles);
  return inLang(baseTemplate, lang)
    .replace('<!--app-head-->', () =>
      [server.NEWS_PAGE_TOKENS.head, ...assets, inlineCss].join('\n    '),
    )
    .replace('<!--app-html-->', () => appHtml);
}

/** A file name for a page's address: `/fr/calendario/:slug` → `-fr-calendario-slug`. */
const fileKey = (urlPath) => urlPath.replace(/[/:]+/g, '-').replace(/-$/, '');

const pagesManifest = { pages: [], clientRoutes: [] };
for (const page of server.pages) {
  // Every public page in every language (French under /fr/, English under /en/); the staff's
  // pages in Spanish only.
  const langs = page.staff ? ['es'] : server.LANGS;
  for (const lang of langs) {
    const urlPath = server.pathInLang(lang, page.path);
    if (page.serverFilled) {
      const rendered = await server.renderNewsPageTemplates(
        server.pathInLang(lang, '/news/0-plantilla'),
      );
      const file = lang === 'es' ? '_news-item.json' : `_news-item.${lang}.json`;
      fs.writeFileSync(
        path.join(clientDir, file),
        JSON.stringify({
          article: startIslandsAfterFirstPaint(templateFor(page, rendered.article, lang)),
          notFound: startIslandsAfterFirstPaint(templateFor(page, rendered.notFound, lang)),
          publisher: server.schoolOrganization(server.NEWS_PAGE_TOKENS.origin),
        }),
      );
    } else if (page.serverData) {
      // Rendered by the server per request with its page data (ADR 0024): the document with a
      // slot for the app's HTML and one for the data.
      const { html: appSlot, data: dataSlot } = server.PAGE_TEMPLATE_SLOTS;
      const file = `_page${urlPath === '/' ? '-inicio' : fileKey(urlPath)}.html`;
      const document = startIslandsAfterFirstPaint(htmlFor(page, urlPath, appSlot, lang)).replace(
        '</body>',
        `${dataSlot}</body>`,
      );
      fs.writeFileSync(path.join(clientDir, file), document);
      pagesManifest.pages.push({ path: urlPath, file, data: [...page.serverData] });
    } else if (page.prerender) {
      const staff = isStaffPage(page);
      const appHtml = await server.render(urlPath, { islands: !staff });
      const file = urlPath.endsWith('/')
        ? `${urlPath.slice(1)}index.html`
        : `${urlPath.slice(1)}/index.html`;
      fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
      const html = htmlFor(page, urlPath, appHtml, lang);
      // The staff's login page starts the app at once: it is there to be used, not read, and a
      // tap on "Entrar" before hydration would do nothing (ADR 0028's addendum).
      fs.writeFileSync(
        path.join(clientDir, file),
        staff ? html : startIslandsAfterFirstPaint(html),
      );
      pagesManifest.pages.push({ path: urlPath, file });
    } else {
      // Client-rendered (dynamic) route: an empty shell the browser renders.
      const file = `_shell${fileKey(urlPath)}.html`;
      fs.writeFileSync(path.join(clientDir, file), htmlFor(page, urlPath, '', lang));
      const pattern = `^${urlPath.replace(/:[a-z]+/gi, '[^/]+')}/?$`;
      pagesManifest.clientRoutes.push({ pattern, file });
    }
  }
}
fs.rmSync(path.join(clientDir, 'index.html.tmp'), { force: true });

/**
 * The build's version: a hash of every page, template and manifest it wrote, /boot.js and the
 * server's render bundle, so that any change a visitor could see makes a new one. The service worker names its cache of the
 * build's files after it, and a new version's worker replaces the old one (ADR 0048).
 */
function buildVersion() {
  const hash = crypto.createHash('sha256');
  const files = fs
    .readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(html|json)$/.test(file) || file === 'boot.js')
    .map((file) => path.join(clientDir, file))
    .sort();
  // The server renders the pages with data from this bundle: their HTML is its output.
  const renderer = fs
    .readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(serverDir, file))
    .sort();
  for (const file of [...files, ...renderer]) {
    hash.update(path.relative(webRoot, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}
const version = buildVersion();
// /sw.js and /guardar.js: bundled on their own, never part of a page's modules. The worker gets
// the version and the public pages' paths (in every language by their prefix, offline-policy.ts).
await bundle({
  entryPoints: { sw: 'src/offline/service-worker.ts', guardar: 'src/offline/save-documents.ts' },
  absWorkingDir: webRoot,
  outdir: clientDir,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  logLevel: 'warning',
  // A classic script in a function of its own: "use strict" would be bytes for nothing.
  tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
  define: {
    __LBJ_VERSION__: JSON.stringify(version),
    __LBJ_PAGES__: JSON.stringify(server.pages.filter((page) => !page.staff).map((p) => p.path)),
  },
});
fs.writeFileSync(path.join(clientDir, 'pages.json'), JSON.stringify(pagesManifest, null, 2));
fs.writeFileSync(
  path.join(clientDir, 'sitemap.xml'),
  server.buildSitemap(server.pages, new Date().toISOString().slice(0, 10)),
);
// Precompressed copies, served by @fastify/static when the browser accepts them.
const COMPRESSIBLE = /\.(js|css|html|svg|json|xml|txt|webmanifest|ico)$/;
function compressTree(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') compressTree(full);
    } else if (COMPRESSIBLE.test(entry.name) && fs.statSync(full).size > 1024) {
      const data = fs.readFileSync(full);
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  }
}
compressTree(clientDir);

console.log(
  `web built: ${pagesManifest.pages.length} pages prerendered in web/dist/client, version ${version}`,
);
