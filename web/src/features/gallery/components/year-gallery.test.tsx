import { MESSAGES, type GalleryPhoto } from '@lbj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type * as GalleryApi from '../api/gallery-api.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../i18n/catalogues.ts';
import { LangContext } from '../../../i18n/lang.tsx';
import { TextsContext } from '../../../i18n/texts.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/session-store.ts';
import type { DecodedImage, ImageDecoder } from '../../../lib/upload/resize-image.ts';
import {
  logInForTests,
  rejectAsUnauthorized,
  renderWithQuery,
  resetSession,
} from '../../../lib/testing.test-support.ts';
import { deletePhoto, getYearPhotosBody, uploadPhotos } from '../api/gallery-api.ts';
import { own } from '../gallery.test-support.ts';
import { YearGallery } from './year-gallery.tsx';

vi.mock('../api/gallery-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof GalleryApi>()),
  getYearPhotosBody: vi.fn(),
  uploadPhotos: vi.fn(),
  deletePhoto: vi.fn(),
}));
const bodyMock = vi.mocked(getYearPhotosBody);
const uploadMock = vi.mocked(uploadPhotos);
const deleteMock = vi.mocked(deletePhoto);

const LIBRARY = [own(1), own(2), own(3), own(4), own(5)];
const FACEBOOK_URL = 'https://scontent.example.net/fb-1.jpg';
const URLS = [...LIBRARY.map((photo) => photo.url), FACEBOOK_URL];

/** GET /api/facebook-photos?year= as the server sends it: photos and, in order, items. */
function yearBody(library: readonly GalleryPhoto[], facebook: readonly string[] = [FACEBOOK_URL]) {
  return {
    photos: [...library.map((photo) => photo.url), ...facebook],
    items: [
      ...library.map(({ url, id, variants }) => ({ url, id, variants })),
      ...facebook.map((url) => ({ url, id: null, variants: [] })),
    ],
  };
}

/** Logs an administrator in before the gallery renders. */
function makeAdmin(): true {
  logInForTests();
  return true;
}

function renderGallery(_loggedIn: true | null = null, decoder?: ImageDecoder) {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithQuery(
    <MemoryRouter>
      <YearGallery year={2020} {...(decoder ? { decoder } : {})} />
    </MemoryRouter>,
  );
  return { user, ...view };
}

