/** The item page's own Spanish copy (apart from NEWS_TEXT, which the /news page carries). */
export const NEWS_PAGE_TEXT = {
  allNews: 'Todas las noticias',
  seeAllNews: 'Ver todas las noticias',
  missingTitle: 'No encontramos esta noticia',
  missing:
    'Puede que la dirección esté incompleta, que la noticia se haya eliminado o que aún no esté publicada.',
  failedTitle: 'No pudimos cargar esta noticia',
  failed: 'Revisa tu conexión a internet e inténtalo de nuevo.',
  documentTitle: (titulo: string) => `${titulo} · Colegio Le Beau Jour`,
  missingDocumentTitle: 'Noticia no encontrada · Colegio Le Beau Jour',
} as const;
