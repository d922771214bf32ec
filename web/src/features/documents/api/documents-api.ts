import {
  DOCUMENT_PATHS,
  documentListSchema,
  reviewPeriodListSchema,
  reviewPeriodSchema,
  schoolDocumentSchema,
  type DocumentPatch,
  type ReviewPeriod,
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

/** POST /api/documents (multipart: archivo, titulo, categoria, vigente_desde, tipo). */
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

/** PATCH /api/documents/{id} (JSON: titulo, categoria, tipo). */
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

/** GET /api/documents/plazos: each required kind's review period, in months. */
export function getReviewPeriods(signal?: AbortSignal): Promise<ReviewPeriod[]> {
  return apiRequest(DOCUMENT_PATHS.periods, reviewPeriodListSchema, {
    admin: true,
    ...(signal ? { signal } : {}),
  });
}

/** PUT /api/documents/plazos/{tipo} (JSON: meses). */
export function setReviewPeriod({ tipo, meses }: ReviewPeriod): Promise<ReviewPeriod> {
  return apiRequest(DOCUMENT_PATHS.period(tipo), reviewPeriodSchema, {
    method: 'PUT',
    json: { meses },
    admin: true,
  });
}
