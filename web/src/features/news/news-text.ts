import { NEWS_CATEGORY_LABELS_ES } from '@lbj/shared';

/**
 * The visitor's Spanish copy of the news (the list, the cards, the detail and the home page's
 * latest news). The fixed error texts and the server's messages come from MESSAGES in
 * @lbj/shared; the administrator's copy is NEWS_ADMIN_TEXT (Spanish only).
 */
export const NEWS_TEXT = {
  listHeading: 'Últimas noticias',
  loading: 'Cargando noticias…',
  empty: 'Aún no hay noticias publicadas.',
  readMore: 'Leer noticia',
  openPage: 'Ver página de la noticia',
  /** The heading (for assistive technology) of /news's featured cards. */
  featuredHeading: 'Destacados',
  /** The home page's latest news. */
  latestTitle: 'Últimas noticias',
  latestAll: 'Ver todas las noticias',
  /**
   * The label each category is shown with. The categories are the server's values (Spanish,
   * NEWS_CATEGORIES), kept as they are in addresses (`?categoria=Deportes`) and data; the labels
   * are shared with the server's item pages (NEWS_CATEGORY_LABELS).
   */
  categories: NEWS_CATEGORY_LABELS_ES,
} as const;
