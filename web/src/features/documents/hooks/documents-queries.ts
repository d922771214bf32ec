import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentPatch, ReviewPeriod, SchoolDocument } from '@lbj/shared';
import { deleteOrGone } from '../../../lib/api-client.ts';
import { requiredDocumentsQuery } from '../../../lib/required-documents-query.ts';
import {
  deleteDocument,
  getDocuments,
  getReviewPeriods,
  setReviewPeriod,
  updateDocument,
} from '../api/documents-api.ts';

export const DOCUMENTS_QUERY_KEY = ['documents'] as const;

/** The panel's list (the public page reads the server's copy: components/document-library.tsx). */
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
      await deleteOrGone(() => deleteDocument(id));
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

/** Each required kind's state (the admin bar reads the same query). */
export function useRequiredDocuments() {
  return useQuery(requiredDocumentsQuery);
}

const PERIODS_QUERY_KEY = ['documents', 'plazos'] as const;

/** Each required kind's review period. */
export function useReviewPeriods() {
  return useQuery({
    queryKey: PERIODS_QUERY_KEY,
    queryFn: ({ signal }) => getReviewPeriods(signal),
  });
}

/** Changes a kind's review period; the states follow (they are under the documents' key). */
export function useSetReviewPeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: ReviewPeriod) => setReviewPeriod(period),
    onSuccess: () => client.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
