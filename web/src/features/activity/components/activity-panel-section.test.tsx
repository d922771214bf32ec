import { API_PATHS, type AuditEntry } from '@lbj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { ACTION_WORDS } from '../action-words.test-support.ts';
import { ActivityPanelSection } from './activity-panel-section.tsx';

const ENTRIES: AuditEntry[] = [
  {
    fecha: '2026-11-23T17:05:00.000Z',
    usuario: 'directora',
    accion: 'noticia.publicar',
    detalle: '«Acto de aniversario»',
    ip: '190.5.1.2',
  },
  {
    fecha: '2026-11-23T16:00:00.000Z',
    usuario: null,
    accion: 'sesion.fallida',
    detalle: 'Con un nombre que no es de ningún administrador',
    ip: '203.0.113.9',
  },
  {
    fecha: '2026-01-01T02:30:00.000Z',
    usuario: 'secretaria',
    accion: 'administrador.crear',
    detalle: '«secretaria» (desde la consola del servidor)',
    ip: null,
  },
];

const admin = (username: string) => ({
  username,
  creado: '2026-01-01T00:00:00Z',
  ultimo_acceso: null,
});

/**
 * GET /api/audit-log filtered as the server does; GET /api/admins with `people` (two names
 * unless told), or a 500 when `people` is null.
 */
function serveLog(entries: AuditEntry[], people: string[] | null = ['directora', 'secretaria']) {
  const asked: URL[] = [];
  const fetchMock = vi.fn((url: string) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === API_PATHS.admins) {
      return Promise.resolve(
        people
          ? Response.json(people.map(admin))
          : Response.json({ error: 'Falló' }, { status: 500 }),
      );
    }
    asked.push(parsed);
    const usuario = parsed.searchParams.get('usuario');
    const accion = parsed.searchParams.get('accion');
    const limit = Number(parsed.searchParams.get('limit') ?? '100');
    return Promise.resolve(
      Response.json(
        entries
          .filter((entry) => !usuario || entry.usuario?.toLowerCase() === usuario.toLowerCase())
          .filter((entry) => !accion || entry.accion === accion)
          .slice(0, limit),
      ),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

/** The address's query, on screen for the test to read. */
function Where() {
  return <span data-testid="direccion">{useLocation().search}</span>;
}
const address = () => screen.getByTestId('direccion').textContent;

function renderSection(search = '?seccion=actividad') {
  const user = userEvent.setup();
  renderWithQuery(
    <MemoryRouter initialEntries={[`/adminlbj_/panel${search}`]}>
      <ActivityPanelSection />
      <Where />
    </MemoryRouter>,
  );
  return { user };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('Actividad', () => {
  it('lists the log newest first, with dates in words on Chile’s clock', async () => {
    serveLog(ENTRIES);
    renderSection();
    await screen.findByRole('table');
    const [first, second, third] = rows();
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.lastChild?.textContent);
    expect(cells(first)).toEqual([
      '23 de noviembre de 2026 a las 14:05',
      'directora',
      'Publicó una noticia',
      '«Acto de aniversario»',
      '190.5.1.2',
    ]);
    expect(cells(second)?.slice(1, 3)).toEqual([
      'Sin usuario',
      'Intento de inicio de sesión fallido',
    ]);
    expect(cells(third)?.[0]).toBe('31 de diciembre de 2025 a las 23:30');
    expect(cells(third)?.[4]).toBe('Consola del servidor');
    expect(screen.getByRole('status').textContent).toBe('Se muestran las 3 entradas registradas.');
  });

  it('filters by person and by action through the server, and keeps the filter in the address', async () => {
    const asked = serveLog(ENTRIES);
    const { user } = renderSection();
    await screen.findByRole('table');
    const person = screen.getByRole('combobox', { name: 'Persona' });
    await waitFor(() => {
      expect(
        within(person)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Todas las personas', 'directora', 'secretaria']);
    });
    await user.selectOptions(person, 'directora');
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    expect(asked.at(-1)?.searchParams.get('usuario')).toBe('directora');
    expect(address()).toBe('?seccion=actividad&usuario=directora');

    await user.selectOptions(person, '');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Acción' }),
      'Intento de inicio de sesión fallido',
    );
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    expect(asked.at(-1)?.searchParams.get('accion')).toBe('sesion.fallida');
    expect(asked.at(-1)?.searchParams.has('usuario')).toBe(false);
    expect(address()).toBe('?seccion=actividad&accion=sesion.fallida');
  });

  it('a reload keeps the filter; "Quitar filtros" clears it', async () => {
    const asked = serveLog(ENTRIES);
    const { user } = renderSection('?seccion=actividad&accion=administrador.crear');
    await screen.findByRole('table');
    expect(asked[0]?.searchParams.get('accion')).toBe('administrador.crear');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Acción' }).value).toBe(
      'administrador.crear',
    );
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(3);
    });
    expect(address()).toBe('?seccion=actividad');
  });

  it('says so when nothing matches, and when the log is empty', async () => {
    serveLog([]);
    renderSection('?seccion=actividad&usuario=nadie');
    expect(await screen.findByText('No hay actividad con estos filtros.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('an empty log', async () => {
    serveLog([]);
    renderSection();
    expect(await screen.findByText('Todavía no hay actividad registrada.')).toBeTruthy();
  });

  it('offers older entries when a whole page came back', async () => {
    const many = Array.from({ length: 150 }, (_, index) => ({
      ...ENTRIES[0],
      fecha: new Date(Date.UTC(2026, 10, 23, 17, 0) - index * 60_000).toISOString(),
    })) as AuditEntry[];
    const asked = serveLog(many);
    const { user } = renderSection();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Ver entradas más antiguas' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(150);
    });
    expect(asked.at(-1)?.searchParams.get('limit')).toBe('200');
    expect(screen.queryByRole('button', { name: 'Ver entradas más antiguas' })).toBeNull();
  });
});

