import type { CalendarEvent, TranslationLanguage } from '@lbj/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TranslationActions } from '../../../components/admin/translations/translations-dialog.tsx';
import type { TranslationBody } from '../../../components/admin/translations/translation-model.ts';
import { deleteEventTranslation, putEventTranslation } from '../api/event-translations-api.ts';

/** The lists of events (calendar-queries.ts: `['calendar', 'events', desde, hasta]`). */
const EVENT_LISTS = ['calendar', 'events'] as const;
/** The panel's count of what waits in "Traducciones pendientes" (app/admin-panel-sections.ts). */
const PENDING_TRANSLATIONS = ['panel', 'pending', 'traducciones'] as const;

/** Changes event `id` in every cached list. */
function changeEvent(
  client: QueryClient,
  id: number,
  change: (event: CalendarEvent) => CalendarEvent,
) {
  client.setQueriesData<CalendarEvent[]>({ queryKey: EVENT_LISTS }, (events) =>
    Array.isArray(events)
      ? events.map((event) => (event.id === id ? change(event) : event))
      : events,
  );
}

/**
 * Saving and removing event `id`'s translations, for the editor: the lists show the new state at
 * once, then are read again, with the count beside "Traducciones pendientes".
 */
export function useEventTranslationActions(id: number): TranslationActions {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: EVENT_LISTS });
    void client.invalidateQueries({ queryKey: PENDING_TRANSLATIONS });
  };
  const save = useMutation({
    mutationFn: ({ idioma, body }: { idioma: TranslationLanguage; body: TranslationBody }) =>
      putEventTranslation(id, idioma, body),
    onSuccess: (saved) => {
      changeEvent(client, id, () => saved);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (idioma: TranslationLanguage) => deleteEventTranslation(id, idioma),
    onSuccess: (_answer, idioma) => {
      changeEvent(client, id, (event) => {
        const { [idioma]: _removed, ...kept } = event.traducciones ?? {};
        return { ...event, traducciones: kept };
      });
      refresh();
    },
  });
  return {
    save: (idioma, body) => save.mutateAsync({ idioma, body }),
    remove: (idioma) => remove.mutateAsync(idioma),
  };
}
