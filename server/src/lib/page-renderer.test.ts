import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, PAGE_TEMPLATE_SLOTS } from '@lbj/shared';
import {
  createPageRenderer,
  loadSsrBundle,
  scriptJson,
  type SsrBundle,
  moveHoistedHead,
} from './page-renderer.ts';

// The server-side render cache on its own: a fake bundle counts its renders, so what is
// rendered again and what comes from the cache can be told apart.

const TEMPLATE = `<body><div id="root">${PAGE_TEMPLATE_SLOTS.html}</div>${PAGE_TEMPLATE_SLOTS.data}</body>`;
const OTHER_TEMPLATE = `<main>${PAGE_TEMPLATE_SLOTS.html}</main>${PAGE_TEMPLATE_SLOTS.data}`;

function countingBundle() {
  const calls: string[] = [];
  const bundle: SsrBundle = {
    renderWithData: (location, data) => {
      calls.push(location);
      return Promise.resolve(`<p>${location} ${String(Object.keys(data).length)}</p>`);
    },
  };
  return { bundle, calls };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built site folder (`client/`) with `server/entry-server.js` holding `source`, if given. */
function webDist(source?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-renderer-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'client'));
  if (source !== undefined) {
    fs.mkdirSync(path.join(root, 'server'));
    fs.writeFileSync(path.join(root, 'server/entry-server.js'), source);
  }
  return path.join(root, 'client');
}

describe('loadSsrBundle', () => {
  it('is undefined when the build has no render bundle', async () => {
    expect(await loadSsrBundle(webDist())).toBeUndefined();
  });

  it('is undefined when the bundle has no renderWithData function', async () => {
    expect(await loadSsrBundle(webDist('export const renderWithData = 1;'))).toBeUndefined();
  });

  it('loads renderWithData, bound to its module', async () => {
    const bundle = await loadSsrBundle(
      webDist(
        `export const prefix = 'ok';
         export function renderWithData(location) { return Promise.resolve(location); }`,
      ),
    );
    expect(await bundle?.renderWithData('/utiles', {})).toBe('/utiles');
  });
});

describe('scriptJson', () => {
  it('escapes what could end the script or break the JavaScript parser', () => {
    const json = scriptJson({ a: '</script><!--', b: 'x\u2028y\u2029z' });
    expect(json).toBe('{"a":"\\u003c/script>\\u003c!--","b":"x\\u2028y\\u2029z"}');
    expect(JSON.parse(json)).toEqual({ a: '</script><!--', b: 'x\u2028y\u2029z' });
  });
});

describe('createPageRenderer', () => {
  it('fills the app slot and the data slot', async () => {
    const { bundle } = countingBundle();
    const html = await createPageRenderer(bundle).render(TEMPLATE, '/utiles', { utiles: [1] });
    expect(html).toBe(
      `<body><div id="root"><p>/utiles 1</p></div><script type="application/json" id="${PAGE_DATA_ID}">{"utiles":[1]}</script></body>`,
    );
  });

  it('renders once per template, address and data', async () => {
    const { bundle, calls } = countingBundle();
    const renderer = createPageRenderer(bundle);
    await renderer.render(TEMPLATE, '/utiles', { v: 1 });
    await renderer.render(TEMPLATE, '/utiles', { v: 1 });
    expect(calls).toHaveLength(1);
    await renderer.render(TEMPLATE, '/utiles', { v: 2 });
    await renderer.render(TEMPLATE, '/utiles?nivel=1', { v: 2 });
    expect(calls).toHaveLength(3);
  });

  it('keeps nothing rendered `once` (a page with a form’s new stamp), and pushes nothing out', async () => {
    const { bundle, calls } = countingBundle();
    const renderer = createPageRenderer(bundle);
    await renderer.render(TEMPLATE, '/admision', { v: 1 });
    const first = await renderer.render(TEMPLATE, '/admision', { v: 2 }, { once: true });
    await renderer.render(TEMPLATE, '/admision', { v: 2 }, { once: true });
    expect(calls).toHaveLength(3);
    expect(first).toContain('"v":2');
    await renderer.render(TEMPLATE, '/admision', { v: 2 });
    expect(calls).toHaveLength(4);
    await renderer.render(TEMPLATE, '/admision', { v: 1 });
    expect(calls).toHaveLength(4);
  });

  it('keeps two templates apart at the same address with the same data', async () => {
    const { bundle, calls } = countingBundle();
    const renderer = createPageRenderer(bundle);
    const first = await renderer.render(TEMPLATE, '/x', {});
    const second = await renderer.render(OTHER_TEMPLATE, '/x', {});
    expect(first.startsWith('<body>')).toBe(true);
    expect(second.startsWith('<main>')).toBe(true);
    // Each template keeps its own id: both stay cached.
    await renderer.render(TEMPLATE, '/x', {});
    await renderer.render(OTHER_TEMPLATE, '/x', {});
    expect(calls).toHaveLength(2);
  });

  it('keeps 200 documents, and drops the least recently used for the 201st', async () => {
    const { bundle, calls } = countingBundle();
    const renderer = createPageRenderer(bundle);
    for (let i = 0; i < 200; i++) await renderer.render(TEMPLATE, `/p/${String(i)}`, {});
    await renderer.render(TEMPLATE, '/p/0', {});
    expect(calls).toHaveLength(200);
    // /p/0 was just used: the 201st document pushes /p/1 out, not /p/0.
    await renderer.render(TEMPLATE, '/p/200', {});
    await renderer.render(TEMPLATE, '/p/0', {});
    expect(calls).toHaveLength(201);
    await renderer.render(TEMPLATE, '/p/1', {});
    expect(calls).toHaveLength(202);
  });

  it('does not keep a render that failed', async () => {
    let fail = true;
    let renders = 0;
    const renderer = createPageRenderer({
      renderWithData: () => {
        renders++;
        return fail ? Promise.reject(new Error('bundle roto')) : Promise.resolve('<p>ok</p>');
      },
    });
    await expect(renderer.render(TEMPLATE, '/x', {})).rejects.toThrow('bundle roto');
    fail = false;
    expect(await renderer.render(TEMPLATE, '/x', {})).toContain('<p>ok</p>');
    expect(renders).toBe(2);
  });
});

