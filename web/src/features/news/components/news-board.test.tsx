import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { MESSAGES, type NewsItem } from '@lbj/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { endSession, readToken } from '../../../lib/session-store.ts';
import {
  logInForTests,
  rejectAsUnauthorized,
  renderWithQuery,
  resetSession,
} from '../../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { createNews, deleteNews, updateNews } from '../api/news-admin-api.ts';
import { getNews } from '../api/news-api.ts';
import { findNews } from '../utils/find-news.ts';
import { DELETE_SUCCEEDED, NewsBoard } from './news-board.tsx';

vi.mock('../api/news-api.ts', () => ({ getNews: vi.fn() }));
vi.mock('../api/news-admin-api.ts', () => ({
  createNews: vi.fn(),
  updateNews: vi.fn(),
  deleteNews: vi.fn(),
}));
const getNewsMock = vi.mocked(getNews);
const deleteNewsMock = vi.mocked(deleteNews);
const createNewsMock = vi.mocked(createNews);
const updateNewsMock = vi.mocked(updateNews);

const LONG_TEXT = `${'Durante la semana celebramos la cultura francesa con actividades en todos los cursos. '.repeat(3)}Fin.`;

const ITEMS: NewsItem[] = [
  {
    id: 2,
    titulo: 'Semana de la Francofonía',
    descripcion: LONG_TEXT,
    tipo_noticia: 'Cultural',
    imagen: '/uploads/b-960.webp',
    imagenes: [
      { width: 480, url: '/uploads/b-480.webp' },
      { width: 960, url: '/uploads/b-960.webp' },
    ],
    fecha: '2025-03-20T15:00:00.000Z',
  },
  {
    id: 1,
    titulo: 'Inicio del año escolar',
    descripcion: 'Les damos la bienvenida.',
    tipo_noticia: 'Comunicados',
    imagen: 'https://cdn.example.org/inicio.jpg',
    fecha: '2025-03-03T12:00:00.000Z',
  },
];

/** Logs an administrator in before the board renders. */
function admin(): true {
  logInForTests();
  return true;
}

