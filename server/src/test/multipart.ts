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