describe('moveHoistedHead', () => {
  const template =
    '<html><head><title>General</title>\n<meta name="description" content="general" />\n<link rel="canonical" href="/x/:slug" />\n<meta property="og:title" content="General" />\n<link rel="icon" href="/i.svg" /></head><body><div id="root"><!--app-html--></div></body></html>';

  it("puts a page's own title, metas and canonical in the head, in place of the template's", () => {
    const [document, app] = moveHoistedHead(
      template,
      '<title>Evento</title><meta name="description" content="uno"/><link rel="canonical" href="/x/1-evento"/><meta property="og:title" content="Evento"/><div>cuerpo</div>',
    );
    expect(app).toBe('<div>cuerpo</div>');
    expect(document.match(/<title>/g)).toHaveLength(1);
    expect(document).toContain('<title>Evento</title>');
    expect(document).not.toContain('general');
    expect(document).not.toContain(':slug');
    expect(document).toContain('<link rel="icon" href="/i.svg" />');
    expect(document).toContain('<meta property="og:title" content="Evento"/>');
  });

  it("puts a page's own hreflang alternates in the head, in place of the template's of the same language", () => {
    const alternates =
      '<link rel="alternate" hrefLang="es" href="/x/1-evento"/><link rel="alternate" hrefLang="x-default" href="/x/1-evento"/>';
    const [document, app] = moveHoistedHead(
      template,
      `<title>Evento</title><link rel="canonical" href="/x/1-evento"/>${alternates}<meta property="og:locale" content="fr_FR"/><div>cuerpo</div>`,
    );
    expect(app).toBe('<div>cuerpo</div>');
    expect(document).toContain(alternates.replace('/><link', '/>\n    <link'));
    expect(document).toContain('<meta property="og:locale" content="fr_FR"/>');
    const withAlternate = template.replace(
      '</head>',
      '<link rel="alternate" hreflang="es" href="/x/:slug" /></head>',
    );
    const [replaced] = moveHoistedHead(withAlternate, `${alternates}<div>cuerpo</div>`);
    expect(replaced).not.toContain('hreflang="es" href="/x/:slug"');
    expect(replaced.match(/hreflang="es"/gi)).toHaveLength(1);
  });

  it('leaves a page that renders no head tags as it is, and stops at any other tag', () => {
    expect(moveHoistedHead(template, '<div>x</div>')).toEqual([template, '<div>x</div>']);
    const preload = '<link rel="preload" as="image" href="/a.webp"/><div>x</div>';
    expect(moveHoistedHead(template, preload)).toEqual([template, preload]);
  });
});
