import type { NewsItem } from '@lbj/shared';
import {
  TranslationsControl,
  TranslationsDialog,
} from '../../../components/admin/translations/translations-dialog.tsx';
import { newsTranslationTarget } from '../../../components/admin/translations/translation-model.ts';
import { useNewsTranslationActions } from '../hooks/news-translations.ts';
import styles from './news-admin-actions.module.css';

// A news item's French and English translations, for an administrator: loaded with the admin
// controls, never by a visitor.

/** "Traducciones" on a card and in the detail dialog, with the item's state in each language. */
export function NewsTranslationsControl({ item }: { item: NewsItem }) {
  const actions = useNewsTranslationActions(item.id);
  return (
    <TranslationsControl
      target={newsTranslationTarget(item)}
      actions={actions}
      buttonClassName={styles.button}
    />
  );
}

/** The item's translation editor, opened from elsewhere (the panel's "Traducciones pendientes"). */
export function NewsTranslationsDialog({ item, onClose }: { item: NewsItem; onClose: () => void }) {
  const actions = useNewsTranslationActions(item.id);
  return (
    <TranslationsDialog target={newsTranslationTarget(item)} actions={actions} onClose={onClose} />
  );
}