/** A page of `count` entries, one a minute back from a fixed instant. */
const page = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    ...ENTRIES[0],
    fecha: new Date(Date.UTC(2026, 10, 23, 17, 0) - index * 60_000).toISOString(),
  })) as AuditEntry[];

/** GET /api/admins as usual; GET /api/audit-log answered by `log`, one call after another. */
function serveLogWith(log: (call: number) => Promise<Response>) {
  let calls = 0;
  const fetchMock = vi.fn((url: string) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === API_PATHS.admins) {
      return Promise.resolve(Response.json([admin('directora')]));
    }
    calls += 1;
    return log(calls);
  });
  vi.stubGlobal('fetch', fetchMock);
}

const personOptionTexts = () =>
  within(screen.getByRole('combobox', { name: 'Persona' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
// A thousand rows take a while to draw on a busy machine: waited for, never timed.
const moreButton = () => screen.queryByRole('button', { name: 'Ver entradas más antiguas' });

describe('Actividad: the action filter', () => {
  it('offers "Todas las acciones" and then every action in its words, in the log’s order', async () => {
    serveLog(ENTRIES);
    renderSection();
    await screen.findByRole('table');
    const options = within(
      screen.getByRole('combobox', { name: 'Acción' }),
    ).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Todas las acciones'],
      ...ACTION_WORDS,
    ]);
  });

  it('"Todas las acciones" takes the action out of the address and shows every entry', async () => {
    serveLog(ENTRIES);
    const { user } = renderSection('?seccion=actividad&accion=administrador.crear');
    await waitFor(() => {
      expect(screen.queryAllByRole('row')).toHaveLength(2);
    });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Acción' }),
      'Todas las acciones',
    );
    await waitFor(() => {
      expect(rows()).toHaveLength(3);
    });
    expect(address()).toBe('?seccion=actividad');
  });
});

describe('Actividad: the person filter', () => {
  it('offers today’s administrators and the people seen in the log', async () => {
    serveLog(ENTRIES, ['directora', 'inspectora']);
    renderSection();
    await screen.findByRole('table');
    await waitFor(() => {
      expect(personOptionTexts()).toEqual([
        'Todas las personas',
        'directora',
        'inspectora',
        'secretaria',
      ]);
    });
  });

  it('offers the people seen in the log when the list of administrators fails or is empty', async () => {
    for (const people of [null, []]) {
      serveLog(ENTRIES, people);
      const { unmount } = renderWithQuery(
        <MemoryRouter initialEntries={['/adminlbj_/panel?seccion=actividad']}>
          <ActivityPanelSection />
        </MemoryRouter>,
      );
      await screen.findByRole('table');
      expect(personOptionTexts()).toEqual(['Todas las personas', 'directora', 'secretaria']);
      unmount();
    }
  });
});

describe('Actividad: one answer per filter', () => {
  it('switching from one person, or one action, to another shows the other’s entries', async () => {
    const asked = serveLog(ENTRIES);
    const { user } = renderSection();
    await screen.findByRole('table');
    const person = screen.getByRole('combobox', { name: 'Persona' });
    const action = screen.getByRole('combobox', { name: 'Acción' });
    const people = () =>
      rows().map((row) => within(row).getAllByRole('cell')[1]?.lastChild?.textContent);
    const actions = () =>
      rows().map((row) => within(row).getAllByRole('cell')[2]?.lastChild?.textContent);

    await user.selectOptions(person, 'directora');
    await waitFor(() => {
      expect(people()).toEqual(['directora']);
    });
    await user.selectOptions(person, 'secretaria');
    await waitFor(() => {
      expect(people()).toEqual(['secretaria']);
    });
    expect(asked.at(-1)?.searchParams.get('usuario')).toBe('secretaria');

    await user.selectOptions(person, '');
    await user.selectOptions(action, 'Publicó una noticia');
    await waitFor(() => {
      expect(actions()).toEqual(['Publicó una noticia']);
    });
    await user.selectOptions(action, 'Creó un administrador');
    await waitFor(() => {
      expect(actions()).toEqual(['Creó un administrador']);
    });
    expect(asked.at(-1)?.searchParams.get('accion')).toBe('administrador.crear');
  });
});

