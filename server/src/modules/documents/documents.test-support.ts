// Test helpers for the documents library (not a test file itself): PDFs, forms, what is stored.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_PATHS, type SchoolDocument } from '@lbj/shared';
import { selectRowsSync } from '../../test/helpers.ts';

/**
 * A small valid PDF: one page with `text`, and `extra` objects (numbered from 5) added to the
 * file as they are, e.g. an /OpenAction's action.
 */
export function pdf(text = 'Reglamento', extra: readonly string[] = [], catalogExtra = ''): Buffer {
  const content = `BT /F1 12 Tf 56 760 Td (${text}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${String(content.length)} >>\nstream\n${content}\nendstream`,
    ...extra,
  ];
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A PDF whose object 5 lives in a FlateDecode object stream (PDF 1.5), holding `dictionary`. */
export function pdfWithObjectStream(dictionary: string, filter = '/FlateDecode'): Buffer {
  const body = `5 0 ${dictionary}`;
  const data = filter === '/FlateDecode' ? zlib.deflateSync(body) : Buffer.from(body, 'latin1');
  const head = pdf('Con objetos comprimidos');
  const stream = Buffer.concat([
    Buffer.from(
      `6 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${String(data.length)} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  // Appended before the trailer's end, as an incremental update would: enough for the check.
  return Buffer.concat([head, stream]);
}

export interface FormFile {
  bytes: Uint8Array;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData would send it; fields in this order. */
async function form(
  fields: Record<string, string | FormFile | undefined>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') data.append(name, value);
    else {
      data.append(
        name,
        new Blob([value.bytes], { type: value.type ?? 'application/pdf' }),
        value.filename ?? 'documento.pdf',
      );
    }
  }
  const response = new Response(data);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export const VALID = {
  titulo: 'Reglamento Interno de Convivencia Escolar',
  categoria: 'reglamento',
  vigente_desde: '2026-03-01',
} as const;

/** Uploads a document; returns the response. */
export async function upload(
  app: FastifyInstance,
  token: string | undefined,
  fields: Record<string, string | FormFile | undefined>,
) {
  const body = await form(fields);
  return app.inject({
    method: 'POST',
    url: DOCUMENT_PATHS.list,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Uploads a valid document and returns it. */
export async function uploadValid(
  app: FastifyInstance,
  token: string,
  fields: Partial<Record<keyof typeof VALID | 'tipo', string>> = {},
  bytes: Buffer = pdf(),
): Promise<SchoolDocument> {
  const response = await upload(app, token, { ...VALID, ...fields, archivo: { bytes } });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<SchoolDocument>();
}

export async function uploadVersion(
  app: FastifyInstance,
  token: string | undefined,
  id: number | string,
  fields: Record<string, string | FormFile | undefined>,
) {
  const body = await form(fields);
  return app.inject({
    method: 'POST',
    url: DOCUMENT_PATHS.versions(id),
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Rows of the library and files in DATA_DIR/documents: what "nothing stored" is checked on. */
export function storedState(dataDir: string): {
  documents: number;
  versions: number;
  files: string[];
} {
  const count = (table: string) =>
    Number(selectRowsSync(dataDir, `SELECT count(*) AS n FROM ${table}`)[0]?.n);
  const dir = path.join(dataDir, 'documents');
  return {
    documents: count('documents'),
    versions: count('document_versions'),
    files: fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [],
  };
}
