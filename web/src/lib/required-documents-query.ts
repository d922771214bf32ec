import { DOCUMENT_PATHS, requiredDocumentListSchema, type RequiredDocument } from '@lbj/shared';
import { apiRequest } from './api-client.ts';

/**
 * GET /api/documents/requeridos as one query, shared by the admin bar (its warning) and the
 * panel's Documentos section (its list): under the documents' key, so every change to the library
 * (which invalidates ['documents']) refreshes both.
 */
export const requiredDocumentsQuery = {
  queryKey: ['documents', 'requeridos'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<RequiredDocument[]> =>
    apiRequest(DOCUMENT_PATHS.required, requiredDocumentListSchema, { signal, admin: true }),
};
