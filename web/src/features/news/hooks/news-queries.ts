import type { CreateNewsFields, NewsItem } from '@lbj/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isNotFound } from '../../../lib/api-client.ts';
import type { UploadContext } from '../../../lib/upload/use-upload.ts';
import { createNews, deleteNews, getNews } from '../api/news-api.ts';
import { NEWS_TEXT } from '../news-text.ts';

export const newsKeys = { list: ['news'] as const };

export type NewsStatus = 'loading' | 'ready' | 'failed';

export interface NewsState {
  items: NewsItem[];
  status: NewsStatus;
  /** True while a reload runs with the previous list still shown. */
  refreshing: boolean;
}

/**
 * The news list. A failed load is only logged and the list stays empty (SPEC 8); a failed
 * reload keeps what is shown.
 */
export function useNews(): NewsState {
  const query = useQuery({
    queryKey: newsKeys.list,
    queryFn: ({ signal }) => getNews(signal),
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(NEWS_TEXT.loadFailedLog, error);
  }, [error]);
  const hasData = query.data !== undefined;
  return {
    items: query.data ?? [],
    status: hasData ? 'ready' : query.isError ? 'failed' : 'loading',
    refreshing: hasData && query.isFetching,
  };
}

/** Deletes a news item and drops it from the list without a round trip. */
export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        await deleteNews(id);
      } catch (error) {
        // Already deleted (by another administrator): the goal is reached.
        if (!isNotFound(error)) throw error;
      }
    },
    onSuccess: (_result, id) => {
      client.setQueryData<NewsItem[]>(newsKeys.list, (items) =>
        items?.filter((item) => item.id !== id),
      );
    },
  });
}

export interface PublishNewsInput {
  fields: CreateNewsFields;
  imagen: File;
  context: UploadContext;
}

/** Publishes a news item, then reloads the list (the server decides its place and date). */
export function usePublishNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, imagen, context }: PublishNewsInput) =>
      createNews(fields, imagen, context),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: newsKeys.list });
    },
  });
}
