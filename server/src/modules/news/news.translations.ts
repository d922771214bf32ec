import {
  MESSAGES,
  TRANSLATION_MESSAGES,
  type NewsItem,
  type NewsTranslationInput,
  type TranslationLanguage,
} from '@lbj/shared';
import { CONSOLE, type Actor, type AuditRecorder } from '../../lib/audit.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/feature-module.ts';
import type { ImageStore } from '../../lib/images.ts';
import { newsSource, toNewsItem } from './news.item.ts';
import type { NewsRepository } from './news.repository.ts';

// The news service's translations: staff save an item's French or English title and text, or
// delete them. Each one keeps a hash of the Spanish it was made from, so an edit of the item's
// title or text marks it outdated by itself (news.item.ts). Every write calls `changed`, so the
// caches made from reads (the list, the item pages, the feed) start again.

export interface NewsTranslating {
  /**
   * Stores the item's translation into `idioma` in place of any, made from its Spanish as it is
   * now; returns the item as an administrator sees it. NotFoundError when there is no such item.
   */
  saveTranslation(
    id: number,
    idioma: TranslationLanguage,
    fields: NewsTranslationInput,
    by?: Actor,
  ): Promise<NewsItem>;
  /**
   * Deletes the item's translation into `idioma`; none to delete is not an error (and is not
   * logged). NotFoundError when there is no such item.
   */
  removeTranslation(id: number, idioma: TranslationLanguage, by?: Actor): Promise<void>;
}

export interface NewsTranslatingDeps {
  repository: Pick<NewsRepository, 'saveTranslation' | 'removeTranslation' | 'translations'>;
  images: Pick<ImageStore, 'url' | 'variants'>;
  now: Clock;
  /** The activity log, written after each change (services built for a test may go without). */
  audit?: AuditRecorder | undefined;
  /** Called after every write, failed ones too: what the reads give may have changed. */
  changed: () => void;
}

export function createNewsTranslating({
  repository,
  images,
  now,
  audit,
  changed,
}: NewsTranslatingDeps): NewsTranslating {
  return {
    async saveTranslation(id, idioma, fields, by = CONSOLE) {
      const actualizado = now().toISOString();
      const item = await repository
        .saveTranslation(id, (current) => ({
          idioma,
          titulo: fields.titulo,
          descripcion: fields.descripcion,
          fuente: newsSource(current),
          actualizado,
        }))
        .finally(changed);
      if (!item) throw new NotFoundError(MESSAGES.newsNotFound);
      // Logged as an edit of the item: the panel names it "Editó una noticia".
      await audit?.record(by, {
        accion: 'noticia.editar',
        detalle: TRANSLATION_MESSAGES.saved(idioma, item.titulo),
      });
      return toNewsItem(item, images, 'admin', await repository.translations([id]));
    },

    async removeTranslation(id, idioma, by = CONSOLE) {
      const result = await repository.removeTranslation(id, idioma).finally(changed);
      if (!result) throw new NotFoundError(MESSAGES.newsNotFound);
      if (result.removed) {
        await audit?.record(by, {
          accion: 'noticia.editar',
          detalle: TRANSLATION_MESSAGES.removed(idioma, result.item.titulo),
        });
      }
    },
  };
}
