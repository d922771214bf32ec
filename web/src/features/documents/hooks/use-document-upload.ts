import type { SchoolDocument } from '@lbj/shared';
import { useUpload } from '../../../lib/upload/use-upload.ts';
import { addDocumentVersion, createDocument } from '../api/documents-api.ts';
import { useStoreDocument } from './documents-queries.ts';

/**
 * Uploads a new document or a new version with progress and cancel (the site's one upload hook),
 * and puts the answer in the cached list.
 */
export function useDocumentUpload() {
  const upload = useUpload({ decoder: null });
  const store = useStoreDocument();
  const run = async (
    sender: (options: {
      onProgress: (f: number) => void;
      signal: AbortSignal;
    }) => Promise<SchoolDocument>,
  ) => {
    const document = await upload.send(sender);
    store(document);
    return document;
  };
  return {
    sending: upload.sending,
    percent: upload.percent,
    cancel: upload.cancel,
    create: (form: FormData) => run((context) => createDocument(form, context)),
    addVersion: (id: number, form: FormData) =>
      run((context) => addDocumentVersion(id, form, context)),
  };
}
