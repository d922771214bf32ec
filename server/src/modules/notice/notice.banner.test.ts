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
