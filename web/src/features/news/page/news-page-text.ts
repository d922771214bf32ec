/**
 * The news pages' own Spanish copy, apart from NEWS_TEXT (which /news's board carries): the
 * header of /news and the item page.
 */
export const NEWS_PAGE_TEXT = {
  /** /news's header. */
  eyebrow: 'Comunidad Le Beau Jour',
  title: 'Noticias',
  lead: 'Comunicados, actividades y logros de nuestra comunidad escolar.',

  allNews: 'Todas las noticias',
  seeAllNews: 'Ver todas las noticias',
  /** Under an item's picture: the link to the form that asks for its removal. */
  photoRequestLink: 'Solicitar retiro de esta foto',
  missingTitle: 'No encontramos esta noticia',
  missing:
    'Puede que la dirección esté incompleta, que la noticia se haya eliminado o que aún no esté publicada.',
  failedTitle: 'No pudimos cargar esta noticia',
  failed: 'Revisa tu conexión a internet e inténtalo de nuevo.',
  documentTitle: (titulo: string) => `${titulo} · Colegio Le Beau Jour`,
  missingDocumentTitle: 'Noticia no encontrada · Colegio Le Beau Jour',
} as const;