async function renderBoard(_loggedIn: true | null = null) {
  const user = userEvent.setup({ delay: null });
  renderWithQuery(
    <MemoryRouter>
      <NewsBoard featured={<p>Destacados de prueba</p>} />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Semana de la Francofonía' });
  return user;
}

beforeAll(() => {
  installDialogPolyfill();
});
beforeEach(() => {
  getNewsMock.mockResolvedValue(structuredClone(ITEMS));
});
afterEach(() => {
  resetSession();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('NewsBoard for a visitor', () => {
  it('shows "Cargando noticias…" while loading, after the featured content', async () => {
    getNewsMock.mockReturnValue(new Promise(() => undefined));
    renderWithQuery(
      <MemoryRouter>
        <NewsBoard featured={<p>Destacados de prueba</p>} />
      </MemoryRouter>,
    );
    const loading = screen.getByText('Cargando noticias…');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    const featured = screen.getByText('Destacados de prueba');
    expect(
      featured.compareDocumentPosition(loading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await Promise.resolve();
  });

  it('shows each item as a card: image variants, category, title, cut description, date in Spanish', async () => {
    await renderBoard();
    const card = screen.getByRole('article', { name: 'Semana de la Francofonía' });
    const image = card.querySelector('img');
    expect(image?.getAttribute('srcset')).toBe(
      '/uploads/b-480.webp 480w, /uploads/b-960.webp 960w',
    );
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('960');
    expect(within(card).getByText('Cultural')).toBeDefined();
    expect(within(card).getByText(`${LONG_TEXT.slice(0, 150).trimEnd()}…`)).toBeDefined();
    expect(within(card).getByText('20 de marzo de 2025').getAttribute('datetime')).toBe(
      ITEMS[0]?.fecha,
    );
    const other = screen.getByRole('article', { name: 'Inicio del año escolar' });
    expect(other.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example.org/inicio.jpg',
    );
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subir Noticia' })).toBeNull();
  });

  it('says so when there is no news yet', async () => {
    getNewsMock.mockResolvedValue([]);
    renderWithQuery(
      <MemoryRouter>
        <NewsBoard />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Aún no hay noticias publicadas.')).toBeDefined();
  });

  it('only logs a failed load; the list stays empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getNewsMock.mockRejectedValue(new ApiRequestError(500, null));
    renderWithQuery(
      <MemoryRouter>
        <NewsBoard />
      </MemoryRouter>,
    );
    await waitFor(() => {
      expect(log).toHaveBeenCalled();
    });
    expect(screen.queryByText('Cargando noticias…')).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    // Nor does it claim that nothing was published.
    expect(screen.queryByText('Aún no hay noticias publicadas.')).toBeNull();
  });

  it('opens the full news in a dialog by click, and by keyboard', async () => {
    const user = await renderBoard();
    await user.click(screen.getByRole('link', { name: 'Semana de la Francofonía' }));
    const dialog = screen.getByRole('dialog', { name: 'Semana de la Francofonía' });
    expect(within(dialog).getByText(LONG_TEXT)).toBeDefined();
    await user.keyboard('{Escape}');
    expect(dialog).toHaveProperty('open', false);

    screen.getByRole('link', { name: 'Inicio del año escolar' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Inicio del año escolar' })).toBeDefined();
  });
});

describe('NewsBoard shows what staff typed as text, never as markup', () => {
  const MARKUP = '<img src=x onerror=alert(1)><b>negrita</b>';
  const HOSTILE: NewsItem = {
    id: 9,
    titulo: MARKUP,
    descripcion: `Antes ${MARKUP} después`,
    tipo_noticia: 'Eventos',
    imagen: '/uploads/h-960.webp',
    fecha: '2025-04-01T12:00:00.000Z',
  };
  /** Elements the markup would create if it were parsed as HTML. */
  const injected = () => document.querySelectorAll('img[src="x"], img[onerror], b');

  it('in the list and its card, and in the detail dialog', async () => {
    getNewsMock.mockResolvedValue([HOSTILE]);
    const user = userEvent.setup({ delay: null });
    renderWithQuery(
      <MemoryRouter>
        <NewsBoard />
      </MemoryRouter>,
    );
    // The card: its title link and its cut description read the characters as typed.
    const card = await screen.findByRole('article', { name: MARKUP });
    expect(screen.getAllByRole('list').some((list) => list.contains(card))).toBe(true);
    expect(within(card).getByRole('link', { name: MARKUP })).toBeDefined();
    expect(card.textContent).toContain(`Antes ${MARKUP} después`);
    expect(injected()).toHaveLength(0);

    await user.click(within(card).getByRole('link', { name: MARKUP }));
    const dialog = screen.getByRole('dialog', { name: MARKUP });
    expect(within(dialog).getByText(`Antes ${MARKUP} después`)).toBeDefined();
    expect(injected()).toHaveLength(0);
    expect(dialog.querySelectorAll('img')).toHaveLength(1);
  });
});

describe('NewsBoard for an administrator', () => {
  it('deletes from a card after confirming, then removes the item locally', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    deleteNewsMock.mockResolvedValue();
    const user = await renderBoard(admin());
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar la noticia «Inicio del año escolar»' }),
    );
    expect(confirm).toHaveBeenCalledWith('¿Eliminar esta noticia?');
    expect(deleteNewsMock).toHaveBeenCalledWith(1);
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Inicio del año escolar' })).toBeNull();
    });
    expect(screen.getByText(DELETE_SUCCEEDED)).toBeDefined();
    expect(getNewsMock).toHaveBeenCalledOnce();
  });

  it('deleted while its list is still loading, the item does not come back with that list', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    deleteNewsMock.mockResolvedValue();
    // The first read is still on its way (it holds the item); the next one is read after the
    // deletion.
    let answerFirstRead: (items: NewsItem[]) => void = () => undefined;
    getNewsMock.mockReturnValueOnce(
      new Promise((resolve) => {
        answerFirstRead = resolve;
      }),
    );
    getNewsMock.mockResolvedValue(structuredClone(ITEMS).filter((item) => item.id !== 1));
    admin();
    const user = userEvent.setup({ delay: null });
    renderWithQuery(
      <MemoryRouter>
        <NewsBoard initial={findNews(ITEMS, { categoria: null, q: '', pagina: 1 })} />
      </MemoryRouter>,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar la noticia «Inicio del año escolar»' }),
    );
    await screen.findByText(DELETE_SUCCEEDED);
    answerFirstRead(structuredClone(ITEMS));
    await waitFor(() => {
      expect(getNewsMock).toHaveBeenCalledTimes(2);
    });
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Inicio del año escolar' })).toBeNull();
    });
    expect(screen.getByRole('article', { name: 'Semana de la Francofonía' })).toBeDefined();
  });

  it('does nothing when the confirmation is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = await renderBoard(admin());
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar la noticia «Inicio del año escolar»' }),
    );
    expect(deleteNewsMock).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Inicio del año escolar' })).toBeDefined();
  });

  it('deletes from the detail dialog and closes it', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    deleteNewsMock.mockResolvedValue();
    const user = await renderBoard(admin());
    await user.click(screen.getByRole('link', { name: 'Semana de la Francofonía' }));
    const dialog = screen.getByRole('dialog', { name: 'Semana de la Francofonía' });
    await user.click(
      await within(dialog).findByRole('button', {
        name: 'Eliminar la noticia «Semana de la Francofonía»',
      }),
    );
    expect(deleteNewsMock).toHaveBeenCalledWith(2);
    await waitFor(() => {
      expect(dialog).toHaveProperty('open', false);
    });
    expect(screen.queryByRole('article', { name: 'Semana de la Francofonía' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Últimas noticias' }));
  });

  it('alerts "No se pudo eliminar" when the delete fails and keeps the item', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    deleteNewsMock.mockRejectedValue(new ApiRequestError(500, null));
    const user = await renderBoard(admin());
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar la noticia «Inicio del año escolar»' }),
    );
    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith('No se pudo eliminar');
    });
    expect(screen.getByRole('article', { name: 'Inicio del año escolar' })).toBeDefined();
  });

  it('ends the session on a 401 and says so', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    deleteNewsMock.mockImplementation(rejectAsUnauthorized);
    const user = await renderBoard(admin());
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar la noticia «Inicio del año escolar»' }),
    );
    await waitFor(() => {
      expect(readToken()).toBeNull();
    });
    expect(screen.queryByRole('button', { name: 'Subir Noticia' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    const message = screen.getByText(MESSAGES.sessionExpired);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(message.className).toContain('error');
  });

  it('after publishing closes the dialog, reloads the list and reports success in green', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const created: NewsItem = {
      id: 3,
      titulo: 'Nueva noticia',
      descripcion: 'Texto',
      tipo_noticia: 'Eventos',
      imagen: '/uploads/c-960.webp',
      fecha: '2025-04-01T12:00:00.000Z',
    };
    createNewsMock.mockResolvedValue(created);
    const user = await renderBoard(admin());
    getNewsMock.mockResolvedValue([created, ...structuredClone(ITEMS)]);

    await user.click(screen.getByRole('button', { name: 'Subir Noticia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subir Noticia' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Nueva noticia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descripción' }), 'Texto');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Categoría' }),
      'Eventos',
    );
    await user.upload(
      within(dialog).getByLabelText('Imagen'),
      new File([new Uint8Array(8)], 'n.webp', { type: 'image/webp' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));

    const message = await screen.findByText('Noticia subida con éxito.');
    expect(message.className).toContain('success');
    // Announced once, by the page's own live region.
    expect(message.getAttribute('role')).toBeNull();
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(dialog).toHaveProperty('open', false);
    expect(getNewsMock).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('article', { name: 'Nueva noticia' })).toBeDefined();
  });
});

