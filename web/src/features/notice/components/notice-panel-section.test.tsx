import { API_PATHS, MESSAGES, NOTICE_MESSAGES, type Notice } from '@lbj/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot } from '../../../lib/session-store.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { NOTICE_TEXT } from '../notice-text.ts';
import { NoticePanelSection } from './notice-panel-section.tsx';

// The panel's "Aviso" against the notice API faked at the network edge. Dates are instants: the
// suite runs under several time zones, and the form reads and shows Chile's time in all of them.

interface Call {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

const STORED = `${API_PATHS.notice}?incluir=programado`;

const refusal = (status: number, error: string, field?: string) =>
  Response.json(
    { statusCode: status, error, message: error, ...(field ? { field } : {}) },
    { status },
  );

function serveNotice(initial: Notice | null) {
  let notice = initial;
  const calls: Call[] = [];
  const overrides = new Map<string, () => Response>();
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      calls.push({ method, path, body, auth: new Headers(init.headers).get('Authorization') });
      const override = overrides.get(`${method} ${path}`);
      if (override) return Promise.resolve(override());
      if (method === 'GET' && path === STORED) {
        return Promise.resolve(
          notice ? Response.json(notice) : new Response(null, { status: 204 }),
        );
      }
      if (method === 'PUT' && path === API_PATHS.notice) {
        const input = body as Omit<Notice, 'clave' | 'actualizado'>;
        notice = {
          ...input,
          clave: 'clave12345ab',
          actualizado: '2026-03-01T12:00:00.000Z',
          estado: input.desde ? 'programado' : 'activo',
        };
        return Promise.resolve(Response.json(notice));
      }
      if (method === 'DELETE' && path === API_PATHS.notice) {
        notice = null;
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(refusal(404, MESSAGES.notFound));
    }),
  );
  return {
    calls,
    answer: (key: string, response: () => Response) => overrides.set(key, response),
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

function renderSection() {
  const user = userEvent.setup();
  renderWithQuery(<NoticePanelSection />);
  return { user };
}

const form = () => screen.getByRole('form', { name: NOTICE_TEXT.formTitle });
const field = (label: string) => within(form()).getByLabelText(label);
const preview = () => {
  const figure = screen.getByRole('figure', { name: NOTICE_TEXT.previewTitle });
  const banner = figure.querySelector('.aviso-banner');
  if (!banner) throw new Error('no preview');
  return banner;
};

beforeEach(() => {
  logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('Aviso: the stored notice', () => {
  it('fills the form from it, dates in Chile’s time, and says when it will show', async () => {
    const api = serveNotice({
      nivel: 'aviso',
      texto: 'Reunión de apoderados',
      enlace: '/reglamentos',
      desde: '2026-03-02T11:00:00.000Z',
      hasta: '2026-07-15T22:30:00.000Z',
      clave: 'abc',
      actualizado: '2026-03-01T12:00:00.000Z',
      estado: 'programado',
    });
    renderSection();
    await waitFor(() => {
      expect(field(NOTICE_TEXT.textLabel)).toHaveProperty('value', 'Reunión de apoderados');
    });
    expect(field(NOTICE_TEXT.linkLabel)).toHaveProperty('value', '/reglamentos');
    // 08:00 in summer (UTC-3), 18:30 in winter (UTC-4).
    expect(field(NOTICE_TEXT.fromLabel)).toHaveProperty('value', '2026-03-02T08:00');
    expect(field(NOTICE_TEXT.untilLabel)).toHaveProperty('value', '2026-07-15T18:30');
    expect(within(form()).getByRole('radio', { name: /^Aviso/ })).toHaveProperty('checked', true);
    expect(
      screen.getByText('Programado: se mostrará desde el lunes, 2 de marzo de 2026, 08:00.'),
    ).toBeTruthy();
    expect(api.calls[0]?.auth).toMatch(/^Bearer /);
  });

  it('says there is none, and starts the form at "Información"', async () => {
    serveNotice(null);
    renderSection();
    expect(await screen.findByText(NOTICE_TEXT.none)).toBeTruthy();
    expect(within(form()).getByRole('radio', { name: /^Información/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByRole('button', { name: NOTICE_TEXT.remove })).toBeNull();
  });

  it('a refused token (401) ends the session', async () => {
    const api = serveNotice(null);
    api.answer(`GET ${STORED}`, () => refusal(401, MESSAGES.unauthorized));
    renderSection();
    await waitFor(() => {
      expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
    });
  });
});

describe('Aviso: publishing', () => {
  it('sends the level, the trimmed text, the link and the dates read as Chile’s time', async () => {
    const api = serveNotice(null);
    const { user } = renderSection();
    await screen.findByText(NOTICE_TEXT.none);
    await user.click(within(form()).getByRole('radio', { name: /^Urgente/ }));
    await user.type(field(NOTICE_TEXT.textLabel), '  Hoy se suspenden las clases.  ');
    await user.type(field(NOTICE_TEXT.linkLabel), '/news');
    fireEvent.change(field(NOTICE_TEXT.fromLabel), { target: { value: '2026-07-15T07:30' } });
    await user.click(within(form()).getByRole('button', { name: NOTICE_TEXT.publish }));

    await waitFor(() => {
      expect(api.writes()).toHaveLength(1);
    });
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: API_PATHS.notice,
      body: {
        nivel: 'urgente',
        texto: 'Hoy se suspenden las clases.',
        enlace: '/news',
        // 07:30 in Chile's winter (UTC-4), whatever zone runs the test.
        desde: '2026-07-15T11:30:00.000Z',
      },
    });
    expect(
      await screen.findByText(
        'Aviso guardado. Se mostrará desde el miércoles, 15 de julio de 2026, 07:30.',
      ),
    ).toBeTruthy();
  });

  it('refuses before sending, beside each field, and keeps what was typed', async () => {
    const api = serveNotice(null);
    const { user } = renderSection();
    await screen.findByText(NOTICE_TEXT.none);
    await user.type(field(NOTICE_TEXT.linkLabel), 'www.mineduc.cl');
    fireEvent.change(field(NOTICE_TEXT.fromLabel), { target: { value: '2026-03-02T18:00' } });
    fireEvent.change(field(NOTICE_TEXT.untilLabel), { target: { value: '2026-03-02T08:00' } });
    await user.click(within(form()).getByRole('button', { name: NOTICE_TEXT.publish }));

    const text = field(NOTICE_TEXT.textLabel);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(NOTICE_MESSAGES.textRequired)).toBeTruthy();
    expect(screen.getByText(NOTICE_MESSAGES.badLink)).toBeTruthy();
    expect(screen.getByText(NOTICE_MESSAGES.untilBeforeFrom)).toBeTruthy();
    expect(document.activeElement).toBe(text);
    expect(field(NOTICE_TEXT.linkLabel)).toHaveProperty('value', 'www.mineduc.cl');
    expect(api.writes()).toEqual([]);

    // Typing in a field clears its error.
    await user.type(text, 'Hola');
    expect(screen.queryByText(NOTICE_MESSAGES.textRequired)).toBeNull();
  });

  it('puts a refusal of the server beside the field it names, and keeps the form', async () => {
    const api = serveNotice(null);
    api.answer(`PUT ${API_PATHS.notice}`, () => refusal(400, NOTICE_MESSAGES.badLink, 'enlace'));
    const { user } = renderSection();
    await screen.findByText(NOTICE_TEXT.none);
    await user.type(field(NOTICE_TEXT.textLabel), 'Feria del libro');
    await user.type(field(NOTICE_TEXT.linkLabel), '/feria');
    await user.click(within(form()).getByRole('button', { name: NOTICE_TEXT.publish }));
    expect(await screen.findByText(NOTICE_MESSAGES.badLink)).toBeTruthy();
    expect(field(NOTICE_TEXT.linkLabel).getAttribute('aria-invalid')).toBe('true');
    expect(field(NOTICE_TEXT.textLabel)).toHaveProperty('value', 'Feria del libro');
  });

  it('counts the characters and previews the banner as it will look', async () => {
    serveNotice(null);
    const { user } = renderSection();
    await screen.findByText(NOTICE_TEXT.none);
    expect(preview().textContent).toContain(NOTICE_TEXT.previewEmpty);
    await user.type(field(NOTICE_TEXT.textLabel), 'Mañana no hay clases');
    expect(screen.getByText('20 / 280')).toBeTruthy();
    expect(preview().className).toContain('aviso-banner--informacion');
    expect(preview().textContent).toBe('Información: Mañana no hay clases');
    expect(preview().querySelector('.aviso-banner__button')).not.toBeNull();

    await user.click(within(form()).getByRole('radio', { name: /^Urgente/ }));
    expect(preview().className).toContain('aviso-banner--urgente');
    expect(preview().querySelector('.aviso-banner__button')).toBeNull();
    expect(screen.getByText(NOTICE_TEXT.previewUrgentNote)).toBeTruthy();
  });
});

describe('Aviso: removing', () => {
  it('removes it, says so, and keeps the form to publish it again', async () => {
    const api = serveNotice({
      nivel: 'informacion',
      texto: 'Feria del libro',
      clave: 'abc',
      actualizado: '2026-03-01T12:00:00.000Z',
      estado: 'activo',
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: NOTICE_TEXT.remove }));
    expect(await screen.findByText(NOTICE_TEXT.removed)).toBeTruthy();
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: API_PATHS.notice }),
    ]);
    expect(screen.getByText(NOTICE_TEXT.none)).toBeTruthy();
    expect(field(NOTICE_TEXT.textLabel)).toHaveProperty('value', 'Feria del libro');
  });
});
