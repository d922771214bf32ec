import type { NewsItem, TranslationLanguage } from '@lbj/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TranslationActions } from '../../../components/admin/translations/translations-dialog.tsx';
import type { TranslationBody } from '../../../components/admin/translations/translation-model.ts';
import { deleteNewsTranslation, putNewsTranslation } from '../api/news-translations-api.ts';
import { markNewsChanged } from './news-changes.ts';
import { newsKeys } from './news-queries.ts';

/** The panel's count of what waits in "Traducciones pendientes" (app/admin-panel-sections.ts). */
const PENDING_TRANSLATIONS = ['panel', 'pending', 'traducciones'] as const;

/** Changes item `id` in every cached list (the public one and the administrator's). */
function changeItem(client: QueryClient, id: number, change: (item: NewsItem) => NewsItem) {
  client.setQueriesData<NewsItem[]>({ queryKey: newsKeys.all }, (items) =>
    Array.isArray(items) ? items.map((item) => (item.id === id ? change(item) : item)) : items,
  );
}

/**
 * Saving and removing news item `id`'s translations, for the editor: the lists show the new
 * state at once (the server's answer after a save), then the removal is read again, and the
 * count beside "Traducciones pendientes" is asked again.
 */
export function useNewsTranslationActions(id: number): TranslationActions {
  const client = useQueryClient();
  const refreshCount = () => {
    void client.invalidateQueries({ queryKey: PENDING_TRANSLATIONS });
  };
  const save = useMutation({
    mutationFn: ({ idioma, body }: { idioma: TranslationLanguage; body: TranslationBody }) =>
      putNewsTranslation(id, idioma, body),
    onSuccess: (saved) => {
      markNewsChanged();
      changeItem(client, id, () => saved);
      refreshCount();
    },
  });
  const remove = useMutation({
    mutationFn: (idioma: TranslationLanguage) => deleteNewsTranslation(id, idioma),
    onSuccess: (_answer, idioma) => {
      markNewsChanged();
      changeItem(client, id, (item) => {
        const { [idioma]: _removed, ...kept } = item.traducciones ?? {};
        return { ...item, traducciones: kept };
      });
      void client.invalidateQueries({ queryKey: newsKeys.all });
      refreshCount();
    },
  });
  return {
    save: (idioma, body) => save.mutateAsync({ idioma, body }),
    remove: (idioma) => remove.mutateAsync(idioma),
  };
}
