import { LIMITS, MESSAGES, type NewsItem } from '@lbj/shared';
import { screen, waitFor } from '@testing-library/react';
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
import type * as NewsApi from '../api/news-api.ts';
import { createNews } from '../api/news-api.ts';
import { DRAFT_KEY } from '../hooks/news-draft.ts';
import { PublishNewsDialog } from './publish-news-dialog.tsx';

vi.mock('../api/news-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof NewsApi>()),
  createNews: vi.fn(),
}));
const createNewsMock = vi.mocked(createNews);

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

function renderDialog() {
  const onPublished = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const view = renderWithQuery(
    <PublishNewsDialog open onClose={onClose} onPublished={onPublished} />,
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
  return { ...view, user, fields, fillText, onPublished, onClose };
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
  logInForTests();
});
afterEach(() => {
  resetSession();
  vi.clearAllMocks();
});

describe('PublishNewsDialog', { timeout: 20_000 }, () => {
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
    expect(screen.getByText('acto-civico.png')).toBeDefined();
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
    expect(fields.imagen().getAttribute('aria-invalid')).toBe('true');
    expect(description(fields.imagen())).toContain(MESSAGES.imageTooLarge);
    expect(screen.queryByText('enorme.jpg')).toBeNull();
    await user.click(fields.publicar());
    expect(createNewsMock).not.toHaveBeenCalled();
    expect(fields.titulo()).toHaveProperty('value', 'Feria científica');
    expect(fields.descripcion()).toHaveProperty('value', 'Los cursos presentan sus proyectos.');
    expect(fields.categoria()).toHaveProperty('value', 'Académico');
    expect(description(fields.imagen())).toContain(MESSAGES.imageTooLarge);
  });

  it('refuses a file that is not JPG, PNG or WebP', async () => {
    const { user, fields } = renderDialog();
    await user.upload(fields.imagen(), imageFile('logo.svg', 'image/svg+xml'));
    expect(description(fields.imagen())).toContain(MESSAGES.imageWrongType);
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
      expect(onPublished).toHaveBeenCalledWith(CREATED);
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
