// @time-zones
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  DOCUMENT_PATHS,
  MESSAGES,
} from '@lbj/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import { doc, errorBody, FakeXhr, pdfFile } from '../documents.test-support.ts';
import { DOCUMENTS_QUERY_KEY } from '../hooks/documents-queries.ts';
import { NewDocumentForm } from './new-document-form.tsx';

// "Subir un documento nuevo" against the upload faked at the network edge (XMLHttpRequest, which
// reports progress); each request waits until the test answers it.

const form = () => screen.getByRole('form', { name: T.newTitle });
const field = <E extends HTMLElement>(label: string) => within(form()).getByLabelText<E>(label);
const file = () => field<HTMLInputElement>(T.fileLabel);
const title = () => field<HTMLInputElement>(T.titleLabel);
const category = () => field<HTMLSelectElement>(T.categoryLabel);
const date = () => field<HTMLInputElement>(T.validFromLabel);
const submit = () => within(form()).getByRole('button', { name: T.upload });

let token: string;

beforeEach(() => {
  token = logInForTests();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSession();
});

function renderForm() {
  const user = userEvent.setup();
  const { client } = renderWithQuery(<NewDocumentForm />);
  return { user, client };
}

/** Chooses a PDF and types a title; the category and the day keep their starting values. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: string, pdf = pdfFile()) {
  await user.upload(file(), pdf);
  await user.type(title(), name);
}

describe('NewDocumentForm', () => {
  it('starts empty, on "Reglamentos y protocolos" and today in Chile', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 03:30 UTC on 1 July is still 30 June in Chile (UTC−4 in winter).
    vi.setSystemTime(new Date('2026-07-01T03:30:00Z'));
    renderForm();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(T.newTitle);
    expect(within(form()).getByText(T.newLead)).toBeTruthy();
    expect(within(form()).getByText(T.fileHint)).toBeTruthy();
    expect(within(form()).getByText(T.validFromHint)).toBeTruthy();
    expect(file().value).toBe('');
    expect(file().accept).toBe('application/pdf,.pdf');
    expect(title().value).toBe('');
    // Typing past the limit is allowed (the count and the check say so), within reason.
    expect(title().maxLength).toBe(DOCUMENT_LIMITS.tituloMax * 2);
    expect(title().required).toBe(true);
    // A title is new each time: the browser offers no earlier ones.
    expect(title().getAttribute('autocomplete')).toBe('off');
    expect(within(form()).getByText(`0 / ${String(DOCUMENT_LIMITS.tituloMax)}`)).toBeTruthy();
    expect(category().value).toBe('reglamento');
    expect(
      within(category())
        .getAllByRole('option')
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    ).toEqual(Object.entries(DOCUMENT_CATEGORY_LABELS));
    expect(date().value).toBe('2026-06-30');
    // The browser's date picker, which gives the day as YYYY-MM-DD.
    expect(date().type).toBe('date');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('counts the title’s characters as they are typed', async () => {
    const { user } = renderForm();
    await user.type(title(), 'Año 😀');
    expect(within(form()).getByText(`5 / ${String(DOCUMENT_LIMITS.tituloMax)}`)).toBeTruthy();
  });

  it('says every missing field at once, with the focus on the first, and sends nothing', async () => {
    const { user } = renderForm();
    await user.clear(date());
    await user.click(submit());
    expect(within(form()).getByText(T.chooseFile)).toBeTruthy();
    expect(within(form()).getByText(DOCUMENT_MESSAGES.titleRequired)).toBeTruthy();
    expect(within(form()).getByText(T.dateRequired)).toBeTruthy();
    expect(file().getAttribute('aria-invalid')).toBe('true');
    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(category().getAttribute('aria-invalid')).toBeNull();
    expect(date().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(file());

    // With the file chosen, the focus goes to the title.
    await user.upload(file(), pdfFile());
    await user.click(submit());
    expect(within(form()).queryByText(T.chooseFile)).toBeNull();
    expect(document.activeElement).toBe(title());
    // With the title typed, to the day.
    await user.type(title(), 'Circular');
    await user.click(submit());
    expect(within(form()).queryByText(DOCUMENT_MESSAGES.titleRequired)).toBeNull();
    expect(document.activeElement).toBe(date());
    expect(FakeXhr.sent).toEqual([]);
  });

  it('refuses a file that is not a PDF and a title over the limit', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithQuery(<NewDocumentForm />);
    await user.upload(file(), new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }));
    fireEvent.change(title(), { target: { value: 'a'.repeat(DOCUMENT_LIMITS.tituloMax + 1) } });
    await user.click(submit());
    expect(within(form()).getByText(T.notPdfChosen)).toBeTruthy();
    expect(
      within(form()).getByText(DOCUMENT_MESSAGES.titleTooLong(DOCUMENT_LIMITS.tituloMax)),
    ).toBeTruthy();
    expect(FakeXhr.sent).toEqual([]);
  });

  it('sends the fields with the token, shows the progress, then empties the title, the kind and the file', async () => {
    const { user, client } = renderForm();
    client.setQueryData(DOCUMENTS_QUERY_KEY, [doc(1, 'Reglamento')]);
    await fill(user, '  Listado de útiles 2026  ', pdfFile('utiles.pdf'));
    await user.selectOptions(category(), DOCUMENT_CATEGORY_LABELS.utiles);
    const kind = screen.getByLabelText<HTMLSelectElement>('Tipo de documento requerido');
    await user.selectOptions(kind, 'Lista de útiles escolares');
    await user.clear(date());
    await user.type(date(), '2026-03-02');
    await user.click(submit());
    const [xhr] = FakeXhr.sent;
    if (!xhr) throw new Error('nothing sent');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(DOCUMENT_PATHS.list);
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    const entries = [...(xhr.body?.entries() ?? [])];
    expect(entries.slice(0, 4)).toEqual([
      ['titulo', 'Listado de útiles 2026'],
      ['categoria', 'utiles'],
      ['vigente_desde', '2026-03-02'],
      ['tipo', 'utiles'],
    ]);
    expect(entries[4]?.[0]).toBe('archivo');
    expect((entries[4]?.[1] as File).name).toBe('utiles.pdf');
    expect(entries).toHaveLength(5);

    expect(screen.getByRole('status').textContent).toBe(T.uploading(0));
    expect(within(form()).queryByRole('button', { name: T.upload })).toBeNull();
    await xhr.progress(2, 3);
    expect(screen.getByRole('status').textContent).toBe(T.uploading(67));

    const created = doc(2, 'Listado de útiles 2026 (servidor)', { categoria: 'utiles' });
    await xhr.respond(201, created);
    expect(screen.getByRole('status').textContent).toBe(T.uploaded(created.titulo));
    expect(title().value).toBe('');
    expect(file().value).toBe('');
    expect(kind.value).toBe('');
    // The category and the day stay as chosen.
    expect(category().value).toBe('utiles');
    expect(date().value).toBe('2026-03-02');
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([doc(1, 'Reglamento'), created]);

    // The next attempt takes the success away (and finds the file and title gone).
    await user.click(submit());
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(form()).getByText(T.chooseFile)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('handles the submission in the page: the browser does not send the form itself', () => {
    renderForm();
    // fireEvent returns false when a handler prevented the browser's own submission.
    expect(fireEvent.submit(form())).toBe(false);
  });

  it('sends one upload at a time', async () => {
    const { user } = renderForm();
    await fill(user, 'Circular');
    await user.click(submit());
    fireEvent.submit(form());
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('says a refusal with no field over the form, keeps everything, and clears it on the next attempt', async () => {
    const { user } = renderForm();
    await fill(user, 'Circular de marzo');
    await user.click(submit());
    await FakeXhr.sent[0]?.respond(507, {
      statusCode: 507,
      error: 'No queda espacio en el servidor.',
      message: 'No queda espacio en el servidor.',
    });
    expect(within(form()).getByRole('alert').textContent).toBe('No queda espacio en el servidor.');
    expect(title().value).toBe('Circular de marzo');
    expect(file().files?.[0]?.name).toBe('reglamento.pdf');
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(submit());
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(FakeXhr.sent).toHaveLength(2);
    await FakeXhr.sent[1]?.respond(422, {
      statusCode: 422,
      error: 'El título ya existe.',
      message: 'El título ya existe.',
      field: 'titulo',
    });
    expect(within(form()).getByText('El título ya existe.')).toBeTruthy();
    expect(document.activeElement).toBe(title());
    expect(within(form()).queryByRole('alert')).toBeNull();
  });

  it('puts a refusal of any of its fields beside that field, with the focus on it', async () => {
    const { user } = renderForm();
    await fill(user, 'Circular');
    const controls = [
      ['archivo', file],
      ['titulo', title],
      ['categoria', category],
      ['vigente_desde', date],
    ] as const;
    for (const [index, [name, control]] of controls.entries()) {
      await user.click(submit());
      const message = `El servidor no aceptó ${name}.`;
      await FakeXhr.sent[index]?.respond(422, errorBody(422, message, name));
      expect(within(form()).getByText(message)).toBeTruthy();
      expect(control().getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(control());
      expect(within(form()).queryByRole('alert')).toBeNull();
    }
    expect(FakeXhr.sent).toHaveLength(4);
  });

  it('says the generic failure when the server gives no reason, and an ended session as such', async () => {
    const { user } = renderForm();
    await fill(user, 'Circular');
    await user.click(submit());
    await FakeXhr.sent[0]?.respond(500, {});
    expect(within(form()).getByRole('alert').textContent).toBe(T.failed);
    await user.click(submit());
    await FakeXhr.sent[1]?.respond(401, {});
    expect(within(form()).getByRole('alert').textContent).toBe(MESSAGES.sessionExpired);
  });

  it('cancels the upload and says nothing was saved', async () => {
    const { user } = renderForm();
    await fill(user, 'Circular');
    await user.click(submit());
    expect(screen.getByRole('progressbar').getAttribute('max')).toBe('100');
    await user.click(within(form()).getByRole('button', { name: T.cancel }));
    expect(FakeXhr.sent[0]?.aborted).toBe(true);
    expect((await within(form()).findByRole('alert')).textContent).toBe(T.cancelled);
    expect(submit()).toBeTruthy();
    expect(title().value).toBe('Circular');
  });
});
