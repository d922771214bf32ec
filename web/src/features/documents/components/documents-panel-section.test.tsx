import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchoolDocument } from '@lbj/shared';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import * as api from '../api/documents-api.ts';
import { DocumentsPanelSection } from './documents-panel-section.tsx';

vi.mock('../api/documents-api.ts', () => ({
  getDocuments: vi.fn(),
  createDocument: vi.fn(),
  addDocumentVersion: vi.fn(),
  updateDocument: vi.fn(),
  deleteDocument: vi.fn(),
}));

const doc = (id: number, titulo: string, extra: Partial<SchoolDocument> = {}): SchoolDocument => ({
  id,
  titulo,
  categoria: 'reglamento',
  vigente_desde: '2026-03-01',
  url: `/documentos/${String(id)}.pdf`,
  tamano: 2048,
  versiones: [
    {
      url: `/documentos/${String(id)}/versiones/${String(id)}.pdf`,
      vigente_desde: '2026-03-01',
      tamano: 2048,
      subido: '2026-02-20T12:00:00.000Z',
    },
  ],
  ...extra,
});

const refusal = (status: number, message: string, field?: string) =>
  new ApiRequestError(status, {
    statusCode: status,
    error: message,
    message,
    ...(field ? { field } : {}),
  });

const pdfFile = (name = 'reglamento.pdf') =>
  new File(['%PDF-1.7 contenido'], name, { type: 'application/pdf' });

beforeAll(() => {
  installDialogPolyfill();
});

let list: SchoolDocument[];

beforeEach(() => {
  logInForTests();
  list = [doc(1, 'Reglamento Interno de Convivencia Escolar')];
  vi.mocked(api.getDocuments).mockImplementation(() => Promise.resolve(list));
});

afterEach(() => {
  resetSession();
  vi.clearAllMocks();
});

async function fillNewDocument(
  user: ReturnType<typeof userEvent.setup>,
  file: File,
  title: string,
) {
  const form = screen.getByRole('form', { name: 'Subir un documento nuevo' });
  await user.upload(within(form).getByLabelText('Archivo PDF'), file);
  await user.clear(within(form).getByLabelText('Título'));
  await user.type(within(form).getByLabelText('Título'), title);
  await user.selectOptions(within(form).getByLabelText('Categoría'), 'Útiles escolares');
  const date = within(form).getByLabelText('Vigente desde');
  await user.clear(date);
  await user.type(date, '2026-03-01');
  return form;
}

