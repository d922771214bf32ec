import type { CreateNewsFields, NewsItem, UpdateNewsFields } from '@lbj/shared';
import {
  useIsMutating,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { deleteOrGone } from '../../../lib/api-client.ts';
import type { UploadContext } from '../../../lib/upload/use-upload.ts';
import {
  createNews,
  deleteNews,
  updateNews,
  type NewsScheduleForm,
} from '../api/news-admin-api.ts';
import { markNewsChanged } from './news-changes.ts';
import { newsKeys } from './news-queries.ts';

// An administrator's changes: loaded with the admin controls, never by a visitor.

/** Applies a change to every cached list (the public one and the administrator's). */
function updateLists(client: QueryClient, change: (items: NewsItem[]) => NewsItem[]): void {
  client.setQueriesData<NewsItem[]>({ queryKey: newsKeys.all }, (items) =>
    items ? change(items) : items,
  );
}

const deleteKey = (id: number) => ['news', 'eliminar', id] as const;

/** Deletes a news item and drops it from the lists (without a round trip, unless one was under way). */
export function useDeleteNews(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: deleteKey(id),
    mutationFn: () => deleteOrGone(() => deleteNews(id)),
    onSuccess: async () => {
      markNewsChanged();
      // A list read that started before the deletion may still be on its way, the item in it
      // (a tap on the server's copy of the page while the live list loads): drop that read and
      // read the list again, or the item would come back on screen.
      const reading = client.isFetching({ queryKey: newsKeys.all }) > 0;
      if (reading) await client.cancelQueries({ queryKey: newsKeys.all });
      updateLists(client, (items) => items.filter((item) => item.id !== id));
      if (reading) void client.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}

/** True while item `id` is being deleted, by any of its "Eliminar" buttons (card or dialog). */
export function useDeletingNews(id: number): boolean {
  return useIsMutating({ mutationKey: deleteKey(id) }) > 0;
}

export interface PublishNewsInput {
  fields: CreateNewsFields & NewsScheduleForm;
  imagen: File;
  context: UploadContext;
}

/** Publishes a news item, then reloads the lists (the server decides its place and date). */
export function usePublishNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, imagen, context }: PublishNewsInput) =>
      createNews(fields, imagen, context),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}

export interface UpdateNewsInput {
  id: number;
  fields: UpdateNewsFields;
  imagen?: File | undefined;
  context: UploadContext;
}

/**
 * Saves an edit. The lists show the server's answer at once (the administrator's list as it is,
 * the public one only while the item is public), then reload: a new date can move the item.
 */
export function useUpdateNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, imagen, context }: UpdateNewsInput) =>
      updateNews(id, fields, imagen, context),
    onSuccess: (updated) => {
      markNewsChanged();
      const replace = (items: NewsItem[]) =>
        items.map((item) => (item.id === updated.id ? updated : item));
      client.setQueryData<NewsItem[]>(newsKeys.admin, (items) => items && replace(items));
      const isPublic =
        updated.estado !== 'borrador' && new Date(updated.fecha).getTime() <= Date.now();
      client.setQueryData<NewsItem[]>(
        newsKeys.list,
        (items) =>
          items && (isPublic ? replace(items) : items.filter((item) => item.id !== updated.id)),
      );
      void client.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}