describe('Actividad: the address’s history', () => {
  it('a filter replaces the address: "back" leaves the section rather than undoing the filter', async () => {
    serveLog(ENTRIES);
    const user = userEvent.setup();
    function Back() {
      const navigate = useNavigate();
      const location = useLocation();
      return (
        <>
          <span data-testid="pagina">{`${location.pathname}${location.search}`}</span>
          <button type="button" onClick={() => void navigate(-1)}>
            Atrás
          </button>
        </>
      );
    }
    renderWithQuery(
      <MemoryRouter
        initialEntries={['/antes', '/adminlbj_/panel?seccion=actividad']}
        initialIndex={1}
      >
        <ActivityPanelSection />
        <Back />
      </MemoryRouter>,
    );
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'directora');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Acción' }),
      'Publicó una noticia',
    );
    expect(screen.getByTestId('pagina').textContent).toBe(
      '/adminlbj_/panel?seccion=actividad&usuario=directora&accion=noticia.publicar',
    );
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByTestId('pagina').textContent).toBe('/antes');
  });
});

describe('Actividad: loading, refreshing and failing', () => {
  it('while the log loads it says so, with neither the empty state nor a table', async () => {
    let answer: (response: Response) => void = () => undefined;
    serveLogWith(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderSection();
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Cargando la actividad…');
    });
    expect(screen.queryByText('Todavía no hay actividad registrada.')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    answer(Response.json([]));
    expect(await screen.findByText('Todavía no hay actividad registrada.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('"Actualizar" asks the server again and shows what it answers now', async () => {
    const log = [ENTRIES[1]] as AuditEntry[];
    const asked = serveLog(log);
    const { user } = renderSection();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(1);
    log.unshift(ENTRIES[0] as AuditEntry);
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(2);
    });
    expect(asked).toHaveLength(2);
  });

  it.each([
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'No hay conexión con el servidor. Revisa tu conexión a internet.',
    ],
    [
      'a server’s refusal, in its words',
      () =>
        Promise.resolve(
          Response.json({ error: 'El registro no está disponible.' }, { status: 503 }),
        ),
      'El registro no está disponible.',
    ],
    [
      'a server error without words',
      () => Promise.resolve(new Response('', { status: 500 })),
      'No se pudo cargar el registro de actividad.',
    ],
  ])('says why the log did not load: %s', async (_case, log, text) => {
    serveLogWith(log);
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('"Reintentar" after a failure asks again and shows the log', async () => {
    serveLogWith((call) =>
      Promise.resolve(call === 1 ? new Response('', { status: 500 }) : Response.json(ENTRIES)),
    );
    const user = userEvent.setup();
    renderWithQuery(
      <MemoryRouter initialEntries={['/adminlbj_/panel?seccion=actividad']}>
        <ActivityPanelSection />
      </MemoryRouter>,
    );
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(3);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Actividad: older entries', () => {
  it('a new filter goes back to one page', async () => {
    const asked = serveLog(page(150));
    const { user } = renderSection();
    await screen.findByRole('table');
    await user.click(moreButton() as HTMLElement);
    await waitFor(() => {
      expect(rows()).toHaveLength(150);
    });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Acción' }),
      'Publicó una noticia',
    );
    await waitFor(() => {
      expect(rows()).toHaveLength(100);
    });
    expect(asked.at(-1)?.searchParams.get('limit')).toBe('100');

    await user.click(moreButton() as HTMLElement);
    await waitFor(() => {
      expect(rows()).toHaveLength(150);
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'directora');
    await waitFor(() => {
      expect(rows()).toHaveLength(100);
    });
    expect(asked.at(-1)?.searchParams.get('limit')).toBe('100');
    expect(moreButton()).not.toBeNull();
  });

  it('offers no more than the server’s most, 1000, even when a whole page came back', async () => {
    const asked: string[] = [];
    serveLogWith((call) => {
      const limit = 100 * call;
      asked.push(String(limit));
      return Promise.resolve(Response.json(page(limit)));
    });
    const { user } = renderSection();
    for (let shown = 100; shown < 1000; shown += 100) {
      await waitFor(() => {
        expect(rows()).toHaveLength(shown);
      });
      await user.click(moreButton() as HTMLElement);
    }
    await waitFor(() => {
      expect(rows()).toHaveLength(1000);
    });
    expect(moreButton()).toBeNull();
  });
});
