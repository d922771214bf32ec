// A multipart body for upload tests, shared by every feature's tests (this folder may be imported
// by any module's tests; modules may not import each other).
import { UPLOAD_FIELDS } from '@lbj/shared';

export interface UploadFile {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(
  files: readonly UploadFile[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field ?? UPLOAD_FIELDS.galleryPhotos,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A part of a body written by hand: `filename` makes it a file part, `type` is its own type. */
export interface RawPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/**
 * A multipart body written byte by byte, for parts a browser's FormData never makes: a file part
 * with an empty name, a field sent twice in a chosen order, a text field with its own type.
 */
export function handWrittenBody(parts: readonly RawPart[], boundary: string): Buffer {
  const chunks = parts.flatMap(({ name, value, filename, type }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
        (filename === undefined ? '' : `; filename="${filename}"`) +
        (type === undefined ? '' : `\r\nContent-Type: ${type}`) +
        '\r\n\r\n',
    ),
    typeof value === 'string' ? Buffer.from(value) : value,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}