describe('NewsBoard: drafts, scheduled items and editing', () => {
  const DRAFT: NewsItem = {
    id: 5,
    titulo: 'Matrícula 2027 (borrador)',
    descripcion: 'Aún no.',
    tipo_noticia: 'Administrativo',
    imagen: '/uploads/d-960.webp',
    fecha: '2025-04-02T12:00:00.000Z',
    estado: 'borrador',
    publicar_en: null,
  };
  const SCHEDULED: NewsItem = {
    id: 6,
    titulo: 'Acto del 2099',
    descripcion: 'Más adelante.',
    tipo_noticia: 'Eventos',
    imagen: '/uploads/e-960.webp',
    fecha: '2099-03-02T11:00:00.000Z',
    estado: 'publicada',
    publicar_en: '2099-03-02T11:00:00.000Z',
  };

  it("a visitor's list is the public one; an administrator's asks for the drafts", async () => {
    await renderBoard();
    expect(getNewsMock).toHaveBeenLastCalledWith(expect.any(AbortSignal), false);
    cleanup();
    await renderBoard(admin());
    expect(getNewsMock).toHaveBeenLastCalledWith(expect.any(AbortSignal), true);
  });

  it('tags a draft "Borrador" and a scheduled item "Programada: {fecha}", in Chile time', async () => {
    getNewsMock.mockResolvedValue([SCHEDULED, DRAFT, ...structuredClone(ITEMS)]);
    await renderBoard(admin());
    const draft = screen.getByRole('article', { name: DRAFT.titulo });
    expect(await within(draft).findByText('Borrador')).toBeDefined();
    const scheduled = screen.getByRole('article', { name: SCHEDULED.titulo });
    expect(
      await within(scheduled).findByText('Programada: 2 de marzo de 2099 a las 08:00'),
    ).toBeDefined();
    // Their pages are still a 404 for everyone: no link to them.
    expect(within(draft).queryByRole('link', { name: 'Leer noticia' })).toBeNull();
    expect(within(scheduled).queryByRole('link', { name: 'Leer noticia' })).toBeNull();
    // A public item has no tag.
    const shown = screen.getByRole('article', { name: 'Inicio del año escolar' });
    await within(shown).findByRole('button', { name: /^Editar/ });
    expect(within(shown).queryByText(/^(Borrador|Programada)/)).toBeNull();
  });

  it('edits from a card: the dialog is filled, only the title is sent, the list shows it at once', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const original = ITEMS[1] as NewsItem;
    let finish: (item: NewsItem) => void = () => undefined;
    updateNewsMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const user = await renderBoard(admin());
    await user.click(
      await screen.findByRole('button', { name: 'Editar la noticia «Inicio del año escolar»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar noticia' });
    const titulo = within(dialog).getByRole('textbox', { name: 'Título' });
    expect(titulo).toHaveProperty('value', original.titulo);
    expect(within(dialog).getByRole('textbox', { name: 'Descripción' })).toHaveProperty(
      'value',
      original.descripcion,
    );
    expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toHaveProperty(
      'value',
      'Comunicados',
    );
    expect(
      within(dialog).getByRole('img', { name: 'Imagen actual de la noticia' }).getAttribute('src'),
    ).toBe(original.imagen);
    await user.clear(titulo);
    await user.type(titulo, 'Inicio del año escolar 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    expect(updateNewsMock).toHaveBeenCalledWith(
      1,
      { titulo: 'Inicio del año escolar 2026' },
      undefined,
      expect.objectContaining({ signal: expect.any(AbortSignal) as unknown }),
    );
    // The reload after the save has not answered yet: the list shows the server's answer at once.
    getNewsMock.mockReturnValue(new Promise(() => undefined));
    finish({
      ...original,
      titulo: 'Inicio del año escolar 2026',
      actualizado: '2025-04-03T12:00:00.000Z',
    });
    const message = await screen.findByText('Los cambios se guardaron con éxito.');
    expect(message.className).toContain('success');
    expect(dialog).toHaveProperty('open', false);
    expect(screen.getByRole('article', { name: 'Inicio del año escolar 2026' })).toBeDefined();
    expect(screen.queryByRole('article', { name: 'Inicio del año escolar' })).toBeNull();
  });

  it('edits from the detail dialog, which shows the change when the edit closes', async () => {
    const original = ITEMS[0] as NewsItem;
    updateNewsMock.mockImplementation((_id, fields) =>
      Promise.resolve({
        ...original,
        ...fields,
        actualizado: '2025-04-03T12:00:00.000Z',
      } as NewsItem),
    );
    const user = await renderBoard(admin());
    await user.click(screen.getByRole('link', { name: original.titulo }));
    const detail = screen.getByRole('dialog', { name: original.titulo });
    await user.click(
      await within(detail).findByRole('button', { name: `Editar la noticia «${original.titulo}»` }),
    );
    const edit = await screen.findByRole('dialog', { name: 'Editar noticia' });
    await user.click(within(edit).getByRole('radio', { name: 'Borrador' }));
    getNewsMock.mockResolvedValue([
      { ...original, estado: 'borrador' },
      structuredClone(ITEMS[1] as NewsItem),
    ]);
    await user.click(within(edit).getByRole('button', { name: 'Guardar cambios' }));
    expect(updateNewsMock).toHaveBeenCalledWith(
      2,
      { estado: 'borrador' },
      undefined,
      expect.anything(),
    );
    expect(
      await screen.findByText('Borrador guardado con éxito. Solo lo ven los administradores.'),
    ).toBeDefined();
    expect(detail).toHaveProperty('open', true);
    expect(await within(detail).findByText('Borrador')).toBeDefined();
  });

  it('offers "Compartir" in the detail dialog to everyone', async () => {
    const user = await renderBoard();
    await user.click(screen.getByRole('link', { name: 'Semana de la Francofonía' }));
    const detail = screen.getByRole('dialog', { name: 'Semana de la Francofonía' });
    expect(
      await within(detail).findByRole('button', {
        name: 'Compartir la noticia «Semana de la Francofonía»',
      }),
    ).toBeDefined();
    expect(within(detail).queryByRole('button', { name: /^Editar/ })).toBeNull();
  });
});

