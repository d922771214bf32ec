import type { Notice, TranslationLanguage } from '@lbj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslationActions } from '../../../components/admin/translations/translations-dialog.tsx';
import type { TranslationBody } from '../../../components/admin/translations/translation-model.ts';
import { deleteNoticeTranslation, putNoticeTranslation } from '../api/notice-translations-api.ts';
import { noticeKey } from './notice-queries.ts';

/** The panel's count of what waits in "Traducciones pendientes" (app/admin-panel-sections.ts). */
const PENDING_TRANSLATIONS = ['panel', 'pending', 'traducciones'] as const;

/**
 * Saving and removing the notice's translations, for the editor: the stored notice shows the new
 * state at once (the server's answer after a save), and the count beside "Traducciones
 * pendientes" is asked again.
 */
export function useNoticeTranslationActions(): TranslationActions {
  const client = useQueryClient();
  const refreshCount = () => {
    void client.invalidateQueries({ queryKey: PENDING_TRANSLATIONS });
  };
  const save = useMutation({
    mutationFn: ({ idioma, body }: { idioma: TranslationLanguage; body: TranslationBody }) =>
      putNoticeTranslation(idioma, body),
    onSuccess: (notice) => {
      client.setQueryData<Notice | null>(noticeKey, notice);
      refreshCount();
    },
  });
  const remove = useMutation({
    mutationFn: deleteNoticeTranslation,
    onSuccess: (_answer, idioma) => {
      client.setQueryData<Notice | null>(noticeKey, (notice) => {
        if (!notice) return notice;
        const { [idioma]: _removed, ...kept } = notice.traducciones ?? {};
        return { ...notice, traducciones: kept };
      });
      refreshCount();
    },
  });
  return {
    save: (idioma, body) => save.mutateAsync({ idioma, body }),
    remove: (idioma) => remove.mutateAsync(idioma),
  };
}
