// @time-zones
import { DOCUMENT_MESSAGES, DOCUMENT_PATHS, MESSAGES, type SchoolDocument } from '@lbj/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot } from '../../../lib/session-store.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import { doc, errorBody, FakeXhr, pdfFile } from '../documents.test-support.ts';
import { DOCUMENTS_QUERY_KEY } from '../hooks/documents-queries.ts';
import { DeleteButton, EditForm, VersionForm } from './document-actions.tsx';

// The actions on one document against the documents API faked at the network edge: fetch for
// PATCH and DELETE, XMLHttpRequest for the uploads (they report progress).

const DOC = doc(4, 'Reglamento Interno de Convivencia Escolar');

interface Call {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

/** fetch for PATCH and DELETE: each answer is given by the test, or held while `hold` is set. */
function serveFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
        auth: new Headers(init.headers).get('Authorization'),
      };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );
  return calls;
}

let token: string;

beforeAll(() => {
  installDialogPolyfill();
});

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

function renderAction(Action: typeof VersionForm, document: SchoolDocument = DOC) {
  const onDone = vi.fn<(message: string) => void>();
  const user = userEvent.setup();
  const rendered = renderWithQuery(<Action document={document} onDone={onDone} />);
  return { onDone, user, client: rendered.client };
}

describe('VersionForm', () => {
  const form = () => screen.getByRole('form', { name: T.versionTitle });
  const file = () => within(form()).getByLabelText<HTMLInputElement>(T.fileLabel);
  const date = () => within(form()).getByLabelText<HTMLInputElement>(T.validFromLabel);
  const submit = () => within(form()).getByRole('button', { name: T.versionUpload });

  it('is an h5 form with its lead, and starts on today in Chile', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 01:00 UTC on 1 March is still 28 February in Chile, whatever the machine's zone.
    vi.setSystemTime(new Date('2026-03-01T01:00:00Z'));
    renderAction(VersionForm);
    expect(screen.getByRole('heading', { level: 5 }).textContent).toBe(T.versionTitle);
    expect(within(form()).getByText(T.versionLead)).toBeTruthy();
    expect(date().value).toBe('2026-02-28');
    expect(date().type).toBe('date');
    expect(file().value).toBe('');
  });

  it('asks for the file, with the focus on it, and sends nothing', async () => {
    const { user, onDone } = renderAction(VersionForm);
    await user.click(submit());
    expect(within(form()).getByText(T.chooseFile)).toBeTruthy();
    expect(file().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(file());
    expect(date().getAttribute('aria-invalid')).toBeNull();
    expect(FakeXhr.sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for the day when it is emptied, with the focus on it once the file is chosen', async () => {
    const { user } = renderAction(VersionForm);
    await user.clear(date());
    await user.click(submit());
    expect(within(form()).getByText(T.chooseFile)).toBeTruthy();
    expect(within(form()).getByText(T.dateRequired)).toBeTruthy();
    // Both are wrong: the focus goes to the first, the file.
    expect(document.activeElement).toBe(file());
    await user.upload(file(), pdfFile());
    // Choosing the file clears its error only.
    expect(within(form()).queryByText(T.chooseFile)).toBeNull();
    expect(within(form()).getByText(T.dateRequired)).toBeTruthy();
    await user.click(submit());
    expect(document.activeElement).toBe(date());
    expect(FakeXhr.sent).toEqual([]);
  });

  it('sends the day and the PDF with the token, shows the progress, and says it is done', async () => {
    const { user, onDone, client } = renderAction(VersionForm);
    await user.upload(file(), pdfFile('nuevo.pdf'));
    await user.clear(date());
    await user.type(date(), '2027-03-01');
    await user.click(submit());
    const [xhr] = FakeXhr.sent;
    if (!xhr) throw new Error('nothing sent');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(DOCUMENT_PATHS.versions(DOC.id));
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    const entries = [...(xhr.body?.entries() ?? [])];
    expect(entries.map(([name]) => name)).toEqual(['vigente_desde', 'archivo']);
    expect(entries[0]?.[1]).toBe('2027-03-01');
    expect((entries[1]?.[1] as File).name).toBe('nuevo.pdf');

    expect(screen.getByRole('status').textContent).toBe(T.uploading(0));
    expect(within(form()).queryByRole('button', { name: T.versionUpload })).toBeNull();
    await xhr.progress(1, 4);
    expect(screen.getByRole('status').textContent).toBe(T.uploading(25));
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('25');

    const updated = doc(DOC.id, 'Reglamento 2027', { vigente_desde: '2027-03-01' });
    await xhr.respond(201, updated);
    expect(onDone).toHaveBeenCalledExactlyOnceWith(T.versionUploaded('Reglamento 2027'));
    expect(file().value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(submit()).toBeTruthy();
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([updated]);
    // The file went with the success: a new attempt asks for one.
    await user.click(submit());
    expect(within(form()).getByText(T.chooseFile)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('handles the submission in the page: the browser does not send the form itself', () => {
    renderAction(VersionForm);
    // fireEvent returns false when a handler prevented the browser's own submission.
    expect(fireEvent.submit(form())).toBe(false);
  });

  it('sends one upload at a time', async () => {
    const { user } = renderAction(VersionForm);
    await user.upload(file(), pdfFile());
    await user.click(submit());
    fireEvent.submit(form());
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('cancels the upload and says nothing was saved, keeping the file', async () => {
    const { user, onDone } = renderAction(VersionForm);
    await user.upload(file(), pdfFile());
    await user.click(submit());
    await user.click(within(form()).getByRole('button', { name: T.cancel }));
    expect(FakeXhr.sent[0]?.aborted).toBe(true);
    expect((await within(form()).findByRole('alert')).textContent).toBe(T.cancelled);
    expect(file().files?.[0]?.name).toBe('reglamento.pdf');
    expect(onDone).not.toHaveBeenCalled();
    // A new attempt takes the failure away.
    await user.click(submit());
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('says a refusal of the day beside the date field, with the focus on it', async () => {
    const { user, onDone } = renderAction(VersionForm);
    await user.upload(file(), pdfFile());
    await user.click(submit());
    await FakeXhr.sent[0]?.respond(
      422,
      errorBody(422, DOCUMENT_MESSAGES.dateInvalid, 'vigente_desde'),
    );
    expect(within(form()).getByText(DOCUMENT_MESSAGES.dateInvalid)).toBeTruthy();
    expect(date().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(date());
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says an ended session over the form', async () => {
    const { user } = renderAction(VersionForm);
    await user.upload(file(), pdfFile());
    await user.click(submit());
    await FakeXhr.sent[0]?.respond(401, errorBody(401, 'Debes iniciar sesión.'));
    expect(within(form()).getByRole('alert').textContent).toBe(MESSAGES.sessionExpired);
    expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
  });
});

describe('EditForm', { tags: ['zone-free'] }, () => {
  const form = () => screen.getByRole('form', { name: T.edit });
  const title = () => within(form()).getByLabelText<HTMLInputElement>(T.titleLabel);
  const category = () => within(form()).getByLabelText<HTMLSelectElement>(T.categoryLabel);
  const save = () => within(form()).getByRole('button', { name: T.save });

  it('starts with the document’s title and category', () => {
    renderAction(EditForm, doc(5, 'Certificado', { categoria: 'otro' }));
    expect(screen.getByRole('heading', { level: 5 }).textContent).toBe(T.edit);
    expect(title().value).toBe('Certificado');
    expect(category().value).toBe('otro');
    expect(save().getAttribute('aria-disabled')).toBeNull();
  });

  it('asks for a title, with the focus on it, and sends nothing', async () => {
    const calls = serveFetch(() => Response.json(DOC));
    const { user, onDone } = renderAction(EditForm);
    await user.clear(title());
    await user.type(title(), '   ');
    await user.click(save());
    expect(within(form()).getByText(DOCUMENT_MESSAGES.titleRequired)).toBeTruthy();
    expect(document.activeElement).toBe(title());
    expect(category().getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a title over the limit', async () => {
    const calls = serveFetch(() => Response.json(DOC));
    const { user } = renderAction(EditForm);
    fireEvent.change(title(), { target: { value: 'a'.repeat(121) } });
    await user.click(save());
    expect(within(form()).getByText(DOCUMENT_MESSAGES.titleTooLong(120))).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed title, the category and the required kind with the token, and says it is saved', async () => {
    const updated = doc(DOC.id, 'Manual de Convivencia', { categoria: 'otro', tipo: 'pise' });
    const calls = serveFetch(() => Response.json(updated));
    const { user, onDone, client } = renderAction(EditForm);
    await user.clear(title());
    await user.type(title(), '  Manual de Convivencia  ');
    await user.selectOptions(category(), 'otro');
    await user.selectOptions(
      screen.getByLabelText('Tipo de documento requerido'),
      'Plan Integral de Seguridad Escolar (PISE)',
    );
    await user.click(save());
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledExactlyOnceWith(T.saved('Manual de Convivencia'));
    });
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: DOCUMENT_PATHS.item(DOC.id),
        body: { titulo: 'Manual de Convivencia', categoria: 'otro', tipo: 'pise' },
        auth: `Bearer ${token}`,
      },
    ]);
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([updated]);
  });

  it('names the title the server kept in its message', async () => {
    serveFetch(() => Response.json(doc(DOC.id, 'Título del servidor')));
    const { user, onDone } = renderAction(EditForm);
    await user.click(save());
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledWith(T.saved('Título del servidor'));
    });
  });

  it('handles the submission in the page: the browser does not send the form itself', async () => {
    serveFetch(() => Response.json(DOC));
    const { onDone } = renderAction(EditForm);
    // fireEvent returns false when a handler prevented the browser's own submission.
    expect(fireEvent.submit(form())).toBe(false);
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledTimes(1);
    });
  });

  it('is busy while saving and sends once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = serveFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user, onDone } = renderAction(EditForm);
    await user.click(save());
    await waitFor(() => {
      expect(save().getAttribute('aria-disabled')).toBe('true');
    });
    await user.click(save());
    expect(calls).toHaveLength(1);
    await act(async () => {
      answer(Response.json(DOC));
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(save().getAttribute('aria-disabled')).toBeNull();
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says a refusal of the title beside it, and one of no field over the form', async () => {
    let refusal = Response.json(errorBody(409, 'Ya hay un documento con ese título.', 'titulo'), {
      status: 409,
    });
    serveFetch(() => refusal);
    const { user, onDone } = renderAction(EditForm);
    await user.click(save());
    expect(await within(form()).findByText('Ya hay un documento con ese título.')).toBeTruthy();
    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title());
    expect(within(form()).queryByRole('alert')).toBeNull();

    refusal = Response.json(errorBody(500, 'Error interno.'), { status: 500 });
    await user.click(save());
    expect((await within(form()).findByRole('alert')).textContent).toBe('Error interno.');
    expect(title().value).toBe(DOC.titulo);
    expect(onDone).not.toHaveBeenCalled();

    // The next attempt takes the failure away, even when it stops at the check.
    await user.clear(title());
    await user.click(save());
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(within(form()).getByText(DOCUMENT_MESSAGES.titleRequired)).toBeTruthy();
  });

  it('says a refusal of the category beside it, with the focus on it', async () => {
    serveFetch(() =>
      Response.json(errorBody(422, DOCUMENT_MESSAGES.categoryInvalid, 'categoria'), {
        status: 422,
      }),
    );
    const { user, onDone } = renderAction(EditForm);
    await user.click(save());
    expect(await within(form()).findByText(DOCUMENT_MESSAGES.categoryInvalid)).toBeTruthy();
    expect(category().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(category());
    expect(title().getAttribute('aria-invalid')).toBeNull();
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('with the title and the category both wrong, says both and focuses the title', async () => {
    const calls = serveFetch(() => Response.json(DOC));
    const { user } = renderAction(EditForm);
    await user.clear(title());
    // A value the list does not offer (the select then holds none).
    fireEvent.change(category(), { target: { value: 'actas' } });
    await user.click(save());
    expect(within(form()).getByText(DOCUMENT_MESSAGES.titleRequired)).toBeTruthy();
    expect(within(form()).getByText(DOCUMENT_MESSAGES.categoryInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(title());
    expect(calls).toEqual([]);
  });
});

describe('DeleteButton', { tags: ['zone-free'] }, () => {
  const dialogName = T.removeConfirmTitle(DOC.titulo);
  // The button's text names the document for screen readers (jsdom drops the space of the
  // visually hidden part from the accessible name, so the text is checked).
  const opener = () => {
    const button = screen.getByRole('button', { name: new RegExp(`^${T.remove}`) });
    expect(button.textContent).toBe(`${T.remove} «${DOC.titulo}»`);
    return button;
  };

  it('asks first, naming the document, with the focus on the question', async () => {
    const calls = serveFetch(() => new Response(null, { status: 204 }));
    const { user, onDone } = renderAction(DeleteButton);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener());
    const dialog = screen.getByRole('dialog', { name: dialogName });
    expect(within(dialog).getByText(T.removeConfirmText)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: dialogName }));
    await user.click(within(dialog).getByRole('button', { name: T.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes on "Cerrar" without deleting', async () => {
    const calls = serveFetch(() => new Response(null, { status: 204 }));
    const { user } = renderAction(DeleteButton);
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('deletes with the token after confirming, closes and says so', async () => {
    const calls = serveFetch(() => new Response(null, { status: 204 }));
    const { user, onDone, client } = renderAction(DeleteButton);
    client.setQueryData(DOCUMENTS_QUERY_KEY, [DOC, doc(9, 'Otro')]);
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: T.removeConfirm }));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledExactlyOnceWith(T.removed(DOC.titulo));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([
      { method: 'DELETE', path: DOCUMENT_PATHS.item(DOC.id), body: null, auth: `Bearer ${token}` },
    ]);
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([doc(9, 'Otro')]);
  });

  it('counts a document already gone as deleted', async () => {
    serveFetch(() => Response.json(errorBody(404, DOCUMENT_MESSAGES.notFound), { status: 404 }));
    const { user, onDone } = renderAction(DeleteButton);
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: T.removeConfirm }));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledWith(T.removed(DOC.titulo));
    });
  });

  it('is busy while deleting and sends once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = serveFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderAction(DeleteButton);
    await user.click(opener());
    const confirm = screen.getByRole('button', { name: T.removeConfirm });
    expect(confirm.getAttribute('aria-disabled')).toBeNull();
    await user.click(confirm);
    await waitFor(() => {
      expect(confirm.getAttribute('aria-disabled')).toBe('true');
    });
    await user.click(confirm);
    expect(calls).toHaveLength(1);
    await act(async () => {
      answer(new Response(null, { status: 204 }));
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('says a failure inside the dialog, which stays open, until it is opened again', async () => {
    let response = () => Response.json(errorBody(500, 'El disco está lleno.'), { status: 500 });
    serveFetch(() => response());
    const { user, onDone } = renderAction(DeleteButton);
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: T.removeConfirm }));
    const dialog = screen.getByRole('dialog', { name: dialogName });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('El disco está lleno.');
    expect(onDone).not.toHaveBeenCalled();

    response = () => new Response('{}', { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: T.removeConfirm }));
    await waitFor(() => {
      expect(within(dialog).getByRole('alert').textContent).toBe(T.failed);
    });

    await user.click(within(dialog).getByRole('button', { name: T.keep }));
    await user.click(opener());
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
  });

  it("says the server's words inside the dialog even when the refusal names a field", async () => {
    serveFetch(() =>
      Response.json(errorBody(422, 'Archivo en uso.', 'archivo'), {
        status: 422,
      }),
    );
    const { user, onDone } = renderAction(DeleteButton);
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: T.removeConfirm }));
    const dialog = screen.getByRole('dialog', { name: dialogName });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Archivo en uso.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says an ended session inside the dialog', async () => {
    serveFetch(() => Response.json(errorBody(401, 'Debes iniciar sesión.'), { status: 401 }));
    const { user } = renderAction(DeleteButton);
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: T.removeConfirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.sessionExpired);
  });
});
