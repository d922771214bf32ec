import {
  DOCUMENT_PATHS,
  documentListSchema,
  schoolDocumentSchema,
  type DocumentPatch,
  type SchoolDocument,
} from '@lbj/shared';
import {
  apiRequest,
  apiRequestRaw,
  uploadForm,
  type UploadOptions,
} from '../../../lib/api-client.ts';

/** GET /api/documents: every document with its versions (public). */
export function getDocuments(signal?: AbortSignal): Promise<SchoolDocument[]> {
  return apiRequest(DOCUMENT_PATHS.list, documentListSchema, signal ? { signal } : {});
}

/** POST /api/documents (multipart: archivo, titulo, categoria, vigente_desde). */
export async function createDocument(
  form: FormData,
  options: UploadOptions = {},
): Promise<SchoolDocument> {
  return schoolDocumentSchema.parse(await uploadForm(DOCUMENT_PATHS.list, form, options));
}

/** POST /api/documents/{id}/versions (multipart: archivo, vigente_desde). */
export async function addDocumentVersion(
  id: number,
  form: FormData,
  options: UploadOptions = {},
): Promise<SchoolDocument> {
  return schoolDocumentSchema.parse(await uploadForm(DOCUMENT_PATHS.versions(id), form, options));
}

/** PATCH /api/documents/{id} (JSON: titulo, categoria). */
export function updateDocument(id: number, patch: DocumentPatch): Promise<SchoolDocument> {
  return apiRequest(DOCUMENT_PATHS.item(id), schoolDocumentSchema, {
    method: 'PATCH',
    json: patch,
    admin: true,
  });
}

/** DELETE /api/documents/{id}. */
export async function deleteDocument(id: number): Promise<void> {
  await apiRequestRaw(DOCUMENT_PATHS.item(id), { method: 'DELETE', admin: true });
}
