// @time-zones
import { LANG_LOCALE } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { OFFLINE_TEXT as english } from '../app/offline-text.en.ts';
import { OFFLINE_TEXT as french } from '../app/offline-text.fr.ts';
import { OFFLINE_TEXT as spanish } from '../app/offline-text.ts';
import { pages } from '../content/pages.ts';
import { formatChileDateTime } from '../lib/format-date-time.ts';
import {
  DOCUMENTS_CACHE,
  KEPT_LIST_ID,
  NONE_KEPT_ID,
  titleOf,
  withCopyLine,
  withKeptPages,
} from './offline-page.ts';
import {
  BOUNDS,
  DATA_CACHE,
  IMAGES_CACHE,
  PAGES_CACHE,
  buildCacheName,
  cachesToDrop,
  calendarYearPages,
  classifyRequest,
  entriesToDrop,
  isFresh,
  mayKeep,
  publicPagesPattern,
  type RequestFacts,
} from './offline-policy.ts';

const ORIGIN = 'https://lebeaujour.cl';
// The same list the build gives the worker: every page but the staff's.
const PAGES = publicPagesPattern(pages.filter((page) => !page.staff).map((page) => page.path));

const kindOf = (path: string, facts: Partial<RequestFacts> = {}) =>
  classifyRequest(
    { url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate', authorized: false, ...facts },
    ORIGIN,
    PAGES,
  );
const fetched = (path: string, facts: Partial<RequestFacts> = {}) =>
  kindOf(path, { mode: 'cors', ...facts });

describe('what the worker may answer (an allow-list)', () => {
  it('takes every public page in the three languages, with its query', () => {
    for (const path of [
      '/',
      '/news',
      '/news/12-dia-del-libro',
      '/calendario',
      '/calendario?mes=2026-08',
      '/listado-utiles',
      '/fr/',
      '/fr',
      '/en/historia',
      '/fr/news/12-dia-del-libro',
      '/sin-conexion',
      '/en/sin-conexion',
    ]) {
      expect(kindOf(path), path).toBe('page');
    }
  });

  it('leaves the staff’s pages, unknown addresses and other origins to the browser', () => {
    for (const path of [
      '/adminlbj_',
      '/adminlbj_/panel',
      '/adminlbj_/panel?seccion=aviso',
      '/fr/adminlbj_',
      '/no-existe',
      '/news/1/2',
      '/es/historia',
    ]) {
      expect(kindOf(path), path).toBeNull();
    }
    expect(
      classifyRequest(
        { url: 'https://maps.example.com/', method: 'GET', mode: 'navigate', authorized: false },
        ORIGIN,
        PAGES,
      ),
    ).toBeNull();
  });

  it('never touches a request with a session, or anything but GET', () => {
    expect(kindOf('/news', { authorized: true })).toBeNull();
    expect(fetched('/api/news', { authorized: true })).toBeNull();
    expect(kindOf('/admision', { method: 'POST' })).toBeNull();
    expect(fetched('/api/news', { method: 'POST' })).toBeNull();
    expect(fetched('/api/news/3', { method: 'DELETE' })).toBeNull();
  });

  it('sorts the site’s files: hashed assets, the build’s own, images, documents, public JSON', () => {
    expect(fetched('/assets/islands-BK62EA-.js')).toBe('asset');
    expect(fetched('/boot.js')).toBe('build-file');
    expect(fetched('/guardar.js')).toBe('build-file');
    expect(fetched('/uploads/0123abcd-960.webp')).toBe('image');
    expect(fetched('/images/slide-escuela-800.avif')).toBe('image');
    expect(fetched('/documentos/3.pdf')).toBe('document');
    expect(kindOf('/documentos/3.pdf')).toBe('document');
    expect(fetched('/documentos/3/versiones/7.pdf')).toBe('document');
    expect(fetched('/api/news')).toBe('data');
    expect(fetched('/api/news?categoria=Deportes&pagina=2')).toBe('data');
    expect(fetched('/api/calendar/proximos')).toBe('data');
    expect(fetched('/api/supplies/vigente')).toBe('data');
  });

  it('keeps out the staff’s JSON, drafts, the forms’ stamps and the health check', () => {
    for (const path of [
      '/api/news?incluir=borradores',
      '/api/admins',
      '/api/audit-log',
      '/api/documents/requeridos',
      '/api/admissions/formulario',
      '/api/admissions/inquiries',
      '/api/supplies/2026',
      '/api/notice',
      '/api/health',
      '/sw.js',
      '/calendario.ics',
    ]) {
      expect(fetched(path), path).toBeNull();
    }
  });
});

describe('what may be kept', () => {
  const ok = { status: 200, type: 'basic', redirected: false, cacheControl: 'no-cache' };

  it('the site’s own 200s that anyone may keep', () => {
    expect(mayKeep(ok)).toBe(true);
    expect(mayKeep({ ...ok, cacheControl: 'public, max-age=31536000, immutable' })).toBe(true);
    expect(mayKeep({ ...ok, cacheControl: null })).toBe(true);
  });

  it('never a form’s page (no-store, with its stamp), a private answer, a redirect or an error', () => {
    expect(mayKeep({ ...ok, cacheControl: 'no-store' })).toBe(false);
    expect(mayKeep({ ...ok, cacheControl: 'private, no-store' })).toBe(false);
    expect(mayKeep({ ...ok, cacheControl: 'Private' })).toBe(false);
    expect(mayKeep({ ...ok, redirected: true })).toBe(false);
    expect(mayKeep({ ...ok, type: 'opaqueredirect', status: 0 })).toBe(false);
    expect(mayKeep({ ...ok, type: 'opaque', status: 0 })).toBe(false);
    expect(mayKeep({ ...ok, status: 404 })).toBe(false);
    expect(mayKeep({ ...ok, status: 503 })).toBe(false);
  });
});

describe('the bounds', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 29, 12);

  it('keep at most 50 pages, the most recently kept', () => {
    const entries = Array.from({ length: 53 }, (_, i) => ({
      url: `/p${String(i)}`,
      keptAt: now - i,
    }));
    expect(entriesToDrop(entries, now, BOUNDS.pages)).toEqual(['/p50', '/p51', '/p52']);
    expect(entriesToDrop(entries.slice(0, 50), now, BOUNDS.pages)).toEqual([]);
  });

  it('drop what is older than 30 days, and what has no date, first', () => {
    const entries = [
      { url: '/nueva', keptAt: now - DAY },
      { url: '/justo', keptAt: now - 30 * DAY },
      { url: '/vieja', keptAt: now - 30 * DAY - 1 },
      { url: '/sin-fecha', keptAt: Number.NaN },
    ];
    expect(entriesToDrop(entries, now, BOUNDS.pages)).toEqual(['/vieja', '/sin-fecha']);
    expect(isFresh(now - 30 * DAY, now, BOUNDS.pages.maxAgeMs)).toBe(true);
    expect(isFresh(now - 30 * DAY - 1, now, BOUNDS.pages.maxAgeMs)).toBe(false);
    expect(isFresh(Number.NaN, now, BOUNDS.pages.maxAgeMs)).toBe(false);
  });

  it('keep at most 60 images', () => {
    const entries = Array.from({ length: 61 }, (_, i) => ({
      url: `/i${String(i)}`,
      keptAt: now - i,
    }));
    expect(entriesToDrop(entries, now, BOUNDS.images)).toEqual(['/i60']);
  });
});

