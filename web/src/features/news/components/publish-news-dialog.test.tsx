import { LIMITS, MESSAGES, NEWS_MESSAGES, type NewsItem } from '@lbj/shared';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/session-store.ts';
import {
  logInForTests,
  rejectAsUnauthorized,
  renderWithQuery,
  resetSession,
} from '../../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import type { ImageDecoder } from '../../../lib/upload/resize-image.ts';
import { createNews, updateNews } from '../api/news-admin-api.ts';
import { DRAFT_KEY, editDraftKey } from '../hooks/news-draft.ts';
import { EditNewsDialog, PublishNewsDialog } from './publish-news-dialog.tsx';

vi.mock('../api/news-admin-api.ts', () => ({
  createNews: vi.fn(),
  updateNews: vi.fn(),
  deleteNews: vi.fn(),
}));
const createNewsMock = vi.mocked(createNews);
const updateNewsMock = vi.mocked(updateNews);

const CREATED: NewsItem = {
  id: 7,
  titulo: 'Feria científica',
  descripcion: 'Los cursos presentan sus proyectos.',
  tipo_noticia: 'Académico',
  imagen: '/uploads/a-960.webp',
  fecha: '2025-05-01T12:00:00.000Z',
};

function imageFile(name = 'feria.jpg', type = 'image/jpeg', size = 200_000): File {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A decoder that holds the photo's preparation until `release()` is called. */
function heldDecoder(): { decoder: ImageDecoder; release: () => void } {
  let resolveDecode: (decoded: Awaited<ReturnType<ImageDecoder>>) => void = () => undefined;
  const decoder: ImageDecoder = () =>
    new Promise((resolve) => {
      resolveDecode = resolve;
    });
  const release = () => {
    resolveDecode({
      width: 1200,
      height: 800,
      encode: () => Promise.resolve(null),
      close: () => undefined,
    });
  };
  return { decoder, release };
}

/** A send that never ends until "Cancelar subida" aborts it. */
const untilCancelled: typeof createNews = (_fields, _file, options) =>
  new Promise((_resolve, reject) => {
    options?.signal?.addEventListener('abort', () => {
      reject(new DOMException('Cancelada', 'AbortError'));
    });
  });

function renderDialog(decoder?: ImageDecoder) {
  const onPublished = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const view = renderWithQuery(
    <PublishNewsDialog
      open
      onClose={onClose}
      onPublished={onPublished}
      {...(decoder ? { decoder } : {})}
    />,
  );
  const fields = {
    titulo: () => screen.getByRole('textbox', { name: 'Título' }),
    descripcion: () => screen.getByRole('textbox', { name: 'Descripción' }),
    categoria: () => screen.getByRole('combobox', { name: 'Categoría' }),
    imagen: () => screen.getByLabelText<HTMLInputElement>('Imagen'),
    publicar: () => screen.getByRole('button', { name: 'Publicar' }),
  };
  const fillText = async () => {
    await user.type(fields.titulo(), 'Feria científica');
    await user.type(fields.descripcion(), 'Los cursos presentan sus proyectos.');
    await user.selectOptions(fields.categoria(), 'Académico');
  };
  /** Fills the form, sends it and taps "Cancelar subida"; the focus is back on "Publicar". */
  const sendAndCancel = async () => {
    await fillText();
    await user.upload(fields.imagen(), imageFile());
    await user.click(fields.publicar());
    await user.click(await screen.findByRole('button', { name: 'Cancelar subida' }));
    await waitFor(() => {
      expect(document.activeElement).toBe(fields.publicar());
    });
  };
  return { ...view, user, fields, fillText, sendAndCancel, onPublished, onClose };
}

/** The text of the elements an input's aria-describedby points to. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

const revokeObjectURL = vi.fn();
beforeAll(() => {
  installDialogPolyfill();
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:vista-previa'), revokeObjectURL });
});
beforeEach(() => {
  window.sessionStorage.clear();
  createNewsMock.mockReset();
  updateNewsMock.mockReset();
  logInForTests();
});
afterEach(() => {
  resetSession();
  vi.clearAllMocks();
});

describe('PublishNewsDialog', () => {
  it('has a labelled field for each part, with the limits and the image hint', () => {
    const { fields } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Subir Noticia' })).toBeDefined();
    expect(fields.titulo().getAttribute('maxLength')).toBe(String(LIMITS.tituloMax));
    expect(fields.descripcion().getAttribute('maxLength')).toBe(String(LIMITS.descripcionMax));
    expect(fields.imagen().accept).toBe('image/jpeg,image/png,image/webp');
    expect(description(fields.imagen())).toContain(
      'Formatos permitidos: JPG, PNG, WebP. Tamaño máximo: 5MB',
    );
    const placeholder = screen.getByRole<HTMLOptionElement>('option', {
      name: 'Selecciona una categoría',
    });
    expect(placeholder.value).toBe('');
    expect(placeholder.disabled).toBe(true);
    expect(screen.getAllByRole('option')).toHaveLength(7);
  });

  it('counts the characters of the title and the description as they are typed', async () => {
    const { user, fields } = renderDialog();
    expect(screen.getByText('0 / 10000')).toBeDefined();
    await user.type(fields.descripcion(), 'Hola mundo');
    expect(screen.getByText('10 / 10000')).toBeDefined();
    expect(description(fields.descripcion())).toContain('10 / 10000');
    await user.type(fields.titulo(), 'Acto');
    expect(screen.getByText('4 / 200')).toBeDefined();
  });

  it('refuses an empty form with a Spanish message on each field, without sending', async () => {
    const { user, fields } = renderDialog();
    await user.click(fields.publicar());
    expect(createNewsMock).not.toHaveBeenCalled();
    expect(fields.titulo().getAttribute('aria-invalid')).toBe('true');
    expect(description(fields.titulo())).toContain(MESSAGES.required);
    expect(description(fields.descripcion())).toContain(MESSAGES.required);
    expect(fields.categoria().getAttribute('aria-invalid')).toBe('true');
    expect(description(fields.categoria())).toContain(MESSAGES.categoryRequired);
    expect(description(fields.imagen())).toContain(MESSAGES.imageRequired);
    expect(document.activeElement).toBe(fields.titulo());
  });

  it('takes a title of spaces only as empty', async () => {
    const { user, fields, fillText } = renderDialog();
    await fillText();
    await user.clear(fields.titulo());
    await user.type(fields.titulo(), '   ');
    await user.upload(fields.imagen(), imageFile());
    await user.click(fields.publicar());
    expect(createNewsMock).not.toHaveBeenCalled();
    expect(description(fields.titulo())).toContain(MESSAGES.required);
  });

  it('shows the chosen file name and a preview', async () => {
    const { user, fields } = renderDialog();
    await user.upload(fields.imagen(), imageFile('acto-civico.png', 'image/png'));
    expect(await screen.findByText('acto-civico.png')).toBeDefined();
    const preview = screen.getByRole<HTMLImageElement>('img', {
      name: 'Vista previa de la imagen elegida',
    });
    expect(preview.src).toBe('blob:vista-previa');
  });

  it('refuses an image over 5 MB before sending and keeps what was typed', async () => {
    const { user, fields, fillText } = renderDialog();
    await fillText();
    await user.upload(
      fields.imagen(),
      imageFile('enorme.jpg', 'image/jpeg', LIMITS.imageMaxBytes + 1),
    );
    // The photo is prepared (shrunk, then checked) asynchronously after the choice.
    await waitFor(() => {
      expect(fields.imagen().getAttribute('aria-invalid')).toBe('true');
    });
    expect(description(fields.imagen())).toContain(MESSAGES.imageTooLarge);
    expect(screen.queryByText('enorme.jpg')).toBeNull();
    await user.click(fields.publicar());
    expect(createNewsMock).not.toHaveBeenCalled();
    expect(fields.titulo()).toHaveProperty('value', 'Feria científica');
    expect(fields.descripcion()).toHaveProperty('value', 'Los cursos presentan sus proyectos.');
    expect(fields.categoria()).toHaveProperty('value', 'Académico');
    expect(description(fields.imagen())).toContain(MESSAGES.imageTooLarge);
  });

  it('a tap on "Publicar" while the photo is being prepared sends the form once it is ready', async () => {
    createNewsMock.mockResolvedValue(CREATED);
    const { decoder, release } = heldDecoder();
    const { user, fields, fillText, onPublished } = renderDialog(decoder);
    await fillText();
    const file = imageFile();
    await user.upload(fields.imagen(), file);
    await user.click(fields.publicar());

    expect(
      screen.getByText('Preparando la imagen… Se enviará en cuanto esté lista.'),
    ).toBeDefined();
    expect(createNewsMock).not.toHaveBeenCalled();

    release();
    await waitFor(() => {
      expect(createNewsMock).toHaveBeenCalledWith(
        {
          titulo: 'Feria científica',
          descripcion: 'Los cursos presentan sus proyectos.',
          tipo_noticia: 'Académico',
        },
        file,
        expect.objectContaining({ signal: expect.any(AbortSignal) as unknown }),
      );
    });
    await waitFor(() => {
      expect(onPublished).toHaveBeenCalledWith(CREATED, 'Noticia subida con éxito.');
    });
    expect(createNewsMock).toHaveBeenCalledTimes(1);
  });

  it('a photo chosen later wins over an earlier one still being prepared', async () => {
    createNewsMock.mockResolvedValue(CREATED);
    const decoded = {
      width: 1200,
      height: 800,
      encode: () => Promise.resolve(null),
      close: () => undefined,
    };
    let releaseFirst: () => void = () => undefined;
    let calls = 0;
    const decoder: ImageDecoder = () => {
      calls += 1;
      if (calls > 1) return Promise.resolve(decoded);
      return new Promise((resolve) => {
        releaseFirst = () => {
          resolve(decoded);
        };
      });
    };
    const { user, fields, fillText, onPublished } = renderDialog(decoder);
    await fillText();
    const first = imageFile('primera.jpg');
    const second = imageFile('segunda.jpg');
    await user.upload(fields.imagen(), first);
    await user.upload(fields.imagen(), second);
    releaseFirst();
    await user.click(fields.publicar());
    await waitFor(() => {
      expect(onPublished).toHaveBeenCalledWith(CREATED, 'Noticia subida con éxito.');
    });
    expect(createNewsMock).toHaveBeenCalledTimes(1);
    expect(createNewsMock.mock.calls[0]?.[1]).toBe(second);
  });

  it('refuses a file that is not JPG, PNG or WebP', async () => {
    const { user, fields } = renderDialog();
    await user.upload(fields.imagen(), imageFile('logo.svg', 'image/svg+xml'));
    await waitFor(() => {
      expect(description(fields.imagen())).toContain(MESSAGES.imageWrongType);
    });
    expect(screen.queryByRole('img', { name: 'Vista previa de la imagen elegida' })).toBeNull();
  });

  it('disables "Publicar" and shows the upload progress while sending', async () => {
    let progress: ((fraction: number) => void) | undefined;
    let finish: (item: NewsItem) => void = () => undefined;
    createNewsMock.mockImplementation((_fields, _file, options) => {
      progress = options?.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { user, fields, fillText, onPublished } = renderDialog();
    await fillText();
    const file = imageFile();
    await user.upload(fields.imagen(), file);
    await user.click(fields.publicar());

    expect(createNewsMock).toHaveBeenCalledWith(
      {
        titulo: 'Feria científica',
        descripcion: 'Los cursos presentan sus proyectos.',
        tipo_noticia: 'Académico',
      },
      file,
      expect.objectContaining({ signal: expect.any(AbortSignal) as unknown }),
    );
    expect(fields.publicar()).toHaveProperty('disabled', true);
    progress?.(0.42);
    const bar = await screen.findByRole('progressbar', { name: 'Progreso de la subida' });
    await waitFor(() => {
      expect(bar.getAttribute('value')).toBe('42');
    });

    finish(CREATED);
    await waitFor(() => {
      expect(onPublished).toHaveBeenCalledWith(CREATED, 'Noticia subida con éxito.');
    });
  });

  it('on a server error shows its `error` text in an alert and loses nothing', async () => {
    createNewsMock.mockRejectedValue(
      new ApiRequestError(415, {
        statusCode: 415,
        error: 'El archivo no es una imagen JPG, PNG o WebP.',
        message: 'El archivo no es una imagen JPG, PNG o WebP.',
        field: 'imagen',
      }),
    );
    const { user, fields, fillText, onPublished } = renderDialog();
    await fillText();
    await user.upload(fields.imagen(), imageFile('foto.jpg'));
    await user.click(fields.publicar());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('El archivo no es una imagen JPG, PNG o WebP.');
    expect(fields.imagen().getAttribute('aria-invalid')).toBe('true');
    // The field the server named gets the focus.
    expect(document.activeElement).toBe(fields.imagen());
    expect(onPublished).not.toHaveBeenCalled();
    expect(fields.titulo()).toHaveProperty('value', 'Feria científica');
    expect(fields.descripcion()).toHaveProperty('value', 'Los cursos presentan sus proyectos.');
    expect(fields.categoria()).toHaveProperty('value', 'Académico');
    expect(screen.getByText('foto.jpg')).toBeDefined();
    expect(fields.publicar()).toHaveProperty('disabled', false);
  });

  it('says "Error al subir noticia" when the server gives no error text', async () => {
    createNewsMock.mockRejectedValue(new ApiRequestError(0, null));
    const { user, fields, fillText } = renderDialog();
    await fillText();
    await user.upload(fields.imagen(), imageFile());
    await user.click(fields.publicar());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.publishFailed);
    expect(fields.titulo()).toHaveProperty('value', 'Feria científica');
  });

  it('ends the session on a 401 and keeps the draft for after the next login', async () => {
    createNewsMock.mockImplementation(rejectAsUnauthorized);
    const { user, fields, fillText } = renderDialog();
    await fillText();
    await user.upload(fields.imagen(), imageFile());
    await user.click(fields.publicar());
    await waitFor(() => {
      expect(readToken()).toBeNull();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({
      titulo: 'Feria científica',
      descripcion: 'Los cursos presentan sus proyectos.',
      tipo_noticia: 'Académico',
      estado: 'publicada',
      programar: false,
      publicar_en: '',
    });
  });

  it('keeps the typed text in sessionStorage and restores it after a reload', async () => {
    const first = renderDialog();
    await first.fillText();
    first.unmount();

    const second = renderDialog();
    expect(second.fields.titulo()).toHaveProperty('value', 'Feria científica');
    expect(second.fields.descripcion()).toHaveProperty(
      'value',
      'Los cursos presentan sus proyectos.',
    );
    expect(second.fields.categoria()).toHaveProperty('value', 'Académico');
  });

  it('after a successful publish clears the draft and starts an empty form', async () => {
    createNewsMock.mockResolvedValue(CREATED);
    const { user, fields, fillText, onPublished } = renderDialog();
    await fillText();
    await user.upload(fields.imagen(), imageFile());
    await user.click(fields.publicar());
    await waitFor(() => {
      expect(onPublished).toHaveBeenCalledOnce();
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(fields.titulo()).toHaveProperty('value', '');
    expect(screen.queryByText('feria.jpg')).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:vista-previa');
  });
});

describe('PublishNewsDialog: state and scheduling', () => {
  it('publishes as a draft: sends estado "borrador" and says who sees it', async () => {
    createNewsMock.mockResolvedValue({ ...CREATED, estado: 'borrador' });
    const { user, fields, fillText, onPublished } = renderDialog();
    await fillText();
    await user.upload(fields.imagen(), imageFile());
    expect(screen.getByRole('radio', { name: 'Publicada' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'Borrador' }));
    await user.click(fields.publicar());
    await waitFor(() => {
      expect(onPublished).toHaveBeenCalledWith(
        expect.objectContaining({ estado: 'borrador' }),
        'Borrador guardado con éxito. Solo lo ven los administradores.',
      );
    });
    expect(createNewsMock.mock.calls[0]?.[0]).toEqual({
      titulo: 'Feria científica',
      descripcion: 'Los cursos presentan sus proyectos.',
      tipo_noticia: 'Académico',
      estado: 'borrador',
    });
  });

  it("schedules in Chile's time whatever the browser's zone, with the offset of that day", async () => {
    const due = {
      ...CREATED,
      fecha: '2099-07-15T22:30:00.000Z',
      publicar_en: '2099-07-15T22:30:00.000Z',
    };
    createNewsMock.mockResolvedValue(due);
    const { user, fields, fillText, onPublished } = renderDialog();
    await fillText();
    await user.upload(fields.imagen(), imageFile());
    await user.click(screen.getByRole('checkbox', { name: 'Programar publicación' }));
    const when = screen.getByLabelText('Fecha y hora de publicación (hora de Chile)');
    // Ticked without a date: refused in Spanish, nothing sent.
    await user.click(fields.publicar());
    expect(createNewsMock).not.toHaveBeenCalled();
    expect(description(when)).toContain('Elige la fecha y la hora de publicación.');
    expect(document.activeElement).toBe(when);
    await user.type(when, '2099-07-15T18:30');
    await user.click(fields.publicar());
    await waitFor(() => {
      expect(onPublished).toHaveBeenCalledWith(
        due,
        'Noticia programada con éxito para el 15 de julio de 2099 a las 18:30.',
      );
    });
    expect(createNewsMock.mock.calls[0]?.[0]).toMatchObject({
      publicar_en: '2099-07-15T18:30:00-04:00',
    });
  });
});

describe('EditNewsDialog', () => {
  const ITEM: NewsItem = {
    id: 12,
    titulo: 'Feria científica',
    descripcion: 'Los cursos presentan sus proyectos.',
    tipo_noticia: 'Académico',
    imagen: '/uploads/f-960.webp',
    fecha: '2026-03-02T11:00:00.000Z',
    actualizado: '2026-03-02T11:00:00.000Z',
    estado: 'publicada',
    publicar_en: null,
    ruta: '/news/12-feria-cientifica',
  };

  function renderEdit(item: NewsItem = ITEM) {
    const onPublished = vi.fn();
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const view = renderWithQuery(
      <EditNewsDialog item={item} onClose={vi.fn()} onPublished={onPublished} />,
    );
    const fields = {
      titulo: () => screen.getByRole('textbox', { name: 'Título' }),
      descripcion: () => screen.getByRole('textbox', { name: 'Descripción' }),
      categoria: () => screen.getByRole('combobox', { name: 'Categoría' }),
      imagen: () => screen.getByLabelText<HTMLInputElement>('Imagen'),
      guardar: () => screen.getByRole('button', { name: 'Guardar cambios' }),
    };
    return { ...view, user, fields, onPublished };
  }

  it('opens filled with the item, its current image shown and the image optional', () => {
    const { fields } = renderEdit();
    expect(screen.getByRole('dialog', { name: 'Editar noticia' })).toBeDefined();
    expect(fields.titulo()).toHaveProperty('value', ITEM.titulo);
    expect(fields.descripcion()).toHaveProperty('value', ITEM.descripcion);
    expect(fields.categoria()).toHaveProperty('value', ITEM.tipo_noticia);
    expect(fields.imagen().required).toBe(false);
    expect(
      screen.getByRole('img', { name: 'Imagen actual de la noticia' }).getAttribute('src'),
    ).toBe(ITEM.imagen);
    expect(description(fields.imagen())).toContain('Imagen actual');
    expect(screen.getByRole('radio', { name: 'Publicada' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Programar publicación' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
  });

  it('sends only the changed fields (PATCH), the new image when one is chosen', async () => {
    updateNewsMock.mockResolvedValue({ ...ITEM, titulo: 'Feria científica 2026' });
    const { user, fields, onPublished } = renderEdit();
    await user.type(fields.titulo(), ' 2026');
    await user.selectOptions(fields.categoria(), 'Eventos');
    const file = imageFile('nueva.jpg');
    await user.upload(fields.imagen(), file);
    expect(screen.queryByRole('img', { name: 'Imagen actual de la noticia' })).toBeNull();
    await user.click(fields.guardar());
    await waitFor(() => {
      expect(onPublished).toHaveBeenCalledWith(
        { ...ITEM, titulo: 'Feria científica 2026' },
        'Los cambios se guardaron con éxito.',
      );
    });
    expect(updateNewsMock).toHaveBeenCalledWith(
      12,
      { titulo: 'Feria científica 2026', tipo_noticia: 'Eventos' },
      file,
      expect.objectContaining({ signal: expect.any(AbortSignal) as unknown }),
    );
    expect(window.sessionStorage.getItem(editDraftKey(12))).toBeNull();
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const { user, fields } = renderEdit();
    await user.click(fields.guardar());
    expect(updateNewsMock).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toBe('No hay cambios que guardar.');
  });

  it('applies the rules of publishing, with their Spanish messages', async () => {
    const { user, fields } = renderEdit();
    await user.clear(fields.titulo());
    await user.type(fields.titulo(), '   ');
    await user.click(fields.guardar());
    expect(updateNewsMock).not.toHaveBeenCalled();
    expect(description(fields.titulo())).toContain(MESSAGES.required);
    expect(document.activeElement).toBe(fields.titulo());
  });

  it('moves a schedule, and clears it when "Programar publicación" is unticked', async () => {
    const scheduled: NewsItem = {
      ...ITEM,
      fecha: '2099-03-02T11:00:00.000Z',
      publicar_en: '2099-03-02T11:00:00.000Z',
    };
    updateNewsMock.mockResolvedValue(scheduled);
    const first = renderEdit(scheduled);
    const when = screen.getByLabelText<HTMLInputElement>(
      'Fecha y hora de publicación (hora de Chile)',
    );
    expect(when.value).toBe('2099-03-02T08:00');
    await first.user.clear(when);
    await first.user.type(when, '2099-03-03T09:15');
    await first.user.click(first.fields.guardar());
    expect(updateNewsMock).toHaveBeenLastCalledWith(
      12,
      { publicar_en: '2099-03-03T09:15:00-03:00' },
      undefined,
      expect.anything(),
    );
    first.unmount();

    const second = renderEdit(scheduled);
    await second.user.click(screen.getByRole('checkbox', { name: 'Programar publicación' }));
    await second.user.click(second.fields.guardar());
    expect(updateNewsMock).toHaveBeenLastCalledWith(
      12,
      { publicar_en: '' },
      undefined,
      expect.anything(),
    );
  });

  it('on a server error keeps every change, in the form and in sessionStorage', async () => {
    updateNewsMock.mockRejectedValue(
      new ApiRequestError(400, {
        statusCode: 400,
        error: MESSAGES.titleTooLong(LIMITS.tituloMax),
        message: MESSAGES.titleTooLong(LIMITS.tituloMax),
        field: 'titulo',
      }),
    );
    const { user, fields, onPublished, unmount } = renderEdit();
    await user.type(fields.titulo(), ' (corregida)');
    await user.click(fields.guardar());
    expect((await screen.findByRole('alert')).textContent).toBe(
      MESSAGES.titleTooLong(LIMITS.tituloMax),
    );
    expect(fields.titulo().getAttribute('aria-invalid')).toBe('true');
    expect(fields.titulo()).toHaveProperty('value', 'Feria científica (corregida)');
    expect(onPublished).not.toHaveBeenCalled();
    unmount();

    // Reopened (or after a reload): the unsaved edit comes back, for this version of the item.
    const again = renderEdit();
    expect(again.fields.titulo()).toHaveProperty('value', 'Feria científica (corregida)');
    again.unmount();
    // Changed by someone else since: the item's new text wins over the old edit.
    renderEdit({ ...ITEM, titulo: 'Feria', actualizado: '2026-03-03T10:00:00.000Z' });
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveProperty('value', 'Feria');
  });

  it('sends a change of the description alone', async () => {
    updateNewsMock.mockResolvedValue({ ...ITEM, descripcion: 'Texto nuevo.' });
    const { user, fields, onPublished } = renderEdit();
    await user.clear(fields.descripcion());
    await user.type(fields.descripcion(), 'Texto nuevo.');
    await user.click(fields.guardar());
    await waitFor(() => {
      expect(onPublished).toHaveBeenCalledOnce();
    });
    expect(updateNewsMock.mock.calls[0]?.[1]).toEqual({ descripcion: 'Texto nuevo.' });
  });

  it('does not send the date of a scheduled item again when only its title changed', async () => {
    const scheduled: NewsItem = {
      ...ITEM,
      fecha: '2099-03-02T11:00:00.000Z',
      publicar_en: '2099-03-02T11:00:00.000Z',
    };
    updateNewsMock.mockResolvedValue({ ...scheduled, titulo: 'Feria científica 2099' });
    const { user, fields, onPublished } = renderEdit(scheduled);
    await user.type(fields.titulo(), ' 2099');
    await user.click(fields.guardar());
    await waitFor(() => {
      expect(onPublished).toHaveBeenCalledOnce();
    });
    expect(updateNewsMock.mock.calls[0]?.[1]).toEqual({ titulo: 'Feria científica 2099' });
  });

  it('opens a draft with "Borrador" chosen', () => {
    renderEdit({ ...ITEM, estado: 'borrador' });
    expect(screen.getByRole('radio', { name: 'Borrador' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Publicada' })).toHaveProperty('checked', false);
  });

  it('shows the next item when another one is edited', () => {
    const onPublished = vi.fn();
    const other: NewsItem = { ...ITEM, id: 13, titulo: 'Día del libro', ruta: '/news/13-dia' };
    const { rerender } = renderWithQuery(
      <EditNewsDialog item={ITEM} onClose={vi.fn()} onPublished={onPublished} />,
    );
    rerender(<EditNewsDialog item={null} onClose={vi.fn()} onPublished={onPublished} />);
    rerender(<EditNewsDialog item={other} onClose={vi.fn()} onPublished={onPublished} />);
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveProperty(
      'value',
      'Día del libro',
    );
  });
});

describe('PublishNewsDialog: errors, focus and a second publish', () => {
  const invalid = (element: HTMLElement) => element.getAttribute('aria-invalid') === 'true';

  it('opens without errors and sends nothing by itself', async () => {
    const { fields } = renderDialog();
    // Every effect of the opening has run: nothing waits on a timer.
    await act(async () => {});
    expect(invalid(fields.titulo())).toBe(false);
    expect(invalid(fields.imagen())).toBe(false);
    expect(createNewsMock).not.toHaveBeenCalled();
  });

  it('on a server error naming no field, gives the focus back to "Publicar"; typing hides the alert', async () => {
    createNewsMock.mockImplementation(() => {
      // As a browser does, the disabled button loses the focus while sending.
      (document.activeElement as HTMLElement | null)?.blur();
      return Promise.reject(new ApiRequestError(500, null));
    });
    const { user, fields, fillText } = renderDialog();
    await fillText();
    await user.upload(fields.imagen(), imageFile());
    await user.click(fields.publicar());
    await screen.findByRole('alert');
    await waitFor(() => {
      expect(document.activeElement).toBe(fields.publicar());
    });
    await user.type(fields.titulo(), '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("clears a field's error as it is corrected, and only that one", async () => {
    const { user, fields } = renderDialog();
    await user.click(fields.publicar());
    expect(invalid(fields.titulo())).toBe(true);
    expect(invalid(fields.descripcion())).toBe(true);

    await user.type(fields.titulo(), 'Feria');
    expect(invalid(fields.titulo())).toBe(false);
    expect(invalid(fields.descripcion())).toBe(true);

    await user.upload(fields.imagen(), imageFile());
    expect(invalid(fields.imagen())).toBe(false);
    expect(invalid(fields.descripcion())).toBe(true);
  });

  it('clears the date\'s error when "Programar publicación" is unticked and ticked again', async () => {
    const { user, fields } = renderDialog();
    const programar = screen.getByRole('checkbox', { name: 'Programar publicación' });
    await user.click(programar);
    await user.click(fields.publicar());
    expect(screen.getByText('Elige la fecha y la hora de publicación.')).toBeDefined();
    await user.click(programar);
    await user.click(programar);
    expect(screen.queryByText('Elige la fecha y la hora de publicación.')).toBeNull();
  });

  it('a refused photo replaces a good one chosen before: nothing is sent', async () => {
    const { user, fields, fillText } = renderDialog();
    await fillText();
    await user.upload(fields.imagen(), imageFile('buena.jpg'));
    expect(screen.getByText('buena.jpg')).toBeDefined();
    await user.upload(fields.imagen(), imageFile('enorme.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(screen.queryByText('buena.jpg')).toBeNull();
    await user.click(fields.publicar());
    expect(createNewsMock).not.toHaveBeenCalled();
  });

  it('"Cancelar subida" stops the upload without an error, the focus back on "Publicar"', async () => {
    createNewsMock.mockImplementation(untilCancelled);
    const { fields, sendAndCancel, onPublished } = renderDialog();
    await sendAndCancel();
    expect(fields.publicar()).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onPublished).not.toHaveBeenCalled();
  });

  it('opens with the focus on "Título", the first field, not on "Publicar"', async () => {
    const { fields } = renderDialog();
    await act(async () => {});
    expect(document.activeElement).toBe(fields.titulo());
  });

  it('after a cancel, a failed second send leaves the focus on the field the server names', async () => {
    createNewsMock.mockImplementationOnce(untilCancelled);
    createNewsMock.mockRejectedValueOnce(
      new ApiRequestError(415, {
        statusCode: 415,
        error: 'El archivo no es una imagen JPG, PNG o WebP.',
        message: 'El archivo no es una imagen JPG, PNG o WebP.',
        field: 'imagen',
      }),
    );
    const { user, fields, sendAndCancel } = renderDialog();
    await sendAndCancel();
    await user.click(fields.publicar());
    await screen.findByRole('alert');
    await waitFor(() => {
      expect(fields.publicar()).toHaveProperty('disabled', false);
    });
    await waitFor(() => {
      expect(document.activeElement).toBe(fields.imagen());
    });
  });

  it('a refused "Publicar" does not send the form by itself once a photo is chosen', async () => {
    createNewsMock.mockResolvedValue(CREATED);
    const { decoder, release } = heldDecoder();
    const { user, fields, fillText } = renderDialog(decoder);
    await fillText();
    await user.click(fields.publicar());
    expect(description(fields.imagen())).toContain(MESSAGES.imageRequired);

    await user.upload(fields.imagen(), imageFile());
    // The form waits for a new tap: nothing says it will be sent.
    expect(screen.getByText('Preparando la imagen…')).toBeDefined();
    expect(screen.queryByText('Preparando la imagen… Se enviará en cuanto esté lista.')).toBeNull();
    release();
    expect(await screen.findByText('feria.jpg')).toBeDefined();
    expect(createNewsMock).not.toHaveBeenCalled();
  });

  it('a second try hides the last alert and the error of the field the server named while it sends', async () => {
    let finish: (item: NewsItem) => void = () => undefined;
    createNewsMock
      .mockRejectedValueOnce(
        new ApiRequestError(415, {
          statusCode: 415,
          error: 'El archivo no es una imagen JPG, PNG o WebP.',
          message: 'El archivo no es una imagen JPG, PNG o WebP.',
          field: 'imagen',
        }),
      )
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            finish = resolve;
          }),
      );
    const { user, fields, fillText, onPublished } = renderDialog();
    await fillText();
    await user.upload(fields.imagen(), imageFile());
    await user.click(fields.publicar());
    await screen.findByRole('alert');
    expect(invalid(fields.imagen())).toBe(true);

    await user.click(fields.publicar());
    expect(createNewsMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(invalid(fields.imagen())).toBe(false);
    finish(CREATED);
    await waitFor(() => {
      expect(onPublished).toHaveBeenCalledOnce();
    });
  });

  it('is busy while it sends, and only then', async () => {
    let finish: (item: NewsItem) => void = () => undefined;
    createNewsMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const { user, fields, fillText, onPublished } = renderDialog();
    const form = fields.titulo().closest('form');
    expect(form?.getAttribute('aria-busy')).toBe('false');
    await fillText();
    await user.upload(fields.imagen(), imageFile());
    await screen.findByText('feria.jpg');
    expect(form?.getAttribute('aria-busy')).toBe('false');
    await user.click(fields.publicar());
    expect(form?.getAttribute('aria-busy')).toBe('true');
    finish(CREATED);
    await waitFor(() => {
      expect(onPublished).toHaveBeenCalledOnce();
    });
  });

  it('describes the photo field by its hint, and by the chosen photo once there is one', async () => {
    const { user, fields } = renderDialog();
    const describedBy = () =>
      (fields.imagen().getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    // Every id it names is in the page.
    expect(describedBy().map((id) => document.getElementById(id) !== null)).not.toContain(false);
    await user.upload(fields.imagen(), imageFile());
    expect(describedBy().map((id) => document.getElementById(id) !== null)).not.toContain(false);
    expect(description(fields.imagen())).toContain('feria.jpg');
  });

  it("describes the state's group by its hint", () => {
    renderDialog();
    expect(description(screen.getByRole('group', { name: 'Estado' }))).toBe(
      'Un borrador solo lo ven los administradores, hasta que lo publiques.',
    );
  });

  it('on a server error about the state, gives the focus to the state chosen', async () => {
    createNewsMock.mockRejectedValue(
      new ApiRequestError(400, {
        statusCode: 400,
        error: NEWS_MESSAGES.invalidState,
        message: NEWS_MESSAGES.invalidState,
        field: 'estado',
      }),
    );
    const { user, fields, fillText } = renderDialog();
    await fillText();
    await user.upload(fields.imagen(), imageFile());
    await user.click(fields.publicar());
    expect((await screen.findByRole('alert')).textContent).toBe(NEWS_MESSAGES.invalidState);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Publicada' }));
  });

  it('starts an empty form after each publish, not only the first', async () => {
    createNewsMock.mockResolvedValue(CREATED);
    const { user, fields, fillText, onPublished } = renderDialog();
    for (const round of [1, 2]) {
      await fillText();
      await user.upload(fields.imagen(), imageFile());
      await user.click(fields.publicar());
      await waitFor(() => {
        expect(onPublished).toHaveBeenCalledTimes(round);
      });
      expect(fields.titulo()).toHaveProperty('value', '');
    }
  });
});
