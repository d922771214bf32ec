// What the translation tests share: a news item, an event and a notice as the API answers them,
// and the API at the network edge (the lists, the stored notice and the translations' PUT and
// DELETE, kept in memory), with answers a test may override by "METHOD path".
import {
  API_PATHS,
  CALENDAR_API_PATHS,
  MESSAGES,
  NEWS_INCLUDE_DRAFTS,
  NOTICE_INCLUDE_STORED,
  type CalendarEvent,
  type NewsItem,
  type Notice,
} from '@lbj/shared';
import { vi } from 'vitest';

export const newsItem = (extra: Partial<NewsItem> = {}): NewsItem => ({
  id: 1,
  titulo: 'Feria científica',
  descripcion: 'Los cursos de 5º a 8º básico muestran sus proyectos en el gimnasio.',
  tipo_noticia: 'Académico',
  imagen: null,
  fecha: '2026-03-02T11:00:00.000Z',
  actualizado: '2026-03-02T11:00:00.000Z',
  ruta: '/news/1-feria-cientifica',
  traducciones: {},
  ...extra,
});

export const calendarEvent = (extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 7,
  titulo: 'Reunión de apoderados',
  descripcion: 'En la sala de cada curso.',
  inicio: '2099-04-03T19:00:00-03:00',
  fin: '2099-04-03T20:30:00-03:00',
  todo_el_dia: false,
  lugar: null,
  niveles: [],
  categoria: 'reunion-apoderados',
  estado: 'programado',
  url: 'https://www.example.cl/calendario/7-reunion-de-apoderados',
  traducciones: {},
  ...extra,
});

export const storedNotice = (extra: Partial<Notice> = {}): Notice => ({
  nivel: 'informacion',
  texto: 'Mañana no hay clases por el paro de transporte.',
  clave: 'clave12345ab',
  actualizado: '2026-03-01T12:00:00.000Z',
  estado: 'activo',
  traducciones: {},
  ...extra,
});

/** A refusal as the server sends it, with the field it blames when there is one. */
export const refusal = (status: number, error: string, field?: string) =>
  Response.json(
    { statusCode: status, error, message: error, ...(field ? { field } : {}) },
    { status },
  );

interface SeenCall {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

type Answer = () => Response | Promise<Response>;

const NEWS_LIST = `${API_PATHS.news}?incluir=${NEWS_INCLUDE_DRAFTS}`;
const NOTICE_STORED = `${API_PATHS.notice}?incluir=${NOTICE_INCLUDE_STORED}`;

/** A saved translation: what was sent, up to date. */
const saved = (body: unknown) => ({ ...(body as object), desactualizada: false });

function withTranslation<T extends { traducciones?: object | undefined }>(
  item: T,
  idioma: string,
  translation: object | null,
): T {
  const { [idioma]: _old, ...others } = (item.traducciones ?? {}) as Record<string, unknown>;
  return { ...item, traducciones: translation ? { ...others, [idioma]: translation } : others };
}

/**
 * The API as the panel and the admin controls call it: GET of the administrator's news list, of
 * the events (any days) and of the stored notice; PUT and DELETE of each one's translations. A
 * PUT stores what it is sent as up to date and answers the item. `answer(key, …)` overrides a
 * call by "METHOD path" (path without the query for the events).
 */
export function serveTranslations(initial: {
  news?: NewsItem[];
  events?: CalendarEvent[];
  notice?: Notice | null;
}) {
  let news = initial.news ?? [];
  let events = initial.events ?? [];
  let notice = initial.notice ?? null;
  const calls: SeenCall[] = [];
  const overrides = new Map<string, Answer>();

  const normal = (method: string, url: URL, body: unknown): Response => {
    const path = url.pathname;
    if (method === 'GET' && `${path}${url.search}` === NEWS_LIST) return Response.json(news);
    if (method === 'GET' && path === CALENDAR_API_PATHS.events) return Response.json(events);
    if (method === 'GET' && `${path}${url.search}` === NOTICE_STORED) {
      return notice ? Response.json(notice) : new Response(null, { status: 204 });
    }
    const newsMatch = /^\/api\/news\/(\d+)\/traducciones\/(fr|en)$/.exec(path);
    const eventMatch = /^\/api\/calendar\/events\/(\d+)\/traducciones\/(fr|en)$/.exec(path);
    const noticeMatch = /^\/api\/notice\/traducciones\/(fr|en)$/.exec(path);
    const translation = method === 'PUT' ? saved(body) : null;
    if (newsMatch) {
      const [, id, idioma = ''] = newsMatch;
      const item = news.find((found) => found.id === Number(id));
      if (!item) return refusal(404, MESSAGES.notFound);
      const changed = withTranslation(item, idioma, translation);
      news = news.map((found) => (found === item ? changed : found));
      return method === 'PUT' ? Response.json(changed) : new Response(null, { status: 204 });
    }
    if (eventMatch) {
      const [, id, idioma = ''] = eventMatch;
      const event = events.find((found) => found.id === Number(id));
      if (!event) return refusal(404, MESSAGES.notFound);
      const changed = withTranslation(event, idioma, translation);
      events = events.map((found) => (found === event ? changed : found));
      return method === 'PUT' ? Response.json(changed) : new Response(null, { status: 204 });
    }
    if (noticeMatch && notice) {
      notice = withTranslation(notice, noticeMatch[1] ?? '', translation);
      return method === 'PUT' ? Response.json(notice) : new Response(null, { status: 204 });
    }
    return refusal(404, MESSAGES.notFound);
  };

  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({
      method,
      path: `${url.pathname}${url.search}`,
      body,
      auth: new Headers(init.headers).get('Authorization'),
    });
    const override = overrides.get(`${method} ${url.pathname}`);
    return override ? override() : normal(method, url, body);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    /** Every call but the reads. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    answer: (key: string, response: Answer) => {
      overrides.set(key, response);
    },
    restore: (key: string) => {
      overrides.delete(key);
    },
  };
}

/** The text of a field's error, through its aria-errormessage. */
export function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-errormessage');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