function jpeg(name: string, size = 1000): File {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  bodyMock.mockResolvedValue(yearBody(LIBRARY));
});
afterEach(() => {
  resetSession();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('YearGallery states', () => {
  it('shows "Cargando fotos…" in a status region while loading, under the year heading', () => {
    bodyMock.mockReturnValue(new Promise(() => undefined));
    renderGallery();
    expect(screen.getByRole('heading', { level: 1, name: 'Fotos 2020' })).toBeTruthy();
    const status = screen.getByText('Cargando fotos…').closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(bodyMock).toHaveBeenCalledWith(2020, expect.any(AbortSignal));
  });

  it("shows the server's message in an error panel", async () => {
    bodyMock.mockRejectedValue(
      new ApiRequestError(502, {
        statusCode: 502,
        error: MESSAGES.upstreamFailed,
        message: MESSAGES.upstreamFailed,
      }),
    );
    renderGallery();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.upstreamFailed);
    expect(screen.queryByText('Cargando fotos…')).toBeNull();
  });

  it('shows "Error al cargar las fotos" when the server sends no message, and retries', async () => {
    bodyMock.mockRejectedValueOnce(new ApiRequestError(500, null));
    const { user } = renderGallery();
    expect((await screen.findByRole('alert')).textContent).toBe('Error al cargar las fotos');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('img')).toHaveLength(6);
    expect(bodyMock).toHaveBeenCalledTimes(2);
  });

  it('shows "Formato de respuesta inválido" when the body has no photos array', async () => {
    bodyMock.mockResolvedValue({ fotos: [] });
    renderGallery();
    expect((await screen.findByRole('alert')).textContent).toBe('Formato de respuesta inválido');
  });

  it('shows "No hay fotos disponibles para este año" for an empty year', async () => {
    bodyMock.mockResolvedValue({ photos: [] });
    renderGallery();
    const empty = await screen.findByText('No hay fotos disponibles para este año');
    expect(empty.getAttribute('role')).toBe('status');
    expect(
      screen.getByRole('link', { name: 'Ver las fotos de otros años' }).getAttribute('href'),
    ).toBe('/galeria');
  });

  it('shows the photos: new-tab links, numbered alt text, eager first row, lazy rest', async () => {
    renderGallery();
    const links = await screen.findAllByRole('link', { name: /^Foto \d de 6 del año 2020/ });
    expect(links).toHaveLength(6);
    const [first] = links;
    expect(first?.getAttribute('href')).toBe('/uploads/p1-960.webp');
    expect(first?.getAttribute('target')).toBe('_blank');
    expect(first?.getAttribute('rel')).toBe('noopener');
    expect(first?.textContent).toContain('(se abre en una pestaña nueva)');
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Foto ${String(n)} de 6 del año 2020`),
    );
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images[0]?.getAttribute('srcset')).toBe(
      '/uploads/p1-480.webp 480w, /uploads/p1-960.webp 960w',
    );
    expect(images[5]?.getAttribute('src')).toBe(FACEBOOK_URL);
    expect(images[5]?.hasAttribute('srcset')).toBe(false);
    expect(screen.getByText('6 fotos')).toBeTruthy();
  });

  it('makes one request per year', async () => {
    renderGallery();
    await screen.findAllByRole('img');
    expect(bodyMock).toHaveBeenCalledOnce();
  });

  it('still shows the photos from an older server without items (no ids, no delete)', async () => {
    bodyMock.mockResolvedValue({ photos: URLS });
    renderGallery(makeAdmin());
    expect(await screen.findAllByRole('img')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
  });

  it('sets the document title with the year', async () => {
    renderGallery();
    await screen.findAllByRole('img');
    expect(document.title).toBe('Fotos 2020 · Colegio Le Beau Jour');
  });

  it('offers no administrator controls to a visitor', async () => {
    renderGallery();
    await screen.findAllByRole('img');
    expect(screen.queryByLabelText('Fotos')).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });
});

describe('YearGallery for an administrator: upload', () => {
  it('offers a multiple file input for JPG, PNG and WebP with the hint', async () => {
    renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    const input = screen.getByLabelText('Fotos');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.hasAttribute('multiple')).toBe(true);
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(input.getAttribute('name')).toBe('fotos');
    const hintId = input.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(hintId)?.textContent).toContain(MESSAGES.imageHint);
  });

  it('refuses a file over 5 MB or of the wrong type before sending', async () => {
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    const big = jpeg('grande.jpg', 5 * 1024 * 1024 + 1);
    const pdf = new File(['%PDF'], 'circular.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Fotos'), [big, pdf, jpeg('bien.jpg')]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'La foto «grande.jpg» no se pudo subir. La imagen pesa más de 5 MB. Elige una más liviana.',
    );
    expect(alert.textContent).toContain(
      'La foto «circular.pdf» no se pudo subir. El archivo no es una imagen JPG, PNG o WebP.',
    );
    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));
    expect(uploadMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Fotos').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a photo when none is chosen', async () => {
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.photosRequired);
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('uploads every chosen file with progress, says so and reloads the grid', async () => {
    let finish: (photos: GalleryPhoto[]) => void = () => undefined;
    uploadMock.mockImplementation((_year, _files, options) => {
      options?.onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const admin = makeAdmin();
    const { user } = renderGallery(admin);
    await screen.findAllByRole('img');
    const files = [jpeg('a.jpg'), jpeg('b.jpg')];
    await user.upload(screen.getByLabelText('Fotos'), files);
    expect(screen.getByText('2 fotos elegidas (2 KB)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));

    const progress = screen.getByRole('progressbar', { name: 'Subiendo fotos: 40 %' });
    expect(progress.getAttribute('value')).toBe('40');
    expect(uploadMock).toHaveBeenCalledWith(
      2020,
      files,
      expect.objectContaining({ signal: expect.any(AbortSignal) as unknown }),
    );

    bodyMock.mockResolvedValue(yearBody([own(6), ...LIBRARY]));
    finish([own(6), own(7)]);
    expect(await screen.findByText('Se subieron 2 fotos con éxito.')).toBeTruthy();
    expect(await screen.findAllByRole('img')).toHaveLength(7);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Fotos').files).toHaveLength(0);
  });

  it("keeps the chosen files and shows the server's message when the upload fails", async () => {
    const message =
      'La foto «b.jpg» no se pudo subir. No se pudo leer la imagen. Puede estar dañada o incompleta.';
    uploadMock.mockRejectedValue(
      new ApiRequestError(400, { statusCode: 400, error: message, message, field: 'fotos' }),
    );
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.upload(screen.getByLabelText('Fotos'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText<HTMLInputElement>('Fotos').files).toHaveLength(2);
    expect(screen.getByText('2 fotos elegidas (2 KB)')).toBeTruthy();
    expect(bodyMock).toHaveBeenCalledTimes(1);
  });

  it('says "No se pudieron subir las fotos" when the server gives no reason', async () => {
    uploadMock.mockRejectedValue(new ApiRequestError(500, null));
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.upload(screen.getByLabelText('Fotos'), [jpeg('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudieron subir las fotos. Inténtalo de nuevo.',
    );
  });

  it('ends the session on a 401 and says it expired', async () => {
    uploadMock.mockImplementation(rejectAsUnauthorized);
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.upload(screen.getByLabelText('Fotos'), [jpeg('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(readToken()).toBeNull();
    expect(screen.queryByLabelText('Fotos')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cerrar Sesión' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});

describe('YearGallery for an administrator: delete', () => {
  it('gives each library photo a delete button, and Facebook photos none', async () => {
    renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    const buttons = screen.getAllByRole('button', { name: /^Eliminar foto \d de 6$/ });
    expect(buttons).toHaveLength(5);
    const facebookItem = screen
      .getByRole('img', { name: 'Foto 6 de 6 del año 2020' })
      .closest('li');
    if (!facebookItem) throw new Error('The Facebook photo is not in a list item');
    expect(within(facebookItem).queryByRole('button')).toBeNull();
    expect(facebookItem?.textContent).toContain('Publicada en Facebook');
  });

  it('asks for confirmation, deletes, removes the photo and moves the focus on', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    deleteMock.mockResolvedValue(undefined);
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 2 de 6' }));
    expect(confirm).toHaveBeenCalledWith('¿Eliminar esta foto?');
    expect(deleteMock).toHaveBeenCalledWith(2);
    await waitFor(() => {
      expect(screen.getAllByRole('img')).toHaveLength(5);
    });
    expect(screen.queryByRole('link', { name: /p2/ })).toBeNull();
    expect(
      screen.getAllByRole('link', { name: /^Foto/ }).map((link) => link.getAttribute('href')),
    ).not.toContain('/uploads/p2-960.webp');
    expect(screen.getByText('La foto se eliminó con éxito.')).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Eliminar foto 2 de 5' }),
    );
  });

  it('does nothing when the confirmation is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 1 de 6' }));
    expect(deleteMock).not.toHaveBeenCalled();
    expect(screen.getAllByRole('img')).toHaveLength(6);
  });

  it('alerts "No se pudo eliminar" on failure and keeps the photo', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    deleteMock.mockRejectedValue(new ApiRequestError(500, null));
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 1 de 6' }));
    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith('No se pudo eliminar');
    });
    expect(screen.getAllByRole('img')).toHaveLength(6);
  });

  it('treats an already deleted photo (404) as deleted', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    deleteMock.mockRejectedValue(new ApiRequestError(404, null));
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 1 de 6' }));
    await waitFor(() => {
      expect(screen.getAllByRole('img')).toHaveLength(5);
    });
  });

  it('ends the session on a 401, without the "No se pudo eliminar" alert', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    deleteMock.mockImplementation(rejectAsUnauthorized);
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 1 de 6' }));
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(readToken()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(6);
    // The expired session is said on the page; the failed-delete alert is for other failures.
    expect(alert).not.toHaveBeenCalled();
  });

  it('deleting the last photo shows the empty state and focuses the heading', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    deleteMock.mockResolvedValue(undefined);
    bodyMock.mockResolvedValue(yearBody([own(1)], []));
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 1 de 1' }));
    expect(await screen.findByText('No hay fotos disponibles para este año')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});

describe('YearGallery: gaps', () => {
  it('the error panel offers "Reintentar" and a link back to all the years', async () => {
    bodyMock.mockResolvedValueOnce({ fotos: [] });
    const { user } = renderGallery();
    expect((await screen.findByRole('alert')).textContent).toBe('Formato de respuesta inválido');
    expect(screen.getByRole('link', { name: 'Todos los años' }).getAttribute('href')).toBe(
      '/galeria',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('img')).toHaveLength(6);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how many photos there are, with the hint', async () => {
    bodyMock.mockResolvedValue(yearBody([own(1)], []));
    renderGallery();
    await screen.findAllByRole('img');
    expect(screen.getByText('1 foto').closest('p')?.textContent).toBe(
      '1 foto. Elige una foto para verla en tamaño completo en una pestaña nueva.',
    );
  });

  it('passes its decoder to the upload form: big photos are shrunk before sending', async () => {
    uploadMock.mockResolvedValue([own(9)]);
    const decoded: DecodedImage = {
      width: 4000,
      height: 3000,
      encode: (_size, type) => Promise.resolve(new Blob(['y'.repeat(500)], { type })),
      close: () => undefined,
    };
    const decoder = vi.fn<ImageDecoder>(() => Promise.resolve(decoded));
    const { user } = renderGallery(makeAdmin(), decoder);
    await screen.findAllByRole('img');
    const big = jpeg('IMG_7.jpeg', 6 * 1024 * 1024);
    await user.upload(screen.getByLabelText('Fotos'), [big]);
    expect(await screen.findByText('1 foto elegida (500 bytes)')).toBeTruthy();
    expect(decoder).toHaveBeenCalledWith(big);
    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));
    expect(await screen.findByText('Se subió 1 foto con éxito.')).toBeTruthy();
    const sent = uploadMock.mock.calls[0]?.[1] ?? [];
    expect(sent.map((file) => file.name)).toEqual(['IMG_7.jpg']);
  });

  it('announces the upload in a status region and marks the grid busy while it reloads', async () => {
    uploadMock.mockResolvedValue([own(9)]);
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    let reload: (body: unknown) => void = () => undefined;
    bodyMock.mockReturnValue(
      new Promise((resolve) => {
        reload = resolve;
      }),
    );
    await user.upload(screen.getByLabelText('Fotos'), [jpeg('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));
    const notice = await screen.findByText('Se subió 1 foto con éxito.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(notice.getAttribute('role')).toBeNull();
    const grid = screen.getByRole('list').parentElement;
    await waitFor(() => {
      expect(grid?.getAttribute('aria-busy')).toBe('true');
    });
    expect(screen.getAllByRole('img')).toHaveLength(6);
    reload(yearBody([own(9), ...LIBRARY]));
    await waitFor(() => {
      expect(screen.getAllByRole('img')).toHaveLength(7);
    });
    expect(screen.getByRole('list').parentElement?.hasAttribute('aria-busy')).toBe(false);
  });

  it('after a delete, focuses the link of the photo now in its place when it has no button', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    deleteMock.mockResolvedValue(undefined);
    bodyMock.mockResolvedValue(yearBody([own(1), own(2)]));
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 2 de 3' }));
    await waitFor(() => {
      expect(screen.getAllByRole('img')).toHaveLength(2);
    });
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'Foto 2 de 2 del año 2020 (se abre en una pestaña nueva)' }),
    );
  });

  it('after deleting the last photo of the grid, focuses the one before it', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    deleteMock.mockResolvedValue(undefined);
    bodyMock.mockResolvedValue(yearBody([own(1), own(2)], []));
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 2 de 2' }));
    await waitFor(() => {
      expect(screen.getAllByRole('img')).toHaveLength(1);
    });
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Eliminar foto 1 de 1' }),
    );
  });

  it('after deleting the first photo, focuses the next one (not the heading)', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    deleteMock.mockResolvedValue(undefined);
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 1 de 6' }));
    await waitFor(() => {
      expect(screen.getAllByRole('img')).toHaveLength(5);
    });
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Eliminar foto 1 de 5' }),
    );
  });

  it('one delete at a time: the photo being deleted is busy and other buttons wait', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let finish: () => void = () => undefined;
    deleteMock.mockReturnValue(
      new Promise((resolve) => {
        finish = () => {
          resolve(undefined);
        };
      }),
    );
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 1 de 6' }));
    const busy = await screen.findByRole('button', { name: 'Eliminando… foto 1 de 6' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 2 de 6' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(deleteMock).toHaveBeenCalledExactlyOnceWith(1);
    finish();
    expect(await screen.findByText('La foto se eliminó con éxito.')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(5);
  });

  it('a delete clears the previous notice at once, and the notice leaves when the session ends', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    uploadMock.mockResolvedValue([own(9)]);
    let finish: () => void = () => undefined;
    deleteMock
      .mockReturnValueOnce(
        new Promise((resolve) => {
          finish = () => {
            resolve(undefined);
          };
        }),
      )
      .mockImplementationOnce(rejectAsUnauthorized);
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    await user.upload(screen.getByLabelText('Fotos'), [jpeg('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));
    expect(await screen.findByText('Se subió 1 foto con éxito.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 1 de 6' }));
    await screen.findByRole('button', { name: 'Eliminando… foto 1 de 6' });
    expect(screen.queryByText('Se subió 1 foto con éxito.')).toBeNull();
    finish();
    expect(await screen.findByText('La foto se eliminó con éxito.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 1 de 5' }));
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(screen.queryByText('La foto se eliminó con éxito.')).toBeNull();
  });

  it('says successes in green, and its heading takes the focus by script only, never on load', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    uploadMock.mockResolvedValue([own(9)]);
    deleteMock.mockResolvedValue(undefined);
    const { user } = renderGallery(makeAdmin());
    await screen.findAllByRole('img');
    const heading = screen.getByRole('heading', { level: 1, name: 'Fotos 2020' });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(document.body);

    await user.upload(screen.getByLabelText('Fotos'), [jpeg('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));
    expect((await screen.findByText('Se subió 1 foto con éxito.')).className).toContain('success');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 1 de 6' }));
    expect((await screen.findByText('La foto se eliminó con éxito.')).className).toContain(
      'success',
    );
  });
});

describe('YearGallery in French', () => {
  it('names the year, says it has no photos and links the other years under /fr/', async () => {
    bodyMock.mockResolvedValue({ photos: [] });
    renderWithQuery(
      <LangContext value="fr">
        <TextsContext value={catalogues.fr}>
          <MemoryRouter initialEntries={['/fr/galeria/2020']}>
            <YearGallery year={2020} />
          </MemoryRouter>
        </TextsContext>
      </LangContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Photos 2020' })).toBeTruthy();
    expect(await screen.findByText('Aucune photo n’est disponible pour cette année.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Voir les photos d’autres années' }).getAttribute('href'),
    ).toBe('/fr/galeria');
  });
});