describe('a new build', () => {
  it('drops the old builds’ caches and keeps what families kept', () => {
    const names = [
      buildCacheName('aaaa'),
      buildCacheName('bbbb'),
      PAGES_CACHE,
      DATA_CACHE,
      IMAGES_CACHE,
      DOCUMENTS_CACHE,
      'otra-cosa',
    ];
    expect(cachesToDrop(names, 'bbbb')).toEqual([buildCacheName('aaaa')]);
    expect(buildCacheName('bbbb')).toContain('bbbb');
  });
});

describe('the calendar’s year', () => {
  it('is the pages its "previous" and "next" links lead to, from January to December', () => {
    expect(calendarYearPages('/calendario', '2026-11')).toEqual([
      '/calendario?mes=2027-02',
      '/calendario?mes=2026-08',
      '/calendario?mes=2026-05',
      '/calendario?mes=2026-02',
      '/calendario?mes=2025-11',
    ]);
    expect(calendarYearPages('/fr/calendario', '2026-03')).toEqual([
      '/fr/calendario?mes=2026-06',
      '/fr/calendario?mes=2026-09',
      '/fr/calendario?mes=2026-12',
      '/fr/calendario?mes=2025-12',
    ]);
    expect(calendarYearPages('/calendario', '2026-01')).toEqual([
      '/calendario?mes=2026-04',
      '/calendario?mes=2026-07',
      '/calendario?mes=2026-10',
      '/calendario?mes=2025-10',
    ]);
  });
});

describe('what a page without a connection says', () => {
  const page =
    '<!doctype html><html lang="es-CL"><head><title>Noticias · Colegio Le Beau Jour</title></head><body class="x"><div id="root"></div></body></html>';

  it('a kept page says it is the phone’s copy, and of when, in its language, as the site writes dates', () => {
    const kept = '2026-03-02T17:05:00Z';
    const line = (text: typeof french, lang: 'es' | 'fr' | 'en') =>
      text.copyLine(formatChileDateTime(kept, { locale: LANG_LOCALE[lang] }));
    expect(line(spanish, 'es')).toBe(
      'Sin conexión: esta es la copia del 2 de marzo de 2026 a las 14:05',
    );
    expect(line(french, 'fr')).toBe('Hors connexion : voici la copie du 2 mars 2026 à 14:05');
    expect(line(english, 'en')).toBe('Offline: this is the copy of 2 March 2026 at 14:05');
    expect(withCopyLine(page, line(spanish, 'es'))).toContain(
      '<body class="x"><p class="copia-sin-conexion" role="status">Sin conexión: esta es la copia del 2 de marzo de 2026 a las 14:05</p><div id="root">',
    );
    expect(titleOf(page)).toBe('Noticias · Colegio Le Beau Jour');
  });

  it('/sin-conexion lists the kept pages as links, or says there is none', () => {
    const offline = `<body><p id="${NONE_KEPT_ID}">Todavía no hay</p><ul id="${KEPT_LIST_ID}" class="l" hidden=""></ul></body>`;
    expect(withKeptPages(offline, [])).toBe(offline);
    const filled = withKeptPages(offline, [
      {
        path: '/calendario?mes=2026-08',
        titleHtml: 'Calendario &amp; más',
        keptOn: 'guardada el 2 de marzo',
      },
      { path: '/fr/', titleHtml: 'Accueil', keptOn: 'guardada el 1 de marzo', lang: 'fr' },
    ]);
    expect(filled).toBe(
      `<body><p hidden id="${NONE_KEPT_ID}">Todavía no hay</p><ul id="${KEPT_LIST_ID}" class="l">` +
        '<li><a href="/calendario?mes=2026-08">Calendario &amp; más</a><small>guardada el 2 de marzo</small></li>' +
        '<li lang="fr"><a href="/fr/">Accueil</a><small>guardada el 1 de marzo</small></li></ul></body>',
    );
  });
});
