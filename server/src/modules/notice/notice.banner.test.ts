import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFragment, type DefaultTreeAdapterTypes as P } from 'parse5';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTICE_COOKIE, NOTICE_DISMISS_PATH, NOTICE_MESSAGES as M } from '@lbj/shared';
import { createAuditLog } from '../../lib/audit.ts';
import { openDatabase, type DatabaseHandle } from '../../lib/db.ts';
import { createNoticeModule, type NoticeModule } from './notice.module.ts';
import { createNoticeRepository, type NoticeRecord } from './notice.repository.ts';
import { noticeKey } from './notice.service.ts';

// The banner as the module hands it to every page (the server puts it at the top of <body>):
// read with parse5, the parsing a browser does.

let now: Date;
let dir: string;
let database: DatabaseHandle;
let notice: NoticeModule;
beforeEach(() => {
  now = new Date('2026-03-02T12:00:00.000Z');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-notice-'));
  database = openDatabase(dir);
  notice = createNoticeModule({
    db: database.db,
    audit: createAuditLog({ db: database.db, clock: () => now, log: console }),
    requireAdmin: () => Promise.reject(new Error('no routes in these tests')),
    clock: () => now,
  });
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const store = (record: Partial<NoticeRecord>) =>
  createNoticeRepository(database.db).save({
    nivel: 'informacion',
    texto: 'Las matrículas 2027 abren el lunes.',
    enlace: null,
    desde: null,
    hasta: null,
    actualizado: '2026-03-01T00:00:00.000Z',
    ...record,
  });

const banner = (page = '/', cookies: Record<string, string> = {}) =>
  notice.pageBanner({ url: new URL(page, 'https://www.lebeaujour.cl/'), cookies });

type Node = P.ChildNode;
const isElement = (node: Node): node is P.Element => 'tagName' in node;
function elements(nodes: readonly Node[]): P.Element[] {
  return nodes.flatMap((node) => (isElement(node) ? [node, ...elements(node.childNodes)] : []));
}
const attr = (el: P.Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
function text(node: Node): string {
  if (node.nodeName === '#text') return (node as P.TextNode).value;
  return isElement(node) ? node.childNodes.map(text).join('') : '';
}

async function read(page = '/', cookies: Record<string, string> = {}) {
  const html = await banner(page, cookies);
  if (html === null) throw new Error('no banner');
  const roots = parseFragment(html).childNodes;
  const all = elements(roots);
  const by = (predicate: (el: P.Element) => boolean) => all.filter(predicate);
  return { html, roots, all, by };
}

describe('the banner', () => {
  it('is a labelled region with the level, the text, the link and a close form', async () => {
    await store({ nivel: 'aviso', enlace: '/reglamentos' });
    const { roots, by } = await read('/news?categoria=Eventos');
    // One element, a section, named for its landmark.
    expect(roots.filter(isElement)).toHaveLength(1);
    const [section] = by((el) => el.tagName === 'section');
    expect(attr(section as P.Element, 'aria-label')).toBe(M.regionLabel);
    expect(attr(section as P.Element, 'class')).toBe('aviso-banner aviso-banner--aviso');
    expect(by((el) => attr(el, 'role') === 'alert')).toHaveLength(0);

    const [paragraph] = by((el) => el.tagName === 'p');
    expect(text(paragraph as P.Element)).toBe(
      'Aviso: Las matrículas 2027 abren el lunes. Más información',
    );
    const links = by((el) => el.tagName === 'a');
    expect(links.map((el) => attr(el, 'href'))).toEqual(['/reglamentos']);

    const [form] = by((el) => el.tagName === 'form');
    expect(attr(form as P.Element, 'method')).toBe('post');
    expect(attr(form as P.Element, 'action')).toBe(NOTICE_DISMISS_PATH);
    const hidden = Object.fromEntries(
      by((el) => el.tagName === 'input').map((el): [string, string | undefined] => [
        attr(el, 'name') ?? '',
        attr(el, 'value'),
      ]),
    );
    expect(hidden).toEqual({
      clave: noticeKey('aviso', 'Las matrículas 2027 abren el lunes.'),
      volver: '/news?categoria=Eventos',
    });
    const buttons = by((el) => el.tagName === 'button');
    expect(buttons.map((el) => [attr(el, 'type'), attr(el, 'aria-label')])).toEqual([
      ['submit', M.close],
    ]);
    // Icons are decoration.
    expect(by((el) => el.tagName === 'svg').every((el) => attr(el, 'aria-hidden') === 'true')).toBe(
      true,
    );
  });

  it('"urgente" is an alert with no way to close it, even with a matching cookie', async () => {
    await store({ nivel: 'urgente', texto: 'Hoy se suspenden las clases.' });
    const key = noticeKey('urgente', 'Hoy se suspenden las clases.');
    const { by } = await read('/', { [NOTICE_COOKIE.name]: key });
    const alerts = by((el) => attr(el, 'role') === 'alert');
    expect(alerts.map((el) => text(el))).toEqual(['Urgente: Hoy se suspenden las clases.']);
    expect(by((el) => ['form', 'button', 'input'].includes(el.tagName))).toEqual([]);
    expect(attr(by((el) => el.tagName === 'section')[0] as P.Element, 'class')).toBe(
      'aviso-banner aviso-banner--urgente',
    );
  });

  it('escapes the text, the link and the page address: nothing in them becomes markup', async () => {
    const texto = '<script>alert("x")</script> & <b>negrita</b> \'comillas\'';
    const enlace = '/buscar?q="><script>alert(1)</script>';
    await store({ texto, enlace });
    const { html, by } = await read('/galeria?a="><img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<b>|<img/i);
    expect(by((el) => ['script', 'b', 'img'].includes(el.tagName))).toEqual([]);
    expect(text(by((el) => el.tagName === 'p')[0] as P.Element)).toBe(
      `Información: ${texto} Más información`,
    );
    expect(by((el) => el.tagName === 'a').map((el) => attr(el, 'href'))).toEqual([enlace]);
    const back = by((el) => attr(el, 'name') === 'volver').map((el) => attr(el, 'value'));
    // The address as the browser sent it (percent-encoded), as an attribute value.
    expect(back).toEqual(['/galeria?a=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E']);
  });

  it('has no link when the notice has none', async () => {
    await store({});
    const { by } = await read();
    expect(by((el) => el.tagName === 'a')).toEqual([]);
  });
});

describe('the banner on a French or English page', () => {
  const translate = (idioma: string, texto: string) =>
    createNoticeRepository(database.db).saveTranslation({
      idioma,
      texto,
      fuente: 'hecha de otro texto',
      actualizado: '2026-03-01T00:00:00.000Z',
    });

  it('has its words in the page’s language, and the translation (outdated or not) for text', async () => {
    await store({ nivel: 'aviso', enlace: '/admision' });
    await translate('fr', 'Les inscriptions 2027 ouvrent lundi.');
    const { by } = await read('/fr/news');
    const [section] = by((el) => el.tagName === 'section');
    expect(attr(section as P.Element, 'aria-label')).toBe('Avis du collège');
    expect(text(by((el) => el.tagName === 'p')[0] as P.Element)).toBe(
      'Avis : Les inscriptions 2027 ouvrent lundi. En savoir plus',
    );
    expect(by((el) => attr(el, 'lang') !== undefined)).toEqual([]);
    expect(by((el) => el.tagName === 'button').map((el) => attr(el, 'aria-label'))).toEqual([
      'Fermer l’avis',
    ]);
    // The way back is the French page; the key is the Spanish notice's.
    expect(by((el) => attr(el, 'name') === 'volver').map((el) => attr(el, 'value'))).toEqual([
      '/fr/news',
    ]);
    expect(by((el) => attr(el, 'name') === 'clave').map((el) => attr(el, 'value'))).toEqual([
      noticeKey('aviso', 'Las matrículas 2027 abren el lunes.'),
    ]);
  });

  it('shows the Spanish text inside lang="es" when it has no translation into that language', async () => {
    await store({ nivel: 'urgente' });
    await translate('fr', 'Les inscriptions 2027 ouvrent lundi.');
    const { by } = await read('/en/');
    expect(attr(by((el) => el.tagName === 'section')[0] as P.Element, 'aria-label')).toBe(
      'School notice',
    );
    expect(by((el) => attr(el, 'role') === 'alert').map((el) => text(el))).toEqual([
      'Urgent: Las matrículas 2027 abren el lunes.',
    ]);
    const spanish = by((el) => attr(el, 'lang') !== undefined);
    expect(spanish.map((el) => [el.tagName, attr(el, 'lang'), text(el)])).toEqual([
      ['span', 'es', 'Las matrículas 2027 abren el lunes.'],
    ]);
  });

  it('is the Spanish banner, unchanged, on a Spanish page of a translated notice', async () => {
    await store({ nivel: 'aviso' });
    const before = await banner('/historia');
    await translate('fr', 'Les inscriptions 2027 ouvrent lundi.');
    await translate('en', 'Enrolment for 2027 opens on Monday.');
    expect(await banner('/historia')).toBe(before);
    expect(before).toContain('Las matrículas 2027 abren el lunes.');
  });
});

describe('when the banner shows', () => {
  it('only inside its window, by the clock at each call', async () => {
    await store({ desde: '2026-03-02T11:00:00.000Z', hasta: '2026-03-02T21:00:00.000Z' });
    now = new Date('2026-03-02T10:59:59.999Z');
    expect(await banner()).toBeNull();
    now = new Date('2026-03-02T11:00:00.000Z');
    expect(await banner()).toContain('aviso-banner');
    now = new Date('2026-03-02T21:00:00.000Z');
    expect(await banner()).toBeNull();
  });

  it('never when there is no notice', async () => {
    expect(await banner()).toBeNull();
  });

  it('not to a visitor who closed it, until its level or text changes', async () => {
    await store({ nivel: 'informacion', texto: 'Reunión de apoderados el jueves.' });
    const closed = {
      [NOTICE_COOKIE.name]: noticeKey('informacion', 'Reunión de apoderados el jueves.'),
    };
    expect(await banner('/', closed)).toBeNull();
    expect(await banner('/news', closed)).toBeNull();
    // Another visitor, or a cookie of an older notice.
    expect(await banner('/', {})).not.toBeNull();
    expect(await banner('/', { [NOTICE_COOKIE.name]: 'otra-clave' })).not.toBeNull();

    await store({ nivel: 'informacion', texto: 'Reunión de apoderados el viernes.' });
    expect(await banner('/', closed)).not.toBeNull();
    await store({ nivel: 'aviso', texto: 'Reunión de apoderados el jueves.' });
    expect(await banner('/', closed)).not.toBeNull();
  });
});

describe('the banner’s markup, exactly', () => {
  const svg =
    '<svg class="aviso-banner__icon" xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">';
  const avisoIcon = `${svg}<path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"/><path d="M12 9v4"/><path d="M12 17h.01"/></svg>`;
  const urgentIcon = `${svg}<path d="M12 16h.01"/><path d="M12 8v4"/><path d="M15.312 2a2 2 0 0 1 1.414.586l4.688 4.688A2 2 0 0 1 22 8.688v6.624a2 2 0 0 1-.586 1.414l-4.688 4.688a2 2 0 0 1-1.414.586H8.688a2 2 0 0 1-1.414-.586l-4.688-4.688A2 2 0 0 1 2 15.312V8.688a2 2 0 0 1 .586-1.414l4.688-4.688A2 2 0 0 1 8.688 2z"/></svg>`;
  const closeIcon = `${svg}<path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>`;

  it('a notice with a link: quotes escaped in attributes, the close form closed', async () => {
    const texto = `Reunión "general" & 'apoderados' <hoy>`;
    await store({ nivel: 'aviso', texto, enlace: `/buscar?q="o'higgins"&x=<1>` });
    const { html, by } = await read(`/o'higgins?curso=1`);
    expect(html).toBe(
      '<section class="aviso-banner aviso-banner--aviso" aria-label="Aviso del colegio" data-aviso>' +
        '<div class="aviso-banner__inner">' +
        avisoIcon +
        '<p class="aviso-banner__text"><strong class="aviso-banner__level">Aviso:</strong> ' +
        `Reunión "general" &amp; 'apoderados' &lt;hoy&gt; ` +
        '<a class="aviso-banner__link" href="/buscar?q=&quot;o&#39;higgins&quot;&amp;x=&lt;1&gt;">Más información</a></p>' +
        '<form class="aviso-banner__close" method="post" action="/aviso/cerrar" data-aviso-cerrar>' +
        `<input type="hidden" name="clave" value="${noticeKey('aviso', texto)}">` +
        '<input type="hidden" name="volver" value="/o&#39;higgins?curso=1">' +
        `<button type="submit" class="aviso-banner__button" aria-label="Cerrar aviso" title="Cerrar aviso">${closeIcon}</button>` +
        '</form></div></section>',
    );
    // As a browser reads it: the values come back whole.
    expect(by((el) => el.tagName === 'a').map((el) => attr(el, 'href'))).toEqual([
      `/buscar?q="o'higgins"&x=<1>`,
    ]);
    expect(by((el) => attr(el, 'name') === 'volver').map((el) => attr(el, 'value'))).toEqual([
      "/o'higgins?curso=1",
    ]);
    expect(by((el) => el.tagName === 'svg')).toHaveLength(2);
    expect(by((el) => el.tagName === 'div').map((el) => attr(el, 'class'))).toEqual([
      'aviso-banner__inner',
    ]);
  });

  it('an urgent notice: an alert, its own icon, and nothing after the text', async () => {
    await store({ nivel: 'urgente', texto: 'Hoy se suspenden las clases.' });
    const { html, roots } = await read();
    expect(html).toBe(
      '<section class="aviso-banner aviso-banner--urgente" aria-label="Aviso del colegio" data-aviso>' +
        '<div class="aviso-banner__inner">' +
        urgentIcon +
        '<p class="aviso-banner__text" role="alert"><strong class="aviso-banner__level">Urgente:</strong> ' +
        'Hoy se suspenden las clases.</p></div></section>',
    );
    expect(roots.map(text)).toEqual(['Urgente: Hoy se suspenden las clases.']);
  });
});
