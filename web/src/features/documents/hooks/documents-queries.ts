import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DOCUMENTS_PAGE_DATA_KEY, type DocumentPatch, type SchoolDocument } from '@lbj/shared';
import { isNotFound } from '../../../lib/api-client.ts';
import { usePageData } from '../../../lib/page-data.ts';
import { deleteDocument, getDocuments, updateDocument } from '../api/documents-api.ts';

export const DOCUMENTS_QUERY_KEY = ['documents'] as const;

/**
 * The library: as the server put it in the page (ADR 0024), or fetched after a client-side
 * navigation. Fresh for a few minutes, so the page does not ask again right after loading.
 */
export function useDocuments() {
  const fromPage = usePageData<SchoolDocument[]>(DOCUMENTS_PAGE_DATA_KEY);
  return useQuery({
    queryKey: DOCUMENTS_QUERY_KEY,
    queryFn: ({ signal }) => getDocuments(signal),
    ...(fromPage ? { initialData: fromPage } : {}),
    staleTime: 5 * 60_000,
  });
}

/** The administrators' list: always asked for, never the page's copy. */
export function useDocumentsForPanel() {
  return useQuery({
    queryKey: DOCUMENTS_QUERY_KEY,
    queryFn: ({ signal }) => getDocuments(signal),
  });
}

/** Puts a changed document in the cached list (or adds it). */
export function useStoreDocument() {
  const client = useQueryClient();
  return (document: SchoolDocument) => {
    client.setQueryData<SchoolDocument[]>(DOCUMENTS_QUERY_KEY, (list = []) =>
      list.some((item) => item.id === document.id)
        ? list.map((item) => (item.id === document.id ? document : item))
        : [...list, document],
    );
    void client.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
  };
}

export function useUpdateDocument() {
  const store = useStoreDocument();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: DocumentPatch }) => updateDocument(id, patch),
    onSuccess: store,
  });
}

/** Deletes a document; one already gone counts as deleted. */
export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        await deleteDocument(id);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      return id;
    },
    onSuccess: (id) => {
      client.setQueryData<SchoolDocument[]>(DOCUMENTS_QUERY_KEY, (list = []) =>
        list.filter((item) => item.id !== id),
      );
      void client.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
    },
  });
}