describe('DocumentsPanelSection', () => {
  it('lists the documents with their category, date, size and versions', async () => {
    renderWithQuery(<DocumentsPanelSection />);
    const item = (
      await screen.findByRole('heading', {
        name: 'Reglamento Interno de Convivencia Escolar',
        level: 4,
      })
    ).closest('li') as HTMLElement;
    expect(item.textContent).toContain(
      'Reglamentos y protocolos · Vigente desde 1 de marzo de 2026 · PDF 2 KB · 1 versión',
    );
    expect(
      within(item)
        .getByRole('link', { name: /^Abrir/ })
        .getAttribute('href'),
    ).toBe('/documentos/1.pdf');
  });

  it('uploads a new document with its fields, and shows it', async () => {
    const user = userEvent.setup();
    const created = doc(2, 'Listado de útiles 2026', { categoria: 'utiles' });
    vi.mocked(api.createDocument).mockImplementation((form) => {
      expect(form.get('titulo')).toBe('Listado de útiles 2026');
      expect(form.get('categoria')).toBe('utiles');
      expect(form.get('vigente_desde')).toBe('2026-03-01');
      expect((form.get('archivo') as File).name).toBe('utiles.pdf');
      list = [...list, created];
      return Promise.resolve(created);
    });
    renderWithQuery(<DocumentsPanelSection />);
    await screen.findByRole('heading', { name: 'Reglamento Interno de Convivencia Escolar' });
    const form = await fillNewDocument(user, pdfFile('utiles.pdf'), 'Listado de útiles 2026');
    await user.click(within(form).getByRole('button', { name: 'Subir documento' }));
    expect(await within(form).findByText('«Listado de útiles 2026» quedó publicado.')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Listado de útiles 2026', level: 4 }),
    ).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Título').value).toBe('');
  });

  it('says a refusal beside its field and keeps everything typed', async () => {
    const user = userEvent.setup();
    vi.mocked(api.createDocument).mockRejectedValue(
      refusal(422, 'El PDF contiene código o acciones automáticas.', 'archivo'),
    );
    renderWithQuery(<DocumentsPanelSection />);
    const form = await fillNewDocument(user, pdfFile(), 'Circular de marzo');
    await user.click(within(form).getByRole('button', { name: 'Subir documento' }));
    const file = within(form).getByLabelText('Archivo PDF');
    await waitFor(() => {
      expect(file.getAttribute('aria-invalid')).toBe('true');
    });
    expect(within(form).getByText('El PDF contiene código o acciones automáticas.')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Título').value).toBe('Circular de marzo');
    expect(within(form).getByLabelText<HTMLSelectElement>('Categoría').value).toBe('utiles');
    expect(document.activeElement).toBe(file);
  });

  it('checks before sending: a missing file, a file that is not a PDF, an empty title', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithQuery(<DocumentsPanelSection />);
    const form = screen.getByRole('form', { name: 'Subir un documento nuevo' });
    await user.click(within(form).getByRole('button', { name: 'Subir documento' }));
    expect(within(form).getByText('Adjunta un archivo PDF.')).toBeTruthy();
    expect(within(form).getByText('Escribe el título del documento.')).toBeTruthy();
    await user.upload(
      within(form).getByLabelText('Archivo PDF'),
      new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Subir documento' }));
    expect(within(form).getByText('El archivo elegido no es un PDF.')).toBeTruthy();
    expect(api.createDocument).not.toHaveBeenCalled();
  });

  it('uploads a new version of a document', async () => {
    const user = userEvent.setup();
    vi.mocked(api.addDocumentVersion).mockImplementation((id, form) => {
      expect(id).toBe(1);
      expect(form.get('vigente_desde')).toBe('2027-03-01');
      const updated = doc(1, 'Reglamento Interno de Convivencia Escolar', {
        vigente_desde: '2027-03-01',
      });
      list = [updated];
      return Promise.resolve(updated);
    });
    renderWithQuery(<DocumentsPanelSection />);
    await screen.findByRole('heading', { name: 'Reglamento Interno de Convivencia Escolar' });
    await user.click(screen.getByRole('button', { name: 'Subir una versión nueva' }));
    const form = screen.getByRole('form', { name: 'Subir una versión nueva' });
    await user.upload(within(form).getByLabelText('Archivo PDF'), pdfFile());
    const date = within(form).getByLabelText('Vigente desde');
    await user.clear(date);
    await user.type(date, '2027-03-01');
    await user.click(within(form).getByRole('button', { name: 'Subir versión' }));
    expect(
      await screen.findByText(
        'Nueva versión de «Reglamento Interno de Convivencia Escolar» publicada.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText(/Vigente desde 1 de marzo de 2027/)).toBeTruthy();
  });

  it('renames a document', async () => {
    const user = userEvent.setup();
    vi.mocked(api.updateDocument).mockImplementation((id, patch) => {
      const updated = doc(id, patch.titulo ?? '', { categoria: patch.categoria ?? 'otro' });
      list = [updated];
      return Promise.resolve(updated);
    });
    renderWithQuery(<DocumentsPanelSection />);
    await screen.findByRole('heading', { name: 'Reglamento Interno de Convivencia Escolar' });
    const toggle = screen.getByRole('button', { name: 'Cambiar título o categoría' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Cambiar título o categoría' });
    const title = within(form).getByLabelText('Título');
    await user.clear(title);
    await user.type(title, 'Manual de Convivencia');
    // Closed and opened again, the form keeps what was typed.
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Cambiar título o categoría' })).toBeNull();
    await user.click(toggle);
    expect(within(form).getByLabelText<HTMLInputElement>('Título').value).toBe(
      'Manual de Convivencia',
    );
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(api.updateDocument).toHaveBeenCalledWith(1, {
      titulo: 'Manual de Convivencia',
      categoria: 'reglamento',
    });
    expect(await screen.findByText('Cambios guardados en «Manual de Convivencia».')).toBeTruthy();
  });

  it('deletes only after confirming', async () => {
    const user = userEvent.setup();
    vi.mocked(api.deleteDocument).mockImplementation(() => {
      list = [];
      return Promise.resolve();
    });
    renderWithQuery(<DocumentsPanelSection />);
    await screen.findByRole('heading', { name: 'Reglamento Interno de Convivencia Escolar' });
    await user.click(screen.getByRole('button', { name: /^Eliminar/ }));
    const dialog = screen.getByRole('dialog', {
      name: '¿Eliminar «Reglamento Interno de Convivencia Escolar»?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'No, conservarlo' }));
    expect(api.deleteDocument).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Eliminar/ }));
    await user.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
    expect(
      await screen.findByText('«Reglamento Interno de Convivencia Escolar» fue eliminado.'),
    ).toBeTruthy();
    expect(api.deleteDocument).toHaveBeenCalledWith(1);
    expect(
      await screen.findByText(
        'No hay documentos publicados. Sube el primero con el formulario de abajo.',
      ),
    ).toBeTruthy();
  });
});