describe("NewsBoard: the administrator's dialogs and messages", () => {
  /** Whether the dialog titled `name` is open (closed ones stay in the page, but the detail's). */
  const isOpen = (name: string) =>
    screen
      .queryAllByRole('dialog', { hidden: true })
      .some(
        (dialog) =>
          dialog.hasAttribute('open') &&
          document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ===
            name,
      );
  /**
   * Waits for the lazily loaded publish and edit dialogs, there while closed (a closed detail
   * dialog is not in the page at all).
   */
  const dialogsLoaded = () =>
    waitFor(() => {
      expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(2);
    });

  /** Deletes "Inicio del año escolar" from its card and waits for the message. */
  async function deleteOne(user: ReturnType<typeof userEvent.setup>) {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    deleteNewsMock.mockResolvedValue();
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar la noticia «Inicio del año escolar»' }),
    );
    await screen.findByText(DELETE_SUCCEEDED);
  }

  it('opens with no dialog open and the focus left where it was', async () => {
    await renderBoard(admin());
    await dialogsLoaded();
    expect(isOpen('Subir Noticia')).toBe(false);
    expect(isOpen('Editar noticia')).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('"Subir Noticia" clears the last message, and "Cerrar" closes its dialog', async () => {
    const user = await renderBoard(admin());
    await deleteOne(user);
    await user.click(screen.getByRole('button', { name: 'Subir Noticia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subir Noticia' });
    expect(screen.queryByText(DELETE_SUCCEEDED)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(dialog).toHaveProperty('open', false);
  });

  it('"Editar" clears the last message, and "Cerrar" closes its dialog', async () => {
    const user = await renderBoard(admin());
    await deleteOne(user);
    await user.click(
      screen.getByRole('button', { name: 'Editar la noticia «Semana de la Francofonía»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar noticia' });
    expect(screen.queryByText(DELETE_SUCCEEDED)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(dialog).toHaveProperty('open', false);
  });

  it('an edit open when the session ends does not come back after the next login', async () => {
    const user = await renderBoard(admin());
    await user.click(
      await screen.findByRole('button', { name: 'Editar la noticia «Inicio del año escolar»' }),
    );
    await screen.findByRole('dialog', { name: 'Editar noticia' });
    act(() => {
      endSession();
    });
    expect(screen.queryByRole('button', { name: 'Subir Noticia' })).toBeNull();
    act(() => {
      logInForTests();
    });
    await screen.findByRole('button', { name: 'Subir Noticia' });
    await dialogsLoaded();
    expect(isOpen('Editar noticia')).toBe(false);
  });

  it('a 401 while deleting from the detail dialog closes it, without an alert', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    deleteNewsMock.mockResolvedValueOnce().mockImplementationOnce(rejectAsUnauthorized);
    const user = await renderBoard(admin());
    // A first deletion succeeds: its message goes when the session ends.
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar la noticia «Inicio del año escolar»' }),
    );
    await screen.findByText(DELETE_SUCCEEDED);
    await user.click(screen.getByRole('link', { name: 'Semana de la Francofonía' }));
    const dialog = screen.getByRole('dialog', { name: 'Semana de la Francofonía' });
    await user.click(
      await within(dialog).findByRole('button', {
        name: 'Eliminar la noticia «Semana de la Francofonía»',
      }),
    );
    await waitFor(() => {
      expect(dialog).toHaveProperty('open', false);
    });
    expect(readToken()).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByText(DELETE_SUCCEEDED)).toBeNull();
  });
});
