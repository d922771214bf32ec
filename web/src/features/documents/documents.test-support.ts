// What the documents feature's tests share: a document as the API gives it, the API's refusal
// body, a PDF to choose, and a stand-in for XMLHttpRequest (the uploads report progress).
import type { SchoolDocument } from '@lbj/shared';

/** A document with one version, dated 2026-03-01; `extra` replaces any field. */
export const doc = (
  id: number,
  titulo: string,
  extra: Partial<SchoolDocument> = {},
): SchoolDocument => ({
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

/** The body of a refusal, as the server sends it. */
export const errorBody = (status: number, message: string, field?: string) => ({
  statusCode: status,
  error: message,
  message,
  ...(field ? { field } : {}),
});

/** A small file the forms take for a PDF. */
export const pdfFile = (name = 'reglamento.pdf') =>
  new File(['%PDF-1.7 contenido'], name, { type: 'application/pdf' });

export { FakeXhr } from '../../test/fake-xhr.ts';
