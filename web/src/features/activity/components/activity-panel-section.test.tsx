import { API_PATHS, type AuditEntry } from '@lbj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
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

/** GET /api/audit-log filtered as the server does; GET /api/admins with two names. */
function serveLog(entries: AuditEntry[]) {
  const asked: URL[] = [];
  const fetchMock = vi.fn((url: string) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === API_PATHS.admins) {
      return Promise.resolve(
        Response.json([
          { username: 'directora', creado: '2026-01-01T00:00:00Z', ultimo_acceso: null },
          { username: 'secretaria', creado: '2026-01-01T00:00:00Z', ultimo_acceso: null },
        ]),
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
