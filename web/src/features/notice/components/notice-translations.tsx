import type { Notice } from '@lbj/shared';
import {
  TranslationsControl,
  TranslationsDialog,
} from '../../../components/admin/translations/translations-dialog.tsx';
import { noticeTranslationTarget } from '../../../components/admin/translations/translation-model.ts';
import { useNoticeTranslationActions } from '../hooks/notice-translations.ts';

/** "Traducciones" under the current notice, with its state in each language. */
export function NoticeTranslationsControl({ notice }: { notice: Notice }) {
  const actions = useNoticeTranslationActions();
  return <TranslationsControl target={noticeTranslationTarget(notice)} actions={actions} />;
}

/** The notice's translation editor, opened from the panel's "Traducciones pendientes". */
export function NoticeTranslationsDialog({
  notice,
  onClose,
}: {
  notice: Notice;
  onClose: () => void;
}) {
  const actions = useNoticeTranslationActions();
  return (
    <TranslationsDialog
      target={noticeTranslationTarget(notice)}
      actions={actions}
      onClose={onClose}
    />
  );
}
