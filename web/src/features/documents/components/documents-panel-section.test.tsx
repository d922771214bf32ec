import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_CATEGORY_LABELS, type SchoolDocument } from '@lbj/shared';
import { LOAD_FAILED_TEXT } from '../../../components/ui/load-failed.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import * as api from '../api/documents-api.ts';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import { doc, pdfFile } from '../documents.test-support.ts';
import { DocumentsPanelSection } from './documents-panel-section.tsx';

vi.mock('../api/documents-api.ts', () => ({
  getDocuments: vi.fn(),
  createDocument: vi.fn(),
  addDocumentVersion: vi.fn(),
  updateDocument: vi.fn(),
  deleteDocument: vi.fn(),
  getReviewPeriods: vi.fn(() => Promise.resolve([])),
  setReviewPeriod: vi.fn(),
}));

// The required documents' states (the admin bar's query): none here; their own file tests them.
vi.mock('../../../lib/required-documents-query.ts', () => ({
  requiredDocumentsQuery: {
    queryKey: ['documents', 'requeridos'],
    queryFn: () => Promise.resolve([]),
  },
}));

const refusal = (status: number, message: string, field?: string) =>
  new ApiRequestError(status, {
    statusCode: status,
    error: message,
    message,
    ...(field ? { field } : {}),
  });

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
      expect(form.get('tipo')).toBe('');
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
    const toggle = screen.getByRole('button', { name: 'Cambiar título, categoría o tipo' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Cambiar título, categoría o tipo' });
    const title = within(form).getByLabelText('Título');
    await user.clear(title);
    await user.type(title, 'Manual de Convivencia');
    // Closed and opened again, the form keeps what was typed.
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Cambiar título, categoría o tipo' })).toBeNull();
    await user.click(toggle);
    expect(within(form).getByLabelText<HTMLInputElement>('Título').value).toBe(
      'Manual de Convivencia',
    );
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(api.updateDocument).toHaveBeenCalledWith(1, {
      titulo: 'Manual de Convivencia',
      categoria: 'reglamento',
      tipo: null,
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

  it('says it is loading until the list comes', async () => {
    let answer: (documents: SchoolDocument[]) => void = () => undefined;
    vi.mocked(api.getDocuments).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderWithQuery(<DocumentsPanelSection />);
    const region = screen.getByRole('region', { name: T.listTitle });
    expect(within(region).getByText(T.loading).getAttribute('role')).toBe('status');
    answer(list);
    expect(
      await within(region).findByRole('heading', { name: list[0]?.titulo, level: 4 }),
    ).toBeTruthy();
    expect(within(region).queryByText(T.loading)).toBeNull();
  });

  it('says the list could not load, and asks again on "Reintentar"', async () => {
    const user = userEvent.setup();
    vi.mocked(api.getDocuments).mockRejectedValueOnce(refusal(500, 'Error interno.'));
    renderWithQuery(<DocumentsPanelSection />);
    const region = screen.getByRole('region', { name: T.listTitle });
    expect((await within(region).findByRole('alert')).textContent).toBe(T.loadFailed);
    await user.click(within(region).getByRole('button', { name: LOAD_FAILED_TEXT.retry }));
    expect(
      await within(region).findByRole('heading', { name: list[0]?.titulo, level: 4 }),
    ).toBeTruthy();
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(api.getDocuments).toHaveBeenCalledTimes(2);
  });

  it('says when there is no document yet', async () => {
    list = [];
    renderWithQuery(<DocumentsPanelSection />);
    const empty = await screen.findByText(T.listEmpty);
    expect(empty.getAttribute('role')).toBe('status');
    const region = screen.getByRole('region', { name: T.listTitle });
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('names each document’s actions, its versions in plural and opens it in a new tab', async () => {
    list = [
      doc(1, 'Reglamento Interno de Convivencia Escolar'),
      doc(2, 'Certificado Laboral', {
        categoria: 'otro',
        vigente_desde: '2025-12-31',
        url: '/documentos/2.pdf',
        versiones: [
          {
            url: '/documentos/2/versiones/5.pdf',
            vigente_desde: '2025-12-31',
            tamano: 1,
            subido: '',
          },
          {
            url: '/documentos/2/versiones/3.pdf',
            vigente_desde: '2025-03-03',
            tamano: 1,
            subido: '',
          },
        ],
      }),
    ];
    renderWithQuery(<DocumentsPanelSection />);
    const group = await screen.findByRole('group', { name: T.actionsFor('Certificado Laboral') });
    const item = group.closest('li') as HTMLElement;
    expect(within(item).getByRole('heading', { level: 4 }).textContent).toBe('Certificado Laboral');
    expect(item.querySelector('p')?.textContent).toBe(
      `${DOCUMENT_CATEGORY_LABELS.otro} · ${T.validFrom('31 de diciembre de 2025')} · PDF 2 KB · ${T.versions(2)}`,
    );
    expect(T.versions(2)).toBe('2 versiones');
    const open = within(group).getByRole('link', { name: new RegExp(`^${T.open}`) });
    expect(open.getAttribute('href')).toBe('/documentos/2.pdf');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener');
    expect(open.textContent).toBe(`${T.open} «Certificado Laboral» (se abre en otra pestaña)`);
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([T.versionTitle, T.edit, `${T.remove} «Certificado Laboral»`]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('opens one form at a time, keeps it mounted, and closes it when its action is done', async () => {
    const user = userEvent.setup();
    vi.mocked(api.addDocumentVersion).mockImplementation((id) =>
      Promise.resolve(doc(id, 'Reglamento Interno de Convivencia Escolar')),
    );
    renderWithQuery(<DocumentsPanelSection />);
    await screen.findByRole('heading', { name: 'Reglamento Interno de Convivencia Escolar' });
    const versionToggle = screen.getByRole('button', { name: T.versionTitle });
    const editToggle = screen.getByRole('button', { name: T.edit });
    // Nothing is mounted before it is opened.
    expect(screen.queryByRole('form', { name: T.versionTitle, hidden: true })).toBeNull();
    expect(screen.queryByRole('form', { name: T.edit, hidden: true })).toBeNull();

    await user.click(versionToggle);
    expect(versionToggle.getAttribute('aria-expanded')).toBe('true');
    const versionForm = screen.getByRole('form', { name: T.versionTitle });
    expect(screen.queryByRole('form', { name: T.edit, hidden: true })).toBeNull();

    await user.click(editToggle);
    expect(editToggle.getAttribute('aria-expanded')).toBe('true');
    expect(versionToggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('form', { name: T.edit })).toBeTruthy();
    expect(screen.queryByRole('form', { name: T.versionTitle })).toBeNull();
    // The version form stays in the page, hidden.
    expect(screen.getByRole('form', { name: T.versionTitle, hidden: true })).toBe(versionForm);
    expect(versionForm.parentElement?.hidden).toBe(true);

    await user.click(versionToggle);
    expect(versionForm.parentElement?.hidden).toBe(false);
    expect(screen.queryByRole('form', { name: T.edit })).toBeNull();
    await user.upload(within(versionForm).getByLabelText(T.fileLabel), pdfFile());
    await user.click(within(versionForm).getByRole('button', { name: T.versionUpload }));
    const region = screen.getByRole('region', { name: T.listTitle });
    await waitFor(() => {
      expect(versionToggle.getAttribute('aria-expanded')).toBe('false');
    });
    expect(versionForm.parentElement?.hidden).toBe(true);
    expect(within(region).getAllByRole('status')[0]?.textContent).toBe(
      T.versionUploaded('Reglamento Interno de Convivencia Escolar'),
    );
  });

  it('keeps the version form open after a refusal', async () => {
    const user = userEvent.setup();
    vi.mocked(api.addDocumentVersion).mockRejectedValue(refusal(500, 'Error interno.'));
    renderWithQuery(<DocumentsPanelSection />);
    await user.click(await screen.findByRole('button', { name: T.versionTitle }));
    const form = screen.getByRole('form', { name: T.versionTitle });
    await user.upload(within(form).getByLabelText(T.fileLabel), pdfFile());
    await user.click(within(form).getByRole('button', { name: T.versionUpload }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Error interno.');
    expect(screen.getByRole('button', { name: T.versionTitle }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
